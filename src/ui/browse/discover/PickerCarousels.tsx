import '../../../i18n/english/discover.ts';
import { useState } from 'react';
import type { MediaType } from '../../../domain/media.ts';
import { DISCOVER_PROVIDERS, findProvider } from '../../../domain/providers.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ChipPicker } from './ChipPicker.tsx';
import { ListCarousel } from './DiscoverCarousel.tsx';
import { useDiscoverList } from './useDiscoverList.ts';
import { useWideScreen } from './useWideScreen.ts';

/** Over 850 px the carousel pickers show their first 5 choices as buttons (spec doc 3 §2). */
const CAROUSEL_PICKER_BUTTONS = 5;

function usePickerButtons(): number {
  return useWideScreen() ? CAROUSEL_PICKER_BUTTONS : 0;
}

/** Titles on a streaming provider, picked among 14. */
export function ProviderCarousel({ type }: { type: MediaType }) {
  const { t } = useTranslation();
  const providers = DISCOVER_PROVIDERS[type];
  const [providerId, setProviderId] = useState(providers[0]?.id ?? 0);
  const view = useDiscoverList({ kind: 'provider', type, providerId });
  const buttons = usePickerButtons();
  return (
    <ListCarousel
      view={view}
      heading={t('discover.lists.provider', {
        name: findProvider(type, providerId)?.name ?? providerId,
      })}
      picker={
        <ChipPicker
          label={t('discover.providers')}
          choices={providers.map(({ id, name }) => ({ id: String(id), label: name }))}
          picked={String(providerId)}
          buttons={buttons}
          onPick={(id) => setProviderId(Number(id))}
        />
      }
    />
  );
}

/** Titles of a genre, the first of the film database's genres until another is picked. */
export function GenreCarousel({ type }: { type: MediaType }) {
  const { t } = useTranslation();
  const [genreId, setGenreId] = useState<number>();
  const view = useDiscoverList({ kind: 'genre', type, genreId });
  const buttons = usePickerButtons();
  const shown = view.list.kind === 'genre' ? view.list.genreId : undefined;
  const name = view.genres.find((genre) => genre.id === shown)?.name;
  if (view.failed && view.genres.length === 0) return null;
  return (
    <ListCarousel
      view={view}
      heading={name ? t('discover.lists.genre', { name }) : t('discover.genres')}
      picker={
        <ChipPicker
          label={t('discover.genres')}
          choices={view.genres.map(({ id, name }) => ({ id: String(id), label: name }))}
          picked={shown === undefined ? undefined : String(shown)}
          buttons={buttons}
          onPick={(id) => setGenreId(Number(id))}
        />
      }
    />
  );
}
