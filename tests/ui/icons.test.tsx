// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp.tsx';
import { loadedDetails, PIONEER_ONE } from './details/support.ts';
import { accountBackend, logIn } from './settings/AccountSection.support.ts';

/**
 * Characters that a Linux browser without an emoji font draws as empty boxes: pictographs, and the
 * symbols the app once used as icons (☰ ⌕ ⚠ ★ ☆ ✔ ○ ← ↑ ↓ ✕ ▶).
 */
const BOXED = /[\p{Extended_Pictographic}☰⌕⚠★☆✔○←↑↓✕▶]/u;

/** The page's text as sighted users see it: not what only screen readers get. */
const visibleText = () => document.body.textContent ?? '';

describe('icons are SVG drawings, never characters a font may lack (issue 17)', () => {
  it('on home, with an account in the header', async () => {
    await renderApp({ config: accountBackend().config, prepare: logIn });
    await screen.findByRole('img', { name: 'Profile picture' });
    await waitFor(() => expect(document.querySelector('.user-avatar svg')).not.toBeNull());
    expect(visibleText()).not.toMatch(BOXED);
    expect(document.querySelector('.header svg')).not.toBeNull();
  });

  it("on the bookmarks page with groups, and a show's details over it", async () => {
    await loadedDetails(PIONEER_ONE, 'Pioneer One', {
      prepare: (stores) => {
        stores.bookmarks.trigger.added({
          media: { tmdbId: '30295', type: 'show', title: 'Pioneer One', year: 2010 },
          at: 1_000,
        });
        stores.bookmarks.trigger.groupsSet({ tmdbId: '30295', group: ['[HEART]Loved'], at: 1_000 });
      },
    });
    await screen.findByRole('region', { name: 'Episodes' });
    await screen.findAllByRole('button', { name: /watched/i });
    expect(visibleText()).not.toMatch(BOXED);
  });
});
