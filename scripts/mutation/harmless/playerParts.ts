import type { HarmlessKind } from '../harmless.ts';

/** Each event-type check that only narrows the type, with the source lines it was checked on. */
const EVENT_TYPE_CHECKS = new Map<string, string[]>([
  [
    "event.type === 'captions.found'",
    ["event.type === 'captions.found'", "event.type === 'captions.found' &&"],
  ],
  [
    "event.type === 'media.time'",
    [
      "event.type === 'media.time' ? { time: event.time, duration: event.duration } : {},",
      "event.type === 'media.time' &&",
      "time: ({ event }) => (event.type === 'media.time' ? event.time : 0),",
    ],
  ],
  [
    "event.type === 'controls.hover'",
    ["hovering: ({ event }) => event.type === 'controls.hover' && event.hovering,"],
  ],
  ["event.type === 'media.changed'", ["hasNext: event.type === 'media.changed' && event.hasNext,"]],
  [
    "event.type === 'source.pick'",
    [
      "picked: ({ event }) => (event.type === 'source.pick' ? event.source : null),",
      "const source = event.type === 'source.pick' ? event.source : undefined;",
    ],
  ],
  [
    "event.type === 'embed.pick'",
    [
      "pickEmbed: assign({ embed: ({ event }) => (event.type === 'embed.pick' ? event.embed : null) }),",
    ],
  ],
]);

/**
 * Harmless survivors of the player's smaller machines (src/machines/player, but the media, player
 * and watch-party machines), and the event-type checks of the player's own: each kind matches
 * only the lines it was checked on.
 */
