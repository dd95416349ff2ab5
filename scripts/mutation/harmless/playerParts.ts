import type { HarmlessKind } from '../harmless.ts';

/**
 * Harmless survivors of the player's smaller machines (src/machines/player, but the media, player
 * and watch-party machines): each kind matches only the lines it was checked on.
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
    name: 'casting: no way to cast is for good',
    why: "`unavailable` takes no event and nothing waits for the casting actor to finish (the view reads only which state it is in), so whether it is final changes nothing.",
    matches: (s) =>
      ['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
      s.lineText === "unavailable: { type: 'final' },",
  },
  {
    name: 'casting: the failure after its notice',
    why: "The casting notice shows the failure's message only in `ready.local.failed`, and the only way in sets a new one: forgetting it on leaving changes nothing anyone reads.",
    matches: (s) => s.mutator === 'ObjectLiteral' && s.lineText === 'exit: assign({ error: null }),',
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
];
