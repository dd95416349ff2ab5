// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Caption } from '../../../src/contracts/stream.ts';
import { i18n, initI18n } from '../../../src/i18n/index.ts';
import { type CaptionCue, captionsMachine } from '../../../src/machines/player/captions.machine.ts';
import { overlaysMachine } from '../../../src/machines/player/overlays.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { CaptionListPage } from '../../../src/ui/player/CaptionPages.tsx';
import { OverlayPanel } from '../../../src/ui/player/OverlayPanel.tsx';
import { memoryStorage } from '../../support/memoryStorage.ts';

const caption = (language: string, id = `c-${language}`): Caption => ({
  id,
  type: 'vtt',
  url: `${location.origin}/library/test-card/subtitles-${language}.vtt`,
  language,
  hasCorsRestrictions: false,
});
const CUES: CaptionCue[] = [{ start: 1, end: 3, text: 'Hello' }];

/** A caption load the test settles: `loads` holds one entry per load asked for. */
function heldLoads() {
  const loads: Array<{
    caption: Caption;
    resolve: (cues: CaptionCue[]) => void;
    reject: (error: Error) => void;
  }> = [];
  const load = (item: Caption) =>
    new Promise<CaptionCue[]>((resolve, reject) => {
      loads.push({ caption: item, resolve, reject });
    });
  return { loads, load };
}

/** The captions page in the settings overlay, opened from the captions button. */
function renderList(captions: Caption[]) {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  const { loads, load } = heldLoads();
  const actor = createActor(captionsMachine, {
    input: { captions, subtitles: stores.subtitles, load },
  }).start();
  const overlays = createActor(overlaysMachine, { input: { isShow: false } }).start();
  overlays.send({ type: 'overlay.open', overlay: 'settings', page: '/captionsOverlay' });
  render(
    <OverlayPanel overlays={overlays} label="Settings" title="Captions">
      <CaptionListPage
        captions={actor}
        overlays={overlays}
        settingsPage="/captions/settingsOverlay"
      />
    </OverlayPanel>,
  );
  return { actor, overlays, stores, loads, user: userEvent.setup() };
}

const subtitles = (stores: ReturnType<typeof createStores>) =>
  stores.subtitles.getSnapshot().context;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

describe('the captions page of the settings overlay (doc 2 §2, §4)', () => {
  it('lists Off and the captions by language name, a dropped file first, Off chosen', () => {
    renderList([caption('en'), caption('de'), caption('custom', 'custom-caption')]);
    const list = within(screen.getByRole('list', { name: 'Subtitle languages' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Off',
      'Custom subtitles',
      'English',
      'German',
    ]);
    expect(list.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
    expect(list.getByRole('button', { name: 'German' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the languages in the interface language, and unknown codes by their code', async () => {
    renderList([caption('en'), caption('not a language')]);
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Englisch' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'not a language' })).toBeVisible();
  });

  it('loads the caption picked, says so on its row, then marks it and remembers its language', async () => {
    const { actor, stores, loads, user } = renderList([caption('en'), caption('de')]);
    await user.click(screen.getByRole('button', { name: 'German' }));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads.map((load) => load.caption.id)).toEqual(['c-de']);
    const german = screen.getByRole('button', { name: /German/ });
    expect(german).toHaveAttribute('aria-pressed', 'true');
    expect(german).toHaveAttribute('aria-busy', 'true');
    expect(german).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'false');
    expect(subtitles(stores)).toMatchObject({ enabled: true, lastSelectedLanguage: 'de' });

    await act(async () => loads[0]?.resolve(CUES));
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.cues).toEqual(CUES);
    expect(screen.getByRole('button', { name: 'German' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('turns captions off and forgets the language with Off', async () => {
    const { actor, stores, loads, user } = renderList([caption('en'), caption('de')]);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await act(async () => loads[0]?.resolve(CUES));
    expect(subtitles(stores)).toMatchObject({ enabled: true, lastSelectedLanguage: 'en' });

    await user.click(screen.getByRole('button', { name: 'Off' }));
    expect(actor.getSnapshot().value).toBe('off');
    expect(subtitles(stores)).toMatchObject({ enabled: false, lastSelectedLanguage: null });
    expect(screen.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a load error on the row of the caption that failed, until another is picked', async () => {
    const { actor, loads, user } = renderList([caption('en'), caption('de')]);
    await user.click(screen.getByRole('button', { name: 'German' }));
    await act(async () => loads[0]?.reject(new Error('Invalid subtitle format')));
    expect(actor.getSnapshot().value).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load these subtitles: Invalid subtitle format");
    const germanRow = screen.getByRole('button', { name: 'German' }).closest('li') as HTMLElement;
    expect(within(germanRow).getByRole('alert')).toBe(alert);
    expect(screen.getByRole('button', { name: 'German' })).toHaveAccessibleDescription(
      "Couldn't load these subtitles: Invalid subtitle format",
    );

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the source has no subtitles, and still leads to their settings', async () => {
    const { overlays, user } = renderList([]);
    expect(screen.getByText('No subtitles for this source')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Subtitle languages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subtitle settings' }));
    expect(overlays.getSnapshot().context.page).toBe('/captions/settingsOverlay');
  });

  it('leads from a list to the styling page it is given', async () => {
    const { overlays, user } = renderList([caption('en')]);
    await user.click(screen.getByRole('button', { name: 'Subtitle settings' }));
    expect(overlays.getSnapshot().context.page).toBe('/captions/settingsOverlay');
    // Back from the styling goes to the list it came from.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(overlays.getSnapshot().context.page).toBe('/captionsOverlay');
  });
});
