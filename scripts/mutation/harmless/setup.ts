import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the setup machines (src/machines/setup), each kind with why. */
export const SETUP_HARMLESS: HarmlessKind[] = [
  {
    name: 'setupStatus: a proxy test that threw',
    why: "The setup status reads a proxy test that threw only as not 'proxy' (an error): `undefined` instead of `null` for it reads the same.",
    matches: (s) =>
      s.mutator === 'ArrowFunction' &&
      s.original === '() => null' &&
      s.lineText ===
        'const answer = await testProxy(input.proxy, input.testUrl, signal).catch(() => null);',
  },
  {
    name: 'setupStatus: the parts, known by then',
    why: "The setup status is judged only after its check's done event set each way's standing (`judging` is entered from `checking`'s onDone only): `?.` on them never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^context\.parts\?\.(proxy|extension)$/.test(s.original) &&
      /^(failing: \(\{ context \}\) => )?context\.parts\?\.(proxy|extension) === '(error|success)'/.test(
        s.lineText,
      ),
  },
  {
    name: 'proxyTest: the URL before the first test',
    why: "The proxy test's URL starts empty; `take` sets it on every `proxy.test`, the only way out of `idle`, before the checks and the request read it, and the forms read only the state.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "''" &&
      s.lineText === "context: ({ input }) => ({ testUrl: input.testUrl, url: '' }),",
  },
  {
    name: 'proxyTest: event check for TypeScript',
    why: "The proxy test's `take` runs only on `proxy.test`: the check only narrows the event type, and its fallback is never taken.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "event.type === 'proxy.test'" &&
      s.lineText.startsWith('url: ({ context, event }) => (event.type === '),
  },
];