export const PLAYER_PARTS_HARMLESS: HarmlessKind[] = [
  {
    name: 'adCover: a dismissed space stays dismissed',
    why: "A dismissed ad space takes no event and its ad view reads only `matches('shown')`; no one waits for it to finish, so whether `dismissed` is final changes nothing.",
    matches: (s) =>
      ['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
      s.lineText === "dismissed: { type: 'final' },",
  },
  {
    name: 'player parts: the words of a failure logged',
    why: "The text of a failure logged to the console (the lookup's, the human check's, the scraping's, casting's): the console line is for developers, no code reads it and no view shows it; that the failure is logged at all is stated by tests.",
    matches: (s) =>
      (s.mutator === 'StringLiteral' &&
        [
          "console.error('The subtitle lookup failed', error),",
          "logFailure: (_, { error }: { error: unknown }) => console.error('Scraping failed', error),",
          "logFailure: (_, { error }: { error: unknown }) => console.error('Human check failed', error),",
          "console.error('Skip intro: the lookup failed', error),",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source line, as written.
          'console.warn(`Casting: ${what} failed`, error),',
          "console.error('Scraping the source failed', error),",
        ].includes(s.lineText)) ||
      (s.mutator === 'StringLiteral' &&
        /^'(detection|stopping)'$/.test(s.original) &&
        /^params: \(\{ event \}\) => \(\{ what: '(detection|stopping)', error: event\.error \}\),$/.test(
          s.lineText,
        )),
  },
  {
    name: 'player parts: event checks for TypeScript',
    why: "Each of these actions and guards runs only on transitions of the event it checks for (casting's `rememberDevice` on `cast.connected`, hold-to-boost's `rememberPress` and `eventToggles` on `boost.press`): the check only narrows the event type.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      ((s.original === "event.type === 'cast.connected'" &&
        s.lineText === "event.type === 'cast.connected' ? castDeviceName(event.device) : null,") ||
        (s.original === "event.type === 'boost.press'" &&
          [
            "event.type === 'boost.press'",
            "eventToggles: ({ event }) => event.type === 'boost.press' && (event.toggles ?? true),",
          ].includes(s.lineText))),
  },
  {
    name: 'controls: the announcement its owner provides',
    why: "`announceVisibility`'s own implementation does nothing: the player provides the real one (`controlsMachine.provide`), and a machine set up without it runs the provided one all the same.",
    matches: (s) =>
      s.mutator === 'ObjectLiteral' &&
      s.lineText === 'actions: {' &&
      s.original.includes('announceVisibility: (_, _params: { shown: boolean }) => {},'),
  },
  {
    name: 'external subtitles: the captions before a lookup answers',
    why: "`found` is read only on entering `found`, which the lookup's answer reaches after `assign` replaced it; no view reads the context, so its starting list is never seen.",
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.lineText === 'context: ({ input }) => ({ lookUp: input.lookUp, found: [] }),',
  },
  {
    name: 'player and its parts: event checks for TypeScript',
    why: "Captions' `merge` and `wantedAmongFound` run only on `captions.found`; `setProgress`, `setTime` and `creditsReached` only on `media.time`, `setHovering` only on `controls.hover`, `startOver` only on `media.changed`; the player's and the source selection's `pick` only on `source.pick`, the selection's `pickEmbed` only on `embed.pick`: the check only narrows the event type.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      (EVENT_TYPE_CHECKS.get(s.original)?.includes(s.lineText) ?? false),
  },
  {
    name: 'next episode: the time on leaving for the next one',
    why: 'The time kept on the way to `playingNext` is never read: `playingNext` shows no button and takes no time, and the next `media.changed` starts the time over.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'setProgress'" &&
      s.lineText === "actions: 'setProgress'," &&
      s.line === 101,
  },
  {
    name: 'resume prompt: what only the owner does, and the time once saved',
    why: "`start`'s own implementation does nothing: the player learns where to start from the machine's output, and tests provide their own `start` to watch it; XState skips an action it has no implementation for. `resumed` is reached only through `hasSavedProgress`, so `saved` is never null there.",
    matches: (s) =>
      (s.mutator === 'ObjectLiteral' && s.lineText === 'start: (_, _params: StartAt) => {},') ||
      (s.mutator === 'ObjectLiteral' &&
        s.lineText === 'actions: {' &&
        s.original.includes('start: (_, _params: StartAt) => {},')) ||
      (s.mutator === 'OptionalChaining' &&
        s.original === 'context.saved?.watched' &&
        [
          "entry: { type: 'start', params: ({ context }) => ({ time: context.saved?.watched ?? 0 }) },",
          'output: ({ context }) => ({ time: context.saved?.watched ?? 0 }),',
        ].includes(s.lineText)),
  },
  {
    name: 'casting: no way to cast is for good',
    why: '`unavailable` takes no event and nothing waits for the casting actor to finish (the view reads only which state it is in), so whether it is final changes nothing.',
    matches: (s) =>
      ['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
      s.lineText === "unavailable: { type: 'final' },",
  },
  {
    name: 'casting: the failure after its notice',
    why: "The casting notice shows the failure's message only in `ready.local.failed`, and the only way in sets a new one: forgetting it on leaving changes nothing anyone reads.",
    matches: (s) =>
      s.mutator === 'ObjectLiteral' && s.lineText === 'exit: assign({ error: null }),',
  },
  {
    name: 'hold-to-boost: how a press toggles, before the first press',
    why: '`pressToggles` is read only in `pressing`, and every way into `pressing` runs `rememberPress`, which sets it from the press: its start value is never read.',
    matches: (s) =>
      s.mutator === 'BooleanLiteral' &&
      s.original === 'true' &&
      s.column === 93 &&
      s.lineText ===
        'context: ({ input }) => ({ enabled: input.enabled ?? true, previousRate: 1, pressToggles: true }),',
  },
  {
    name: 'overlays: the page while no overlay is open',
    why: "The overlays' views read the page only with the overlay it belongs to, and `closed` is entered through `forget`, which empties both (also at the start); every way to open sets both from the place asked for: the page kept while closed is never read.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'/'" &&
      [
        "forget: assign({ overlay: null, page: '/' }),",
        "context: ({ input }) => ({ isShow: input.isShow, overlay: null, page: '/' }),",
      ].includes(s.lineText),
  },
  {
    name: "overlays: back's fallback page",
    why: '`goBack` runs only when the current page has a page to go back to (`onFirstPage` is false otherwise), so its fallback to the main page is never taken.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'/'" &&
      s.lineText === "goBack: assign({ page: ({ context }) => backPage(context) ?? '/' }),",
  },
  {
    name: 'overlays: event checks for TypeScript',
    why: "`typing` is a guard of `overlay.escape` only; in `requestedPlace` the place an `overlay.open` check would wrongly give for another event is replaced by that event's own (`overlay.navigate` is taken only while an overlay is open, `location.changed` always sets it): the checks only narrow the event type.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      ((s.original === "event.type === 'overlay.escape'" &&
        s.lineText === "typing: ({ event }) => event.type === 'overlay.escape' && event.typing,") ||
        (s.original === "event.type === 'overlay.open'" &&
          s.lineText ===
            "if (event.type === 'overlay.open') place = { overlay: event.overlay, page: event.page ?? '/' };")),
  },
  {
    name: 'human check: the question and answer, set before they are read',
    why: 'The answer is read only to verify it, in `verifying`, entered only by `check.answer`, which sets it; `verifying` is reached only from `asking`, after the question loaded (a new question replaces it, none clears it): `?.` on it never short-circuits and its fallback challenge is never sent.',
    matches: (s) =>
      (s.mutator === 'StringLiteral' && s.original === "''" && s.lineText === "answer: '',") ||
      (s.lineText === "challenge: context.question?.challenge ?? ''," &&
        ((s.mutator === 'OptionalChaining' && s.original === 'context.question?.challenge') ||
          (s.mutator === 'StringLiteral' && s.original === "''"))),
  },
  {
    name: 'human check: the alert of a check passed',
    why: 'Once the answer is right the check is done and its dialog goes (the scrapes get the token): whether the last answer was wrong is no longer read.',
    matches: (s) =>
      s.mutator === 'BooleanLiteral' &&
      s.original === 'false' &&
      s.lineText === 'actions: assign({ token: ({ event }) => event.output, wrong: false }),',
  },
  {
    name: "human check: a failed answer's error",
    why: "XState's error event carries what the human-check client threw, always an error object: `?.` on it never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === '(event.error as { wrongAnswer?: boolean })?.wrongAnswer',
  },
  {
    name: 'seeking: event checks for TypeScript',
    why: '`setDuration` runs only on `media.durationChanged` and `wasPaused` is a guard of `seek.start` only: the check only narrows the event type.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      [
        "const duration = event.type === 'media.durationChanged' ? event.duration : context.duration;",
        "wasPaused: ({ event }) => event.type === 'seek.start' && event.paused,",
      ].includes(s.lineText),
  },
  {
    name: 'skip tracker: event checks for TypeScript',
    why: '`skipOf` (through the `skipped` guard and `record`) and `follow` run only on `media.time`, `startClock` only on `media.playing`: the check only narrows the event type.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      ((s.replacement === 'false' &&
        s.original === "event.type !== 'media.time'" &&
        s.lineText ===
          "if (event.type !== 'media.time' || context.lastTime === null) return null;") ||
        (s.replacement === 'true' &&
          [
            "event.type === 'media.time' ? event.time : context.lastTime,",
            "lastAt: ({ context, event }) => (event.type === 'media.time' ? event.at : context.lastAt),",
            "lastAt: ({ context, event }) => (event.type === 'media.playing' ? event.at : context.lastAt),",
          ].includes(s.lineText))),
  },
  {
    name: 'progress saver: the length saved before any save',
    why: 'Before the first save `saved` is null, so `saved?.watched !== time` already holds (a finite position is never undefined) and `||` never reads `saved.duration`: the `?.` on it is for TypeScript.',
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === 'saved?.duration' &&
      s.lineText === '(saved?.watched !== time || saved?.duration !== duration)',
  },
  {
    name: 'skip intro: the end of an intro known',
    why: "`buttonWanted` is read only inside `available`, which the lookup enters only with the intro's end it found: `skipTime` is never null there, and the check is for TypeScript.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === 'context.skipTime !== null' &&
      s.lineText === 'context.skipTime !== null &&',
  },
  {
    name: "skip intro: the click's target",
    why: "The click's `skipped` moves the time to the intro's end, so `buttonWanted` no longer holds and `shown`'s `always` leads to `hidden` when the click names no target of its own.",
    matches: (s, file) =>
      file === 'src/machines/player/skipIntro.machine.ts' &&
      s.mutator === 'StringLiteral' &&
      s.original === "'hidden'" &&
      s.lineText === "target: 'hidden',",
  },
  {
    name: 'skip tracker: the clock while playing',
    why: '`playing` is entered only by `media.playing`, whose `startClock` sets when playback started; only `media.changed` forgets it, and that leads to `paused`: while playing it is never null.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === 'context.lastAt !== null' &&
      s.lineText === "mode === 'playing' && context.lastAt !== null",
  },
  {
    name: 'skip tracker: the mode of a skip while paused, and of its record',
    why: "`skipOf` counts elapsed time only for the mode 'playing': no mode, or an empty one, is the paused rule. And once `skipped` held (a jump of 15 s or more), `record` finds the same skip with or without elapsed time: the record's fields do not depend on the expected position.",
    matches: (s) =>
      ((s.mutator === 'ObjectLiteral' && /^\{ while: '(paused|playing)' \}$/.test(s.original)) ||
        (s.mutator === 'StringLiteral' && /^'(paused|playing)'$/.test(s.original))) &&
      [
        "guard: { type: 'skipped', params: { while: 'paused' } },",
        "{ type: 'record', params: { while: 'paused' } },",
        "{ type: 'record', params: { while: 'playing' } },",
      ].includes(s.lineText),
  },
  {
    name: 'speed: event checks for TypeScript',
    why: '`setRate` and `allowedRate` run only on `speed.set`, `setCustom`, `refuseCustom` and `validCustom` only on `speed.custom.submit`: the check only narrows the event type, and the fallback text it would parse is never taken.',
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        [
          "rate: ({ context, event }) => (event.type === 'speed.set' ? event.rate : context.rate),",
          "if (event.type !== 'speed.custom.submit') return context.rate;",
          "const custom = parseCustomSpeed(event.type === 'speed.custom.submit' ? event.text : '');",
          "allowedRate: ({ event }) => event.type === 'speed.set' && isAllowedRate(event.rate),",
          "event.type === 'speed.custom.submit' && parseCustomSpeed(event.text).ok,",
        ].includes(s.lineText) &&
        s.replacement === (s.original.includes('!==') ? 'false' : 'true')) ||
      (s.mutator === 'StringLiteral' &&
        s.original === "''" &&
        s.lineText ===
          "const custom = parseCustomSpeed(event.type === 'speed.custom.submit' ? event.text : '');"),
  },
  {
    name: 'volume: the volume mute and unmute would ask for',
    why: '`requestedVolume` is called only for the keys, the wheel and the slider (by `setRequested` and `audible`), each with its own case: its default, for mute and unmute, is never reached.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.original === 'default: return context.volume;' &&
      s.lineText === 'default:',
  },
];
