import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { activeCues } from '../../domain/captions.ts';
import type { captionsMachine } from '../../machines/player/captions.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';
import { captionBlockStyle, captionLineStyle } from '../captions/captionStyle.ts';

/**
 * The captions over the picture (spec doc 2 §4, §5): the cues of the moment, shifted by the
 * viewer's delay, drawn as they styled them (colour, background opacity and blur, size, bold,
 * height, font style). The cue HTML was sanitised to the allowed tags when it was loaded.
 */
export function CaptionOverlay({
  media,
  captions,
  subtitles,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  captions: ActorRefFrom<typeof captionsMachine>;
  subtitles: SubtitlesStore;
}) {
  const time = useSelector(media, (snapshot) => snapshot.context.time);
  const cues = useSelector(captions, (snapshot) =>
    snapshot.matches('on') ? snapshot.context.cues : [],
  );
  const { delay, styling } = useSelector(subtitles, (snapshot) => snapshot.context);
  const shown = activeCues(cues, time, delay);
  if (shown.length === 0) return null;
  const style = captionLineStyle(styling);
  return (
    <div className="player-captions" aria-live="off" style={captionBlockStyle(styling)}>
      {shown.map((cue) => (
        <p
          key={`${cue.start}-${cue.end}-${cue.text}`}
          className="player-caption"
          style={style}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cues are sanitised with DOMPurify to the allowed tags when loaded (spec doc 2 §5).
          dangerouslySetInnerHTML={{ __html: cue.text }}
        />
      ))}
    </div>
  );
}
