import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { backendError, meResponse, settingsAnswer } from '../../support/fixtures.ts';
import { network } from '../../support/network.ts';
import { BACKEND } from './authFixtures.ts';

/**
 * What the rules tests of the account machines run against: the account backend on MSW, answering
 * every route as a healthy backend does unless a test gives a route another answer, and a
 * simulated clock that lets time pass one timer at a time, each timer's work done before the next.
 */

/** How a route answers: a status (with the backend's error body), a dropped connection, or a 200 that is not JSON. */
export type Answer = number | 'dropped' | 'notJson' | { status: number; body: unknown };

/** A request as it reached the backend: `GET /users/@me`, when on the clock, and its JSON body. */
export interface Sent {
  route: string;
  at: number;
  body: unknown;
  authorization: string | null;
}

/** The answers of a healthy backend to the account's reads (the writes answer 200 `{}`). */
const READS: Record<string, unknown> = {
  'GET /users/@me': meResponse,
  'GET /users/user-1/bookmarks': [],
  'GET /users/user-1/progress': [],
  'GET /users/user-1/settings': settingsAnswer(),
};

const answerWith = (answer: Answer, route: string): Response => {
  if (answer === 'dropped') return HttpResponse.error();
  if (answer === 'notJson') return new HttpResponse('<html>Maintenance</html>', { status: 200 });
  if (typeof answer === 'object') return HttpResponse.json(answer.body as object, answer);
  if (answer !== 200) return HttpResponse.json(backendError(answer, 'No'), { status: answer });
  // No group order saved yet: the backend's 404 (CONTRACTS.md §1).
  if (route === 'GET /users/user-1/group-order') {
    return HttpResponse.json(backendError(404, 'No order'), { status: 404 });
  }
  return HttpResponse.json((READS[route] ?? {}) as object);
};

/** A clock whose next timer can be found, so that time passes one timer at a time. */
export class SteppedClock extends SimulatedClock {
  private readonly due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.due.delete(id);
      fn();
    }, timeout);
    this.due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }

  /** When the next timer fires, if any is set. */
  nextDue(): number | undefined {
    return this.due.size === 0 ? undefined : Math.min(...this.due.values());
  }
}

export function rulesBackend() {
  const clock = new SteppedClock();
  const sent: Sent[] = [];
  const answers = new Map<string, Answer>();
  const holds = new Map<string, { released: Promise<void>; release: () => void }>();
  /** Requests made and not answered yet, and of them those a test holds. */
  let inFlight = 0;
  let held = 0;

  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (...args) => {
    inFlight += 1;
    return fetchBefore(...args).finally(() => {
      inFlight -= 1;
    });
  };
  onTestFinished(() => {
    globalThis.fetch = fetchBefore;
    for (const hold of holds.values()) hold.release();
  });

  network.use(
    http.all(`${BACKEND}/*`, async ({ request }) => {
      const route = `${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`;
      const text = await request.text();
      sent.push({
        route,
        at: clock.now(),
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.get('authorization'),
      });
      const hold = holds.get(route);
      if (hold) {
        held += 1;
        await hold.released;
        held -= 1;
      }
      return answerWith(answers.get(route) ?? 200, route);
    }),
  );

  /** Lets every request under way (but those held) be answered and its answer be acted on. */
  async function settle() {
    for (let quiet = 0, rounds = 0; quiet < 2; rounds += 1) {
      if (rounds > 10_000) throw new Error('The requests never ended');
      await new Promise((resolve) => setImmediate(resolve));
      quiet = inFlight === held ? quiet + 1 : 0;
    }
  }

  /** Lets `ms` pass: each timer fires at its time, and what it starts ends before the next. */
  async function pass(ms: number) {
    const end = clock.now() + ms;
    await settle();
    for (let next = clock.nextDue(); next !== undefined && next <= end; next = clock.nextDue()) {
      clock.set(next);
      await settle();
    }
    clock.set(end);
    await settle();
  }

  /** Lets `ms` pass at once, for a long quiet span: the timers due by then fire at its end. */
  async function idle(ms: number) {
    await settle();
    clock.increment(ms);
    await settle();
  }

  return {
    clock,
    sent,
    settle,
    pass,
    idle,
    /** From now on the route answers so. */
    answer(route: string, answer: Answer) {
      answers.set(route, answer);
    },
    /** Requests to the route wait until released (the answer then is the route's then). */
    hold(route: string): () => void {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(route, { released, release });
      return () => {
        holds.delete(route);
        release();
      };
    },
    /** The times (on the clock) at which the route was asked. */
    times: (route: string) => sent.filter((s) => s.route === route).map((s) => s.at),
    /** How often the route was asked. */
    count: (route: string) => sent.filter((s) => s.route === route).length,
  };
}
export type RulesBackend = ReturnType<typeof rulesBackend>;

/** The machines warn of what fails on purpose here (a backend down, a refused push): kept quiet. */
export function quietWarnings(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
