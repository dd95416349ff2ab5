import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/** The home search box, as a user finds it. */
export const searchBox = () => screen.findByRole('searchbox', { name: 'Search movies and shows' });

/** jsdom does not scroll: the router restores scroll positions, the home scrolls up on typing. */
export function stubScrolling() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}
