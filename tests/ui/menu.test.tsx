// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/renderApp.tsx';

const RADIX_MENU = '../../src/ui/primitives/RadixMenu.tsx';

/** A menu whose Radix part is fetched on demand, and arrives only when the test says so. */
async function renderFreshMenu() {
  vi.resetModules();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock(RADIX_MENU, async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { Menu } = await import('../../src/ui/primitives/Menu.tsx');
  render(
    <Menu label="Menu" icon="☰">
      <a href="/one">One</a>
      {false}
      <a href="/two">Two</a>
    </Menu>,
  );
  return { standIn: screen.getByRole('button', { name: 'Menu' }), arrive };
}

/** Radix's trigger, once it has replaced the look-alike (its chunk's first load can be slow). */
const radixTrigger = () =>
  waitFor(() => {
    const trigger = screen.getByRole('button', { name: 'Menu' });
    expect(trigger).toHaveAttribute('data-state');
    return trigger;
  });

afterEach(() => {
  vi.doUnmock(RADIX_MENU);
});

describe('header menu', () => {
  it('opens from its button with the configured links; Escape closes it, focus goes back', async () => {
    const user = userEvent.setup();
    await renderApp({ config: { GITHUB_URL: 'https://example.org/repo' } });
    await user.click(await radixTrigger());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Home');
    expect(screen.getByRole('menuitem', { name: 'Source code' })).toHaveAttribute(
      'href',
      'https://example.org/repo',
    );
    expect(screen.queryByRole('menuitem', { name: 'Support the project' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    (await renderFreshMenu()).arrive();
    await radixTrigger();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('menu fetched on demand', () => {
  it('stands in with a look-alike button that keeps the focus when the menu arrives', async () => {
    const user = userEvent.setup();
    const { standIn, arrive } = await renderFreshMenu();
    expect(standIn).not.toHaveAttribute('data-state');
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(standIn).toHaveFocus();
    arrive();
    const trigger = await radixTrigger();
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens as soon as it arrives when pressed before', async () => {
    const user = userEvent.setup();
    const { standIn, arrive } = await renderFreshMenu();
    await user.click(standIn);
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'One' })).toBeVisible();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('opens as soon as it arrives when opened from the keyboard before', async () => {
    const user = userEvent.setup();
    const { arrive } = await renderFreshMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    arrive();
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});
