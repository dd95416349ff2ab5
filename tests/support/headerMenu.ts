import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens the header's menu once Radix's trigger is in. Pressing the stand-in instead would race
 * the swap (see menu.test.tsx): a button found before the swap is gone from the page when the
 * click lands, and the click opens nothing.
 */
export async function openHeaderMenu(user = userEvent.setup()) {
  const trigger = await waitFor(() => {
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('data-state');
    return button;
  });
  await user.click(trigger);
  return { user, menu: within(await screen.findByRole('menu')) };
}

/** The names of an open menu's entries, in order, as the viewer reads them. */
export const entryNames = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent);
