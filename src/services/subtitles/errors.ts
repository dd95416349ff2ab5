/**
 * Why a caption could not be shown. The messages are the ones of spec doc 2 §8, shown on the caption
 * row: 'failed to get caption data' (from extension, when it fetched it), 'Given text is empty',
 * 'Invalid subtitle format'.
 */
export class SubtitleError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SubtitleError';
  }
}

export function isSubtitleError(error: unknown): error is SubtitleError {
  return error instanceof SubtitleError;
}

export const CAPTION_FETCH_FAILED = 'failed to get caption data';
/** The browser extension fetched it for the page, and failed (spec doc 2 §8). */
export const CAPTION_EXTENSION_FAILED = 'failed to get caption data from extension';
export const EMPTY_TEXT = 'Given text is empty';
export const INVALID_FORMAT = 'Invalid subtitle format';
