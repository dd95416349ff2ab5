// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderSettingsSection } from './support.ts';

describe('settings: default subtitle language (doc 1 §3)', () => {
  it('has none at first, and keeps the one picked, or none again', async () => {
    const { section, user, stores } = await renderSettingsSection('Subtitles');
    const language = section.getByRole('combobox', { name: 'Default subtitle language' });
    const stored = () => stores.interfaceSettings.getSnapshot().context.defaultSubtitleLanguage;
    expect(language).toHaveDisplayValue('None');
    await user.selectOptions(language, 'French');
    expect(stored()).toBe('fr');
    await user.selectOptions(language, 'None');
    expect(stored()).toBeNull();
  });

  it('shows a language set on another device, even one it does not list', async () => {
    const { section } = await renderSettingsSection('Subtitles', {
      prepare: (stores) => stores.interfaceSettings.trigger.set({ defaultSubtitleLanguage: 'is' }),
    });
    expect(section.getByRole('combobox', { name: 'Default subtitle language' })).toHaveDisplayValue(
      'Icelandic',
    );
  });
});
