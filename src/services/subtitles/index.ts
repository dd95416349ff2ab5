/**
 * Captions (spec doc 2 §3–§8): parsing SRT and WebVTT into sanitised cues, decoding and repairing
 * their text, loading them with a 24-hour cache, and assembling HLS subtitle renditions.
 */
export {
  charsetOf,
  decodeSubtitleBytes,
  decodeSubtitleFile,
  decodeSubtitleResponse,
} from './decode.ts';
export {
  CAPTION_FETCH_FAILED,
  EMPTY_TEXT,
  INVALID_FORMAT,
  isSubtitleError,
  SubtitleError,
} from './errors.ts';
export {
  type AssembleHlsOptions,
  assembleHlsSubtitles,
  mergeCues,
  segmentUrls,
  timestampMapOf,
} from './hls.ts';
export {
  clearSubtitleCache,
  fetchSubtitleText,
  type LoadSubtitlesOptions,
  loadSubtitles,
  SUBTITLE_CACHE_MAX_ENTRIES,
  SUBTITLE_CACHE_TTL_MS,
  type SubtitleFetch,
  type SubtitleRequestOptions,
} from './load.ts';
export { lookupSubtitles } from './lookup.ts';
export {
  type Cue,
  detectSubtitleFormat,
  parseCues,
  parseSubtitles,
  type SubtitleFormat,
} from './parse.ts';
export { MISENCODED_SEQUENCES, repairMisencodedText } from './repair.ts';
export {
  ALLOWED_CUE_ATTRIBUTES,
  ALLOWED_CUE_TAGS,
  renderCueTree,
  sanitizeCueHtml,
} from './sanitize.ts';
export { cueTextToSrt, toSrt } from './srt.ts';
