import { subtitleFormatOf } from '../../domain/captions.ts';
import {
  CUSTOM_CAPTION_LANGUAGE,
  type PlayableCaption,
} from '../../machines/player/captions.machine.ts';
import { decodeSubtitleFile } from '../../services/subtitles/decode.ts';

/**
 * A subtitle file dropped on the player as the custom caption (spec doc 2 §3, §5), carrying its
 * text; null for a file of another kind.
 */
export async function droppedCaption(file: File): Promise<PlayableCaption | null> {
  const format = subtitleFormatOf(file.name);
  if (!format) return null;
  return {
    id: 'custom-caption',
    type: format,
    url: file.name,
    language: CUSTOM_CAPTION_LANGUAGE,
    hasCorsRestrictions: false,
    srtData: await decodeSubtitleFile(file),
  };
}
