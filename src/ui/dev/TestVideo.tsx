import '../../i18n/english/pages.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import './testVideo.css';

/** A clip of the sample library (media/README.md) that every browser plays without hls.js. */
export const TEST_VIDEO_URL = '/library/countdown/720p.mp4';

/**
 * `/dev/video` (spec doc 1 §2): the sample MP4 in the browser's own video element, full-window,
 * with its own controls and none of the app's player: whether the browser, the server's range
 * requests and the library play at all, apart from the player's machines.
 */
export function TestVideo() {
  const { t } = useTranslation();
  return (
    <section className="test-video" aria-labelledby="test-video-title">
      <header className="test-video-bar">
        <Link to="/dev" className="test-video-back">
          {t('devVideo.back')}
        </Link>
        <h1 id="test-video-title">{t('devVideo.title')}</h1>
      </header>
      {/* Muted, so that autoplay is allowed; the sample has no words to caption. */}
      <video
        className="test-video-player"
        src={TEST_VIDEO_URL}
        controls
        autoPlay
        muted
        loop
        playsInline
      >
        {t('devVideo.unsupported')}
      </video>
    </section>
  );
}
