// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { serveLibrary } from '../../support/library.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { PIONEER_ONE } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

/** The episodes overlay of Pioneer One's player, at season 1's list. */
async function seasonOne(prepare?: (stores: Stores) => void) {
  serveTitles(localCatalogue);
  serveLibrary([{ type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' }]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = await renderApp({ path: `/media/${PIONEER_ONE}/501/2001?r=/episodes`, prepare });
  const panel = within(await screen.findByRole('dialog', { name: 'Episodes' }));
  await userEvent.click(panel.getByRole('button', { name: 'Season 1' }));
  const list = await panel.findByRole('list', { name: 'Episodes of the season' });
  return { ...view, rows: within(list).getAllByRole('listitem') };
}

describe("the player's episodes overlay (spec doc 2 §2)", () => {
  it('shows each episode with its still and overview', async () => {
    const { rows } = await seasonOne();
    const [first] = rows;
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'S1 E1 Earthfall' }),
    ).toBeVisible();
    expect(first?.querySelector('img')).not.toBeNull();
    // The overview follows the button: its name stays the episode's.
    expect(first?.querySelector('button + p')).toHaveTextContent(/\w+ \w+/);
  });

  it('lists number and name only with "Compact episode list" on', async () => {
    const { rows } = await seasonOne((stores) =>
      stores.preferences.trigger.set({ forceCompactEpisodeView: true }),
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'S1 E1 Earthfall',
      'S1 E2 The Man from Mars',
      'S1 E3 Alone in the Sky',
    ]);
    expect(rows.some((row) => row.querySelector('img'))).toBe(false);
  });
});
