import type { BannerKey } from '../../domain/banners.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig, useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { ShellIcon } from './ShellIcon.tsx';
import { useHeightAsProperty } from './useHeightAsProperty.ts';
import './banners.css';

function Banner({ banner, text }: { banner: BannerKey; text: string }) {
  const { t } = useTranslation();
  const banners = useSystemActor('banners');
  return (
    <div className={`banner banner-${banner}`} role="status">
      <span className="banner-text">{text}</span>
      <span className="banner-actions">
        <button
          type="button"
          className="banner-action"
          onClick={() => banners.send({ type: 'banner.ignore', banner })}
        >
          {t('banners.ignore')}
        </button>
        <button
          type="button"
          className="banner-close"
          aria-label={t('banners.hide')}
          onClick={() => banners.send({ type: 'banner.hide', banner })}
        >
          <ShellIcon name="close" size={20} />
        </button>
      </span>
    </div>
  );
}

/**
 * The offline banner shows while offline unless hidden or ignored; the custom one while configured.
 * They sit in the page's flow, above the header, so they never cover a control; the full-window
 * player starts below them (`--banner-height`, see player.css).
 */
export function Banners() {
  const { t } = useTranslation();
  const { BANNER_MESSAGE } = useConfig();
  const offline = useSystemSelector('online', (snapshot) => snapshot.matches('offline'));
  const offlineShown = useSystemSelector('banners', (snapshot) =>
    snapshot.matches({ offline: 'shown' }),
  );
  const customShown = useSystemSelector('banners', (snapshot) =>
    snapshot.matches({ custom: 'shown' }),
  );
  const ref = useHeightAsProperty<HTMLDivElement>('--banner-height');
  return (
    <div className="banners" ref={ref}>
      {offline && offlineShown && <Banner banner="offline" text={t('banners.offline')} />}
      {customShown && <Banner banner="custom" text={BANNER_MESSAGE} />}
    </div>
  );
}
