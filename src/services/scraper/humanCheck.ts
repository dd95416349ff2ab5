import * as z from 'zod/mini';

/**
 * The local scraping API's human check (README "The media library and its scraping API"): a
 * question standing in for a CAPTCHA. `GET {base}/human-check` asks it; `POST` with the answer
 * gives the token the scraper client sends as `token=`.
 */
export class HumanCheckError extends Error {
  constructor(
    message: string,
    /** The answer was wrong (or the question expired): ask again. */
    readonly wrongAnswer = false,
  ) {
    super(message);
    this.name = 'HumanCheckError';
  }
}

const questionSchema = z.object({ question: z.string(), challenge: z.string() });
const tokenSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type HumanCheckQuestion = z.infer<typeof questionSchema>;

async function readJson<T>(response: Response, schema: z.ZodMiniType<T>, what: string) {
  const parsed = z.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new HumanCheckError(`Unexpected answer to ${what}`);
  return parsed.data;
}

export function createHumanCheckClient(baseUrl: string) {
  const url = `${baseUrl.replace(/\/+$/, '')}/human-check`;
  return {
    async question(signal?: AbortSignal): Promise<HumanCheckQuestion> {
      const response = await fetch(url, { signal, cache: 'no-store' });
      if (!response.ok) throw new HumanCheckError(`The human check answered ${response.status}`);
      return readJson(response, questionSchema, 'the human check');
    },
    async answer(challenge: string, answer: string, signal?: AbortSignal): Promise<string> {
      const response = await fetch(url, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ challenge, answer: answer.trim() }),
      });
      if (response.status === 403) throw new HumanCheckError('That is not the answer', true);
      if (!response.ok) throw new HumanCheckError(`The human check answered ${response.status}`);
      return (await readJson(response, tokenSchema, 'the answer')).token;
    },
  };
}
export type HumanCheckClient = ReturnType<typeof createHumanCheckClient>;
