/**
 * Why a caption could not be shown. The messages are the ones of spec doc 2 §8, shown on the caption
 * row: 'failed to get caption data', 'Given text is empty', 'Invalid subtitle format'.
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
export const EMPTY_TEXT = 'Given text is empty';
export const INVALID_FORMAT = 'Invalid subtitle format';
