// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAppConfig } from '../../../src/contracts/config.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { browserStorage, createStores } from '../../../src/services/storage/index.ts';
import { startApp } from '../../../src/ui/app/start.tsx';
import { network } from '../../support/network.ts';
import { renderSettingsSection } from './support.ts';

const pageTheme = () => document.documentElement.dataset.theme;

afterEach(async () => {
  vi.useRealTimers();
  delete document.documentElement.dataset.theme;
  await initI18n('en');
});

describe('settings: appearance (doc 1 §2, §3, §9)', () => {
  it('offers the 21 themes, each card drawn in its own colours, Default picked at first', async () => {
    const { section } = await renderSettingsSection('Appearance');
    const themes = section.getAllByRole('radio');
    expect(themes).toHaveLength(21);
    expect(section.getByRole('radio', { name: 'Default' })).toBeChecked();
    const hulk = section.getByRole('radio', { name: 'Hulk' });
    expect(hulk.closest('[data-theme]')).toHaveAttribute('data-theme', 'hulk');
  });

  it('applies a picked theme to the page at once, and keeps it', async () => {
    const { section, user, stores } = await renderSettingsSection('Appearance');
    await user.click(section.getByRole('radio', { name: 'Spider-Man' }));
    expect(pageTheme()).toBe('spiderman');
    expect(section.getByRole('radio', { name: 'Spider-Man' })).toBeChecked();
    expect(stores.interfaceSettings.getSnapshot().context.applicationTheme).toBe('spiderman');
    // The arrow keys move through the themes, each shown as it is reached.
    await user.keyboard('{ArrowRight}');
    expect(pageTheme()).toBe('forest');
    // Default is no theme of one's own.
    await user.click(section.getByRole('radio', { name: 'Default' }));
    expect(pageTheme()).toBe('default');
    expect(stores.interfaceSettings.getSnapshot().context.applicationTheme).toBeNull();
  });

  it('dresses up on 20 April and 31 October while no theme is picked, not over a picked one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 20, 12));
    const first = await renderSettingsSection('Appearance');
    expect(pageTheme()).toBe('green');
    first.unmount();

    vi.setSystemTime(new Date(2026, 9, 31, 12));
    const second = await renderSettingsSection('Appearance');
    expect(pageTheme()).toBe('autumn');
    await second.user.click(second.section.getByRole('radio', { name: 'Teal' }));
    expect(pageTheme()).toBe('teal');
  });

  it('switches the interface language, and the page speaks it at once', async () => {
    const { section, user, stores } = await renderSettingsSection('Appearance');
    const language = section.getByRole('combobox', { name: 'Interface language' });
    expect(language).toHaveValue('en');
    expect(screen.getByRole('link', { name: 'Flicker home' })).toBeVisible();
    await user.selectOptions(language, 'Deutsch');
    expect(await screen.findByRole('link', { name: 'Flicker – Startseite' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(stores.interfaceSettings.getSnapshot().context.applicationLanguage).toBe('de');
  });

  it('takes the language and theme synced from another device', async () => {
    const { stores } = await renderSettingsSection('Appearance');
    await act(async () => {
      stores.interfaceSettings.trigger.set({ applicationLanguage: 'de', applicationTheme: 'noir' });
    });
    expect(await screen.findByRole('link', { name: 'Flicker – Startseite' })).toBeVisible();
    expect(pageTheme()).toBe('noir');
  });
});

describe('app start with stored appearance settings', () => {
  it('opens in the stored language and theme', async () => {
    createStores(browserStorage()).interfaceSettings.trigger.set({
      applicationLanguage: 'de',
      applicationTheme: 'grape',
    });
    network.use(http.get('/config.json', () => HttpResponse.json(defaultAppConfig)));
    const root = await startApp(document.body.appendChild(document.createElement('div')));
    expect(await screen.findByRole('link', { name: 'Flicker – Startseite' })).toBeVisible();
    expect(pageTheme()).toBe('grape');
    // Unmounted before the test environment goes: React must not render into a torn-down window.
    act(() => root.unmount());
    document.body.innerHTML = '';
  });
});
