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
  {
    name: 'debridKey, fileHostToken: event check for TypeScript',
    why: '`take` of the debrid key and of the file-host token runs only on `key.submitted` / `token.submitted`: the check only narrows the event type, and its fallback is never taken.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      /^event\.type === '(key|token)\.submitted'$/.test(s.original) &&
      /^event\.type === '(key|token)\.submitted' \? event\.(key|token)\.trim\(\) : context\.(key|token),$/.test(
        s.lineText,
      ),
  },
  {
    name: 'debridKey, fileHostToken: the error of a failed check',
    why: "`answered` reads the status of the error a check's error event carries; XState's error event always carries what the check threw (an error object), so `?.` on it never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === '(errorOf(event) as { status?: unknown } | undefined)?.status',
  },
  {
    name: 'debridKey, fileHostToken: the key forgotten on removal',
    why: 'After `key.removed` (`token.removed`) the machine is `unset`, where nothing reads the key; the only way on is a new submission, whose `take` sets it first. The field reads only the state, so a removed key left in the context is never read.',
    matches: (s) =>
      (s.mutator === 'ObjectLiteral' &&
        /^\{ (key|token): null \}$/.test(s.original) &&
        /^forget: assign\(\{ (key|token): null \}\),$/.test(s.lineText)) ||
      (s.mutator === 'StringLiteral' &&
        s.original === "'forget'" &&
        /^'(key|token)\.removed': \{ target: '\.unset', actions: 'forget' \},$/.test(s.lineText)),
  },
  {
    name: 'region: event check for TypeScript',
    why: "The region's `picked` runs only on `region.picked`: the check only narrows the event type, and its fallback is never taken.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "event.type === 'region.picked'" &&
      s.lineText === "event.type === 'region.picked'",
  },
  {
    name: 'onboarding: event checks for TypeScript',
    why: "Onboarding's `onPage` guard is tried only on `onboarding.go`, `working` and `notWorking` only on `extension.changed`: the check of the event's type only narrows it, the rest of each guard decides.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      /^event\.type === '(onboarding\.go|extension\.changed)'$/.test(s.original) &&
      /^(event\.type === 'onboarding\.go' && event\.page === page,|(not)?[wW]orking: \(\{ event \}\) => event\.type === 'extension\.changed' && !?event\.working,)$/.test(
        s.lineText,
      ),
  },
  {
    name: 'fileHostToken: a token submitted is never null',
    why: '`malformed` is tried only in `validating`, entered only on `token.submitted`, whose `take` sets the token to the submitted text: its null check is there for TypeScript.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'false' &&
      s.original === 'context.token === null' &&
      s.lineText ===
        'malformed: ({ context }) => context.token === null || !looksLikeUiToken(context.token),',
  },
  {
    name: 'onboarding: the extension reported only when it changes',
    why: "Onboarding's extension watch calls back at once and then only when whether the extension works changes (ui/onboarding/extensionWatch.ts): in `working` the only report that can come says it stopped, so `notWorking` holding for every report there changes nothing.",
    matches: (s) =>
      (['ConditionalExpression', 'LogicalOperator'].includes(s.mutator) &&
        s.original === "event.type === 'extension.changed' && !event.working" &&
        s.lineText ===
          "notWorking: ({ event }) => event.type === 'extension.changed' && !event.working,") ||
      (s.mutator === 'StringLiteral' &&
        s.original === "'notWorking'" &&
        s.lineText === "'extension.changed': { guard: 'notWorking', target: 'waiting' },"),
  },
];
