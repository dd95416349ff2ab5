import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Caption } from '../../contracts/stream.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import {
  CUSTOM_CAPTION_LANGUAGE,
  type captionsMachine,
} from '../../machines/player/captions.machine.ts';
import type { externalSubtitlesMachine } from '../../machines/player/externalSubtitles.machine.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { CaptionStyleForm } from '../captions/CaptionStyleForm.tsx';

type Captions = ActorRefFrom<typeof captionsMachine>;
type Overlays = ActorRefFrom<typeof overlaysMachine>;

/** A language code's name in the interface language; the code itself when it has none. */
export function languageName(code: string, interfaceLanguage: string): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    // Not a well-formed language tag.
    return code;
  }
}

/**
 * The captions page of the settings overlay (spec doc 2 §2, §4), at `/captions` or, opened from
 * the captions button, `/captionsOverlay`: Off and the source's captions by language, the chosen
 * one marked, the one loading saying so, a load error on its row; then the way to their styling
 * (`settingsPage`). `captions` is absent until a source plays.
 */
export function CaptionListPage({
  captions,
  external,
  overlays,
  settingsPage,
}: {
  captions: Captions | undefined;
  /** The subtitle lookup, for its "loading" and "not found" lines. */
  external?: ActorRefFrom<typeof externalSubtitlesMachine>;
  overlays: Overlays;
  settingsPage: '/captions/settings' | '/captions/settingsOverlay';
}) {
  const { t, i18n } = useTranslation();
  const lookup = useSelector(external, (snapshot) =>
    snapshot?.matches('notFound') ? 'notFound' : snapshot?.status === 'active' ? 'loading' : null,
  );
  const list = useSelector(captions, (snapshot) => snapshot?.context.captions ?? []);
  const selected = useSelector(captions, (snapshot) => snapshot?.context.selected?.id ?? null);
  const status = useSelector(captions, (snapshot) =>
    snapshot?.matches('loading') ? 'loading' : snapshot?.matches('error') ? 'error' : 'settled',
  );
  const error = useSelector(captions, (snapshot) => snapshot?.context.error ?? null);
  const errorId = useId();
  const nameOf = (caption: Caption) =>
    caption.language === CUSTOM_CAPTION_LANGUAGE
      ? t('player.captionMenu.custom')
      : languageName(caption.language, i18n.language);
  // Alphabetical in the viewer's language; a dropped file first, as the one they brought.
  const rows = list
    .map((caption) => ({ caption, name: nameOf(caption) }))
    .sort(
      (a, b) =>
        Number(b.caption.language === CUSTOM_CAPTION_LANGUAGE) -
          Number(a.caption.language === CUSTOM_CAPTION_LANGUAGE) ||
        a.name.localeCompare(b.name, i18n.language),
    );

  return (
    <>
      {lookup === 'loading' && (
        <p className="player-panel-note" role="status">
          {t('player.captionMenu.lookingElsewhere')}
        </p>
      )}
      {lookup === 'notFound' && rows.length === 0 && (
        <p className="player-panel-note">{t('player.captionMenu.notFound')}</p>
      )}
      {rows.length === 0 ? (
        <p className="player-panel-note">{t('player.captionMenu.empty')}</p>
      ) : (
        <ul className="player-panel-list" aria-label={t('player.captionMenu.languages')}>
          <li>
            <button
              type="button"
              aria-pressed={selected === null}
              onClick={() => captions?.send({ type: 'caption.off' })}
            >
              {t('player.captionMenu.off')}
            </button>
          </li>
          {rows.map(({ caption, name }) => {
            const chosen = caption.id === selected;
            const failed = chosen && status === 'error';
            return (
              <li key={caption.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-busy={chosen && status === 'loading'}
                  aria-describedby={failed ? errorId : undefined}
                  onClick={() => captions?.send({ type: 'caption.select', caption })}
                >
                  {name}
                  {chosen && status === 'loading' && <span>{t('player.captionMenu.loading')}</span>}
                </button>
                {failed && (
                  <p id={errorId} role="alert" className="player-panel-note">
                    {t('player.captionMenu.failed', { message: error ?? '' })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ul className="player-panel-list">
        <li>
          <button
            type="button"
            onClick={() => overlays.send({ type: 'overlay.navigate', page: settingsPage })}
          >
            {t('player.captionMenu.settings')}
          </button>
        </li>
      </ul>
    </>
  );
}

/** `/captions/settings` and `/captions/settingsOverlay`: the caption style form, for the player. */
export function CaptionSettingsPage() {
  const { subtitles } = useAppStores();
  return <CaptionStyleForm subtitles={subtitles} />;
}
