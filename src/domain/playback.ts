// Spec doc 2 §5, §9.
export const VOLUME_STEP = 0.15;
export const SPEED_PRESETS = [0.25, 0.5, 1, 1.5, 2] as const;
export const MAX_CUSTOM_SPEED = 5;
/** A jump between two time updates this long or longer may be a skip (doc 2 §5). */
export const SKIP_MIN_JUMP = 15;
/** ...if it misses the time normal playback would have reached by this much or more. */
export const SKIP_MIN_SURPRISE = 3;
/** A skip this long or longer is a scrub. */
export const SCRUB_MIN_JUMP = 30;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Volume and rate arithmetic in steps of 0.15 drifts (0.3 + 0.15 is 0.44999999999999996); a
 * micro-unit is far below anything audible, so values are rounded to it.
 */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A seek target within the media: 0 to `duration`. A duration that is not known yet (NaN, or
 * Infinity for a live stream) only bounds the start.
 */
export function clampSeekTime(time: number, duration: number): number {
  const start = Number.isNaN(time) ? 0 : Math.max(time, 0);
  return Number.isFinite(duration) ? Math.min(start, Math.max(duration, 0)) : start;
}

/** A volume between 0 and 1; NaN, which no slider means, is silence. */
export function clampVolume(volume: number): number {
  return Number.isNaN(volume) ? 0 : tidy(clamp(volume, 0, 1));
}

/** The Up arrow: 0.15 louder, at most 1. */
export function volumeUp(volume: number): number {
  return clampVolume(volume + VOLUME_STEP);
}

/** The Down arrow: 0.15 quieter, at least 0. */
export function volumeDown(volume: number): number {
  return clampVolume(volume - VOLUME_STEP);
}

/**
 * The volume after a wheel turn of `deltaY` (a wheel event's): deltaY / 1000 per event; scrolling
 * up (a negative deltaY) turns it up, as on any volume knob.
 */
export function wheelVolume(volume: number, deltaY: number): number {
  return clampVolume(volume - deltaY / 1000);
}

/** The `>` key: the next preset above `rate` (also from a custom rate); at the top it stays. */
export function fasterRate(rate: number): number {
  return SPEED_PRESETS.find((preset) => preset > rate) ?? rate;
}

/** The `<` key: the next preset below `rate` (also from a custom rate); at the bottom it stays. */
export function slowerRate(rate: number): number {
  return SPEED_PRESETS.findLast((preset) => preset < rate) ?? rate;
}

export type CustomSpeedRejection = 'notANumber' | 'notPositive' | 'aboveMax';

export type CustomSpeed = { ok: true; rate: number } | { ok: false; reason: CustomSpeedRejection };

/**
 * The custom speed field (doc 2 §5): a number above 0 and at most 5. A decimal comma is read as a
 * point, as many locales type it.
 */
export function parseCustomSpeed(text: string): CustomSpeed {
  const trimmed = text.trim().replace(',', '.');
  // Number('') is 0 and Number('0x2') is 2: only plain decimal numbers are speeds.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { ok: false, reason: 'notANumber' };
  const rate = Number(trimmed);
  if (rate <= 0) return { ok: false, reason: 'notPositive' };
  if (rate > MAX_CUSTOM_SPEED) return { ok: false, reason: 'aboveMax' };
  return { ok: true, rate };
}

/** Whether a rate may be set at all: the custom speed bounds, which every preset is within. */
export function isAllowedRate(rate: number): boolean {
  return rate > 0 && rate <= MAX_CUSTOM_SPEED;
}

export type JumpKind = 'skip' | 'scrub';

/**
 * What a time update from `from` to `to` was, given the time normal playback would have reached
 * (`expected`): a skip when it jumped 15 s or more, either way, and missed `expected` by 3 s or
 * more (so a late update of smooth playback is not one); a skip of 30 s or more is a scrub. Null
 * for anything else.
 */
export function classifyJump(from: number, to: number, expected: number): JumpKind | null {
  const jump = Math.abs(to - from);
  if (jump < SKIP_MIN_JUMP || Math.abs(to - expected) < SKIP_MIN_SURPRISE) return null;
  return jump >= SCRUB_MIN_JUMP ? 'scrub' : 'skip';
}

/** A position or a length as players show it: `m:ss`, or `h:mm:ss` from an hour; 0 when unknown. */
export function formatPlaybackTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [hours, minutes, rest] = [
    Math.floor(whole / 3600),
    Math.floor(whole / 60) % 60,
    whole % 60,
  ];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Seconds a double click or a double tap seeks in the left or right third (spec doc 2 §5, §9). */
export const DOUBLE_CLICK_SEEK = 10;

/** Two taps this close (ms) are a double tap; the spec gives no time, this is the usual one. */
export const DOUBLE_TAP_MS = 300;

/** Where on the player a double click or tap landed: the left or right third, or the middle. */
export function doubleClickZone(x: number, width: number): 'back' | 'middle' | 'forward' {
  if (x < width / 3) return 'back';
  return x > (2 * width) / 3 ? 'forward' : 'middle';
}
