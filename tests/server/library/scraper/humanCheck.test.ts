import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHumanCheck } from '../../../../server/library/scraper/humanCheck.ts';
import { libraryApp, query, type ScrapeEvent, scrape, TITLES } from './support.ts';

const SECRET = 'a-scraper-test-secret-that-is-long-enough';
const START = Date.UTC(2030, 0, 1);
let clock = START;

let app: FastifyInstance;
beforeAll(async () => {
  app = await libraryApp({ tokenRequired: true, secret: SECRET, now: () => clock, slowMs: 10 });
});
afterAll(() => app.close());
beforeEach(() => {
  clock = START;
});

const REQUIRED = [
  {
    event: 'error',
    data: {
      name: 'HumanCheckRequired',
      message: 'Answer the human check (GET human-check) and send its token as token=',
    },
  },
];

/** Answers the question of GET /human-check (`answer` by default rightly). */
async function humanToken(answer?: (right: number) => unknown) {
  const asked = await app.inject('/library/scraper/human-check');
  expect(asked.statusCode).toBe(200);
  const { question, challenge } = asked.json() as { question: string; challenge: string };
  const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(question) ?? [];
  const right = Number(a) + Number(b);
  return app.inject({
    method: 'POST',
    url: '/library/scraper/human-check',
    payload: { challenge, answer: answer ? answer(right) : right },
  });
}

const scrapeSintel = (token?: string) =>
  scrape(app, '/scrape', query(TITLES.sintel, token === undefined ? {} : { token }));

function claims(jwt: string) {
  const [header, payload] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
  };
}

/** The round trip: question, answer, first scrape; the JWT it hands out. */
async function jwt(): Promise<string> {
  const { token } = (await humanToken()).json() as { token: string };
  const events = await scrapeSintel(token);
  expect(events[0]?.event).toBe('token');
  return events[0]?.data as string;
}

describe('when scrapes need a token (SCRAPE_TOKEN_REQUIRED)', () => {
  it.each([
    ['/scrape', query(TITLES.sintel)],
    ['/scrape/source', query(TITLES.sintel, { id: 'library-hls' })],
    ['/scrape/embed', 'id=library-player&url=http%3A%2F%2Fx%2Fembed%2Fmovie%2F9761'],
  ])('%s without one is HumanCheckRequired, and nothing else', async (path, params) => {
    expect(await scrape(app, path, params)).toEqual(REQUIRED);
  });

  it('leaves /metadata open', async () => {
    expect((await app.inject('/library/scraper/metadata')).statusCode).toBe(200);
  });

  it('hands out a JWT for an answered check, then takes it as token=jwt|… for an hour', async () => {
    const answered = await humanToken();
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['access-control-allow-origin']).toBe('*');
    const { token } = answered.json() as { token: string };

    const first: ScrapeEvent[] = await scrapeSintel(token);
    expect(first.map(({ event }) => event)).toEqual([
      'token',
      'init',
      'start',
      'update',
      'update',
      'completed',
    ]);
    const issued = first[0]?.data as string;
    const { header, payload } = claims(issued);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      purpose: 'scrape',
      iat: START / 1000,
      exp: START / 1000 + 3600,
    });

    clock = START + 59 * 60_000;
    const later = await scrapeSintel(`jwt|${issued}`);
    expect(later.map(({ event }) => event)).toEqual([
      'init',
      'start',
      'update',
      'update',
      'completed',
    ]);
    const source = await scrape(
      app,
      '/scrape/source',
      query(TITLES.sintel, { id: 'library-hls', token: `jwt|${issued}` }),
    );
    expect(source.map(({ event }) => event)).toEqual(['completed']);

    clock = START + 60 * 60_000;
    expect(await scrapeSintel(`jwt|${issued}`)).toEqual(REQUIRED);
  });

  it('refuses a wrong answer, an expired question and a malformed body', async () => {
    const wrong = await humanToken((right) => right + 1);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: true, statusCode: 403 });

    const asked = (await app.inject('/library/scraper/human-check')).json() as {
      question: string;
      challenge: string;
    };
    clock = START + 301_000;
    const [, a, b] = /(\d) \+ (\d)/.exec(asked.question) ?? [];
    const late = await app.inject({
      method: 'POST',
      url: '/library/scraper/human-check',
      payload: { challenge: asked.challenge, answer: Number(a) + Number(b) },
    });
    expect(late.statusCode).toBe(403);

    const malformed = await app.inject({
      method: 'POST',
      url: '/library/scraper/human-check',
      payload: { answer: 7 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an expired human-check token', async () => {
    const { token } = (await humanToken()).json() as { token: string };
    clock = START + 301_000;
    expect(await scrapeSintel(token)).toEqual(REQUIRED);
  });

  it('refuses forged, re-signed, misused and malformed tokens', async () => {
    const issued = await jwt();
    const [header, payload, signature] = issued.split('.') as [string, string, string];
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { payload: claimsOf } = claims(issued);

    // A later expiry under the old signature.
    const extended = `${header}.${encode({ ...claimsOf, exp: claimsOf.exp + 86_400 })}.${signature}`;
    // Unsigned, as alg "none".
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    // Signed with another secret by our own code.
    const other = createHumanCheck({ secret: 'another-secret', now: () => clock });
    const otherChallenge = other.challenge();
    const [, a, b] = /(\d) \+ (\d)/.exec(otherChallenge.question) ?? [];
    const foreignHuman = other.answer(otherChallenge.challenge, Number(a) + Number(b)) ?? '';
    // Signed with the backend's key (the secret itself), not the key derived from it.
    const content = `${header}.${payload}`;
    const backendSigned = `${content}.${createHmac('sha256', SECRET).update(content).digest('base64url')}`;
    const { token: human } = (await humanToken()).json() as { token: string };
    const { challenge } = (await app.inject('/library/scraper/human-check')).json() as {
      challenge: string;
    };

    for (const token of [
      `jwt|${extended}`,
      `jwt|${none}`,
      `jwt|${backendSigned}`,
      foreignHuman,
      // A JWT sent bare, a human-check token sent as a JWT, a challenge sent as either.
      issued,
      `jwt|${human}`,
      challenge,
      `jwt|${challenge}`,
      'jwt|',
      'jwt|a.b.c',
      '',
    ]) {
      expect(await scrapeSintel(token), token).toEqual(REQUIRED);
    }
    // The genuine one still passes.
    expect((await scrapeSintel(`jwt|${issued}`))[0]?.event).toBe('init');
  });

  it('refuses a token given twice', async () => {
    const issued = await jwt();
    const params = `${query(TITLES.sintel)}&token=jwt|${issued}&token=jwt|${issued}`;
    expect(await scrape(app, '/scrape', params)).toEqual(REQUIRED);
  });
});

describe('when scrapes need no token', () => {
  it('ignores any token and hands none out', async () => {
    const open = await libraryApp({ slowMs: 10 });
    try {
      const events = await scrape(open, '/scrape', query(TITLES.sintel, { token: 'whatever' }));
      expect(events.map(({ event }) => event)).toEqual([
        'init',
        'start',
        'update',
        'update',
        'completed',
      ]);
    } finally {
      await open.close();
    }
  });
});
