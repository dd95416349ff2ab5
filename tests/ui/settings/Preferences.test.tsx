// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../src/contracts/stored.ts';
import { renderSettingsSection } from './support.ts';

/** Every on/off preference of doc 1 §3 the section shows, by its switch, with its default. */
const SWITCHES: Array<[string, keyof Preferences, boolean]> = [
  ['Discover', 'enableDiscover', true],
  ['Featured titles', 'enableFeatured', false],
  ['Details in a window', 'enableDetailsModal', false],
  ['Title logos', 'enableImageLogos', true],
  ['Carousels on home', 'enableCarouselView', false],
  ['Compact episode list', 'forceCompactEpisodeView', false],
  ['Autoplay', 'enableAutoplay', true],
  ['Skip credits', 'enableSkipCredits', true],
  ['Thumbnail previews', 'enableThumbnails', false],
  ['Browser subtitles', 'enableNativeSubtitles', false],
  ['Hold to speed up', 'enableHoldToBoost', true],
  ['Double-click to seek', 'enableDoubleClickToSeek', false],
  ['Low performance mode', 'enableLowPerformanceMode', false],
];

/** The home sections as listed, top to bottom. */
const homeSections = () =>
  within(screen.getByRole('list', { name: 'Home sections' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.settings-order-name')?.textContent);

describe('settings: preferences (doc 1 §3)', () => {
  it('shows each preference at its default, each with what it does', async () => {
    const { section } = await renderSettingsSection('Preferences');
    expect(section.getAllByRole('switch')).toHaveLength(SWITCHES.length);
    for (const [name, , on] of SWITCHES) {
      const control = section.getByRole('switch', { name });
      expect((control as HTMLInputElement).checked, name).toBe(on);
      expect(control).toHaveAccessibleDescription(expect.stringMatching(/\w+/));
    }
    expect(homeSections()).toEqual(['Continue watching', 'Bookmarks']);
  });

  it('keeps each switch in its own preference', async () => {
    const { section, user, stores } = await renderSettingsSection('Preferences');
    for (const [name, key, on] of SWITCHES) {
      await user.click(section.getByRole('switch', { name }));
      expect((section.getByRole('switch', { name }) as HTMLInputElement).checked, name).toBe(!on);
      expect(stores.preferences.getSnapshot().context[key], key).toBe(!on);
    }
  });

  it('shows the stored preferences', async () => {
    const { section } = await renderSettingsSection('Preferences', {
      prepare: (stores) =>
        stores.preferences.trigger.set({ enableDiscover: false, enableThumbnails: true }),
    });
    expect(section.getByRole('switch', { name: 'Discover' })).not.toBeChecked();
    expect(section.getByRole('switch', { name: 'Thumbnail previews' })).toBeChecked();
  });

  it('offers autoplay, and skipping credits with it, only where the configuration allows it', async () => {
    const { section } = await renderSettingsSection('Preferences', {
      config: { ALLOW_AUTOPLAY: false },
    });
    expect(section.queryByRole('switch', { name: 'Autoplay' })).toBeNull();
    expect(section.queryByRole('switch', { name: 'Skip credits' })).toBeNull();
    expect(section.getByRole('switch', { name: 'Hold to speed up' })).toBeVisible();
  });

  it('reorders the home sections', async () => {
    const { section, user, stores } = await renderSettingsSection('Preferences');
    await user.click(section.getByRole('button', { name: 'Move Bookmarks up' }));
    expect(homeSections()).toEqual(['Bookmarks', 'Continue watching']);
    expect(stores.preferences.getSnapshot().context.homeSectionOrder).toEqual([
      'bookmarks',
      'watching',
    ]);
    // The sections have no switch of their own.
    expect(section.queryByRole('switch', { name: /^Enabled/ })).toBeNull();
    await user.click(section.getByRole('button', { name: 'Move Bookmarks down' }));
    expect(stores.preferences.getSnapshot().context.homeSectionOrder).toEqual([
      'watching',
      'bookmarks',
    ]);
  });
});
