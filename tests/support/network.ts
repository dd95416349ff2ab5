import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The MSW server every app test runs behind (tests/setup/app.ts starts it). */
export const network = setupServer();

type Answer = () => Response;

/**
 * Holds the requests to one endpoint until the test answers them, in arrival order, so a test can
 * decide the outcome of a request a machine has already sent (or is about to send).
 */
export function holdRequests(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string | RegExp,
) {
  const waiting: Array<(answer: Answer) => void> = [];
  const answers: Answer[] = [];
  let received = 0;
  const requests: Request[] = [];
  network.use(
    http[method](url, async ({ request }) => {
      received += 1;
      requests.push(request);
      // Given up on before it arrived: it must not wait for, and take, an answer.
      if (request.signal.aborted) return HttpResponse.error();
      const queued = answers.shift();
      if (queued) return queued();
      const answer = await new Promise<Answer>((resolve) => {
        waiting.push(resolve);
        // A request its client gave up on must not take the answer meant for the next one.
        request.signal.addEventListener('abort', () => waiting.splice(waiting.indexOf(resolve), 1));
      });
      return answer();
    }),
  );
  const answerNext = (answer: Answer) => {
    const resolve = waiting.shift();
    if (resolve) resolve(answer);
    else answers.push(answer);
  };
  return {
    /** Answers the oldest unanswered request (or the next to arrive). */
    respond: (status: number, body: string | object = '') =>
      answerNext(() =>
        typeof body === 'string'
          ? new HttpResponse(body, { status })
          : HttpResponse.json(body, { status }),
      ),
    /** Answers it with this response (a stream of events, say). */
    reply: (answer: () => Response) => answerNext(answer),
    /** Fails it the way a dropped connection does. */
    fail: () => answerNext(() => HttpResponse.error()),
    get received() {
      return received;
    },
    /** Every request that arrived, oldest first. */
    requests,
    /** Requests that arrived and still wait for an answer (aborted ones excluded). */
    get pending() {
      return waiting.length;
    },
  };
}
