import '../../../i18n/english/discover.ts';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { MediaType } from '../../../domain/media.ts';
import { DISCOVER_PROVIDERS, findProvider } from '../../../domain/providers.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DiscoverList } from '../../../machines/browse/discoverList.machine.ts';
import { ChipPicker } from './ChipPicker.tsx';
import { DiscoverMorePage } from './DiscoverMorePage.tsx';
import { listHeading, morePath } from './moreLists.ts';
import { useUserTitles } from './userTitles.ts';
import { useWideScreen } from './useWideScreen.ts';

/** Chips a "more" page shows as buttons: 7 over 850 px, 2 below (spec doc 3 §2, §9). */
const MORE_CHIP_BUTTONS = { wide: 7, narrow: 2 } as const;

function useChipButtons(): number {
  return useWideScreen() ? MORE_CHIP_BUTTONS.wide : MORE_CHIP_BUTTONS.narrow;
}

/** Shows another list of the same page: the URL follows the pick, without a history entry each. */
function useShowList() {
  const navigate = useNavigate();
  return (list: DiscoverList) => {
    const to = morePath(list);
    if (to) navigate({ to, replace: true });
  };
}

/** The "more" page of a list that names itself (latest, top rated, editor picks, a curated list). */
export function ListMorePage({ list }: { list: DiscoverList }) {
  const { t } = useTranslation();
  return <DiscoverMorePage list={list} heading={() => listHeading(list, t)} />;
}

export function ProviderMorePage({ providerId, type }: { providerId: number; type: MediaType }) {
  const { t } = useTranslation();
  const showList = useShowList();
  const buttons = useChipButtons();
  return (
    <DiscoverMorePage
      list={{ kind: 'provider', type, providerId }}
      heading={() =>
        t('discover.lists.provider', { name: findProvider(type, providerId)?.name ?? providerId })
      }
      picker={() => (
        <ChipPicker
          label={t('discover.providers')}
          choices={DISCOVER_PROVIDERS[type].map(({ id, name }) => ({
            id: String(id),
            label: name,
          }))}
          picked={String(providerId)}
          buttons={buttons}
          onPick={(id) => showList({ kind: 'provider', type, providerId: Number(id) })}
        />
      )}
    />
  );
}

export function GenreMorePage({ genreId, type }: { genreId: number; type: MediaType }) {
  const { t } = useTranslation();
  const showList = useShowList();
  const buttons = useChipButtons();
  return (
    <DiscoverMorePage
      list={{ kind: 'genre', type, genreId }}
      heading={({ genres }) => {
        const name = genres.find((genre) => genre.id === genreId)?.name;
        return name ? t('discover.lists.genre', { name }) : t('discover.genres');
      }}
      picker={({ genres }) => (
        <ChipPicker
          label={t('discover.genres')}
          choices={genres.map(({ id, name }) => ({ id: String(id), label: name }))}
          picked={String(genreId)}
          buttons={buttons}
          onPick={(id) => showList({ kind: 'genre', type, genreId: Number(id) })}
        />
      )}
    />
  );
}

/** Recommendations based on one of the user's titles, picked in a list of them. */
export function RecommendationsMorePage({ mediaId, type }: { mediaId: string; type: MediaType }) {
  const { t } = useTranslation();
  const showList = useShowList();
  const titles = useUserTitles(type);
  const selectId = useId();
  const source = titles.find((title) => title.id === mediaId);
  return (
    <DiscoverMorePage
      list={{ kind: 'recommendations', media: { type, id: mediaId } }}
      heading={() =>
        source
          ? t('discover.lists.recommendations', { title: source.title })
          : t('discover.lists.recommended')
      }
      picker={() =>
        titles.length > 0 && (
          <div className="discover-source">
            <label htmlFor={selectId}>{t('discover.basedOn')}</label>
            <select
              id={selectId}
              className="chip chip-select"
              value={source ? mediaId : ''}
              onChange={(event) =>
                showList({ kind: 'recommendations', media: { type, id: event.target.value } })
              }
            >
              {!source && <option value="" disabled />}
              {titles.map((title) => (
                <option key={title.id} value={title.id}>
                  {title.title}
                </option>
              ))}
            </select>
          </div>
        )
      }
    />
  );
}
