import type { HarmlessKind } from '../harmless.ts';

/**
 * Harmless survivors of the player's core machines: the display (media), the player and the
 * watch party. Each kind matches only the lines it was checked on.
 */

/** The media machine's requests to the element, each handled in `active` only. */
const ELEMENT_REQUESTS = new Set([
  'context.element?.play()?.catch(() => {});',
  'pause: ({ context }) => context.element?.pause(),',
  'if (context.element) {',
  'if (element) {',
  'if (context.element) context.element.volume = clampVolume(params.volume);',
  'if (context.element) context.element.muted = params.muted;',
  'if (context.element) context.element.playbackRate = params.rate;',
]);

export const PLAYER_CORE: HarmlessKind[] = [
  {
    name: 'media: the element is there while active',
    why: "The media's requests (play, pause, seek, volume, mute, rate) are taken in `active` only, which is entered only once there is an element (`hasElement`) and keeps it: the checks for one are for TypeScript.",
    matches: (s) =>
      ELEMENT_REQUESTS.has(s.lineText) &&
      ((s.mutator === 'OptionalChaining' &&
        /^context\.element\?\.(play|pause)$/.test(s.original)) ||
        (s.mutator === 'ConditionalExpression' &&
          s.replacement === 'true' &&
          /^(context\.)?element$/.test(s.original))),
  },
  {
    name: 'media: a refused play',
    why: "`play()` returns a promise in every browser the app runs in (and in the tests' element), so `?.` before `.catch` never short-circuits.",
    matches: (s) =>
      s.lineText === 'context.element?.play()?.catch(() => {});' &&
      s.mutator === 'OptionalChaining' &&
      s.original === 'context.element?.play()?.catch',
  },
  {
    name: 'media: the listeners of a stream that is gone',
    why: "XState drops what a stopped callback actor sends back, so the element's listeners left behind when a stream goes report nothing to anyone; only the page's own `<video>` holds them.",
    matches: (s) =>
      (s.mutator === 'BlockStatement' &&
        s.lineText === 'return () => {' &&
        /^\{ for \(const \[name, listener\] of listeners\) element\.removeEventListener\(name, listener\); \}$/.test(
          s.original,
        )) ||
      (s.mutator === 'BlockStatement' &&
        s.lineText ===
          'for (const [name, listener] of listeners) element.removeEventListener(name, listener);'),
  },
  {
    name: "media: the display's queue before hls.js is ready",
    why: 'Requests made before hls.js is ready wait in a queue, applied once it is; a queue that starts with something that is no request (the mutant) applies it as nothing, since `apply` acts only on a quality or an audio request.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.original === '[]' &&
      s.lineText === 'const pending: MediaEvent[] = [];',
  },
  {
    name: "media: the display's last kind of stream",
    why: 'An embedded page never reaches the display (routing hands it to `embedded`), so a stream that is no file is HLS: the check is for TypeScript.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "stream.type === 'hls'" &&
      s.lineText === "} else if (stream.type === 'hls') {",
  },
  {
    name: 'media: a request applied once the display is attached',
    why: 'The display applies a quality or audio request only once its stream is attached (`apply` is called when `attached` is set, or just after setting it): `?.` on it there never short-circuits.',
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^attached\?\.(setQuality|setAudioTrack)$/.test(s.original),
  },
  {
    name: 'media: an embed has a stream',
    why: '`isEmbedded` is tried only after routing left for `idle` without a stream, so the stream is there: `?.` on it never short-circuits.',
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === 'context.stream?.type' &&
      s.lineText === "isEmbedded: ({ context }) => context.stream?.type === 'iframe',",
  },
];
