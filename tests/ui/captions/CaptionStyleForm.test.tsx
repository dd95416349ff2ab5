// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n/index.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { CaptionStyleForm } from '../../../src/ui/captions/CaptionStyleForm.tsx';
import { SPEC_CAPTION_STYLING } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

function renderForm() {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  render(<CaptionStyleForm subtitles={stores.subtitles} />);
  const stored = () => stores.subtitles.getSnapshot().context;
  return { stores, stored, user: userEvent.setup() };
}

const slider = (name: string) => screen.getByRole('slider', { name });
const typed = (name: string) => screen.getByRole('textbox', { name: `${name} value` });
const slide = (name: string, value: number) =>
  fireEvent.change(slider(name), { target: { value: String(value) } });
const previewLine = () =>
  within(screen.getByRole('figure', { name: 'Preview' })).getByText(
    'This is how your subtitles will look',
  );

beforeAll(async () => {
  await initI18n('en');
});

describe('the caption style form (doc 2 §5, doc 1 §9)', () => {
  it('starts from the defaults, each slider showing its value', () => {
    renderForm();
    expect(slider('Subtitle delay')).toHaveAttribute('aria-valuetext', '0 s');
    expect(slider('Background opacity')).toHaveAttribute('aria-valuetext', '50 %');
    expect(slider('Background blur')).toHaveAttribute('aria-valuetext', '50 %');
    expect(slider('Text size')).toHaveAttribute('aria-valuetext', '100 %');
    expect(slider('Vertical position')).toHaveAttribute('aria-valuetext', '3');
    expect(typed('Text size')).toHaveValue('100');
    expect(screen.getByText('100 %')).toBeVisible();
    expect(screen.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Bold text' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Font style' })).toHaveDisplayValue('Default');
  });

  it('stores the sliders in their stored units: a fraction for the percentages', () => {
    const { stored } = renderForm();
    slide('Text size', 150);
    slide('Background opacity', 30);
    slide('Background blur', 100);
    slide('Vertical position', 40);
    expect(stored().styling).toMatchObject({
      size: 1.5,
      backgroundOpacity: 0.3,
      backgroundBlur: 1,
      verticalPosition: 40,
    });
    expect(slider('Text size')).toHaveAttribute('aria-valuetext', '150 %');
    expect(slider('Background opacity')).toHaveValue('30');
    expect(typed('Background opacity')).toHaveValue('30');
    // The slider's own range: text size from 1 %, never 0.
    expect(slider('Text size')).toHaveAttribute('min', '1');
    expect(slider('Text size')).toHaveAttribute('max', '200');
  });

  it('takes typed numbers, rounded to whole percent, and ignores anything else', async () => {
    const { stored, user } = renderForm();
    await user.clear(typed('Text size'));
    await user.type(typed('Text size'), '12.6');
    expect(stored().styling.size).toBe(0.13);
    await user.clear(typed('Background opacity'));
    await user.type(typed('Background opacity'), '150');
    // Clamped by the store, to 100 %.
    expect(stored().styling.backgroundOpacity).toBe(1);

    await user.clear(typed('Vertical position'));
    await user.type(typed('Vertical position'), 'high');
    expect(stored().styling.verticalPosition).toBe(3);
    expect(typed('Vertical position')).toHaveValue('high');
    // Leaving the field shows the value kept.
    await user.tab();
    expect(typed('Vertical position')).toHaveValue('3');
  });

  it("keeps a slider's arrow keys from the page's shortcuts (the player's seek and volume)", async () => {
    const { user } = renderForm();
    const shortcuts = vi.fn();
    document.addEventListener('keydown', shortcuts);
    try {
      slider('Text size').focus();
      await user.keyboard('{ArrowRight}');
      expect(shortcuts).not.toHaveBeenCalled();
      await user.keyboard('x');
      expect(shortcuts).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', shortcuts);
    }
  });

  it('moves the delay from -20 to 20 s in tenths', async () => {
    const { stored, user } = renderForm();
    expect(slider('Subtitle delay')).toHaveAttribute('min', '-20');
    expect(slider('Subtitle delay')).toHaveAttribute('max', '20');
    expect(slider('Subtitle delay')).toHaveAttribute('step', '0.1');
    slide('Subtitle delay', 1.5);
    expect(stored().delay).toBe(1.5);
    expect(slider('Subtitle delay')).toHaveAttribute('aria-valuetext', '+1.5 s');

    await user.clear(typed('Subtitle delay'));
    await user.type(typed('Subtitle delay'), '-2.25');
    expect(stored().delay).toBe(-2.2);
    await user.clear(typed('Subtitle delay'));
    await user.type(typed('Subtitle delay'), '-35');
    expect(stored().delay).toBe(-20);
    expect(slider('Subtitle delay')).toHaveAttribute('aria-valuetext', '-20 s');
    await user.clear(typed('Subtitle delay'));
    await user.type(typed('Subtitle delay'), 'soon{Enter}');
    expect(stored().delay).toBe(-20);
    expect(typed('Subtitle delay')).toHaveValue('-20');
  });

  it('picks a preset colour or any colour, stored in lower case', async () => {
    const { stored, user } = renderForm();
    const colours = within(screen.getByRole('group', { name: 'Colour' }));
    expect(
      colours.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['White', 'Light blue', 'Yellow', 'Green']);
    await user.click(colours.getByRole('button', { name: 'Light blue' }));
    expect(stored().styling.color).toBe('#80b1fa');
    expect(colours.getByRole('button', { name: 'Light blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(colours.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.input(colours.getByLabelText('Custom colour'), { target: { value: '#AB12CD' } });
    expect(stored().styling.color).toBe('#ab12cd');
    for (const button of colours.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('switches bold and picks a font style by its name', async () => {
    const { stored, user } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Bold text' }));
    expect(stored().styling.bold).toBe(true);
    const fontStyle = screen.getByRole('combobox', { name: 'Font style' });
    expect(
      within(fontStyle)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default', 'Raised', 'Depressed', 'Uniform', 'Drop shadow']);
    await user.selectOptions(fontStyle, 'Drop shadow');
    expect(stored().styling.fontStyle).toBe('dropShadow');
  });

  it('draws the preview with the styling, as the player draws captions', async () => {
    const { user } = renderForm();
    expect(previewLine()).toHaveStyle({
      color: '#ffffff',
      backgroundColor: 'rgba(0, 0, 0, 0.5)',
      fontSize: 'calc(var(--caption-size) * 1)',
    });
    slide('Text size', 150);
    slide('Background opacity', 30);
    slide('Background blur', 20);
    slide('Vertical position', 40);
    await user.click(screen.getByRole('button', { name: 'Yellow' }));
    await user.click(screen.getByRole('switch', { name: 'Bold text' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font style' }), 'Drop shadow');
    expect(previewLine()).toHaveStyle({
      color: '#e2e535',
      backgroundColor: 'rgba(0, 0, 0, 0.3)',
      backdropFilter: 'blur(2px)',
      fontSize: 'calc(var(--caption-size) * 1.5)',
      fontWeight: '700',
      textShadow: '2px 2px 4px rgb(0 0 0 / 0.9)',
    });
    expect(
      (previewLine().parentElement as HTMLElement).style.getPropertyValue('--caption-position'),
    ).toBe('40');
  });

  it('resets the styling and the delay to the defaults', async () => {
    const { stored, user } = renderForm();
    slide('Text size', 150);
    slide('Subtitle delay', -3);
    await user.click(screen.getByRole('button', { name: 'Green' }));
    await user.click(screen.getByRole('switch', { name: 'Bold text' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font style' }), 'Raised');
    expect(stored().styling).not.toEqual(SPEC_CAPTION_STYLING);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stored().styling).toEqual(SPEC_CAPTION_STYLING);
    expect(stored().delay).toBe(0);
    expect(slider('Text size')).toHaveAttribute('aria-valuetext', '100 %');
    expect(screen.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    expect(previewLine()).toHaveStyle({
      color: '#ffffff',
      fontSize: 'calc(var(--caption-size) * 1)',
    });
  });
});
