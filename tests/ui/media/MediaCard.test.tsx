// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../src/domain/media.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { MediaCard } from '../../../src/ui/media/MediaCard.tsx';

const now = new Date('2026-11-21T12:00:00Z');
const metropolis: MediaItem = {
  id: '19',
  type: 'movie',
  title: 'Metropolis',
  year: 1927,
  releaseDate: '1927-01-10',
  poster: '/tmdb/t/p/w342/movie-19-poster.svg',
};
const pioneerOne: MediaItem = {
  id: '30295',
  type: 'show',
  title: 'Pioneer One',
  year: 2010,
  releaseDate: '2010-06-16',
};

async function renderInRouter(node: ReactNode) {
  await initI18n('en');
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findAllByRole('article');
}

describe('MediaCard (doc 3 §2)', () => {
  it('links a released movie to its media page, with its title, type and year', async () => {
    await renderInRouter(<MediaCard media={metropolis} now={now} />);
    const link = screen.getByRole('link', { name: /Metropolis/ });
    expect(link).toHaveAttribute('href', '/media/tmdb-movie-19-metropolis');
    expect(link).toHaveTextContent('Movie · 1927');
    expect(screen.queryByText('Unreleased')).toBeNull();
  });

  it('opens a show at its episode: /{seasonId}/{episodeId}', async () => {
    await renderInRouter(
      <MediaCard
        media={pioneerOne}
        series={{ season: 1, episode: 3, seasonId: '100', episodeId: '103' }}
        now={now}
      />,
    );
    const link = screen.getByRole('link', { name: /Pioneer One/ });
    expect(link).toHaveAttribute('href', '/media/tmdb-tv-30295-pioneer-one/100/103');
    expect(link).toHaveTextContent('S1 E3');
  });

  it('is no link before its release date, or with neither date nor year, and says Unreleased', async () => {
    await renderInRouter(
      <>
        <MediaCard media={{ ...metropolis, releaseDate: '2027-01-01' }} now={now} />
        <MediaCard media={{ ...pioneerOne, releaseDate: undefined, year: undefined }} now={now} />
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByText('Unreleased')).toHaveLength(2);
  });

  it('fills the progress bar in proportion, and fully above 98 %', async () => {
    await renderInRouter(
      <>
        <MediaCard media={metropolis} progress={{ watched: 30, duration: 120 }} now={now} />
        <MediaCard media={pioneerOne} progress={{ watched: 99, duration: 100 }} now={now} />
      </>,
    );
    const bars = document.querySelectorAll<HTMLElement>('.media-card-progress > span');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['25%', '100%']);
  });

  it('offers details, and in edit mode becomes a button doing the action', async () => {
    const onOpenDetails = vi.fn();
    const onAction = vi.fn();
    await renderInRouter(
      <>
        <MediaCard media={metropolis} onOpenDetails={onOpenDetails} now={now} />
        <MediaCard media={pioneerOne} action={{ label: 'Remove', onAction }} now={now} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details of Metropolis' }));
    expect(onOpenDetails).toHaveBeenCalledWith(metropolis);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Pioneer One' }));
    expect(onAction).toHaveBeenCalledWith(pioneerOne);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('opens the details from the whole card with detailsFirst, even before a release', async () => {
    const onOpenDetails = vi.fn();
    await renderInRouter(
      <>
        <MediaCard media={metropolis} onOpenDetails={onOpenDetails} detailsFirst now={now} />
        <MediaCard
          media={{ ...pioneerOne, releaseDate: '2027-01-01' }}
          onOpenDetails={onOpenDetails}
          detailsFirst
          now={now}
        />
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Details of Metropolis',
      'Details of Pioneer One',
    ]);
    expect(buttons[0]).toHaveTextContent('Movie · 1927');
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onOpenDetails).toHaveBeenCalledWith({ ...pioneerOne, releaseDate: '2027-01-01' });
  });
});
