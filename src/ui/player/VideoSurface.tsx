import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { mediaMachine } from '../../machines/player/media.machine.ts';

/** The page's video element, handed to the media actor that plays streams in it. */
export function VideoSurface({
  media,
  className,
  nativeCaptions,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  className?: string;
  /** A WebVTT file for the browser's own captions, when the viewer prefers them. */
  nativeCaptions?: { vtt: string; language: string };
}) {
  const video = useRef<HTMLVideoElement>(null);
  // As the element is in the page, before the browser paints the rest of the player: the stream
  // starts loading that much earlier.
  useLayoutEffect(() => {
    if (video.current) media.send({ type: 'element.attach', element: video.current });
  }, [media]);
  const track = useObjectUrl(nativeCaptions?.vtt, 'text/vtt');
  return (
    // biome-ignore lint/a11y/useMediaCaption: the player draws captions itself unless the viewer prefers the browser's (then a <track> is added below).
    <video ref={video} className={className} playsInline>
      {track && nativeCaptions && (
        <track
          kind="subtitles"
          src={track}
          srcLang={nativeCaptions.language}
          label={nativeCaptions.language}
          default
        />
      )}
    </video>
  );
}

/** An object URL for `text`, revoked when the text changes or the view goes. */
function useObjectUrl(text: string | undefined, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (text === undefined) return setUrl(undefined);
    const created = URL.createObjectURL(new Blob([text], { type }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [text, type]);
  return url;
}
