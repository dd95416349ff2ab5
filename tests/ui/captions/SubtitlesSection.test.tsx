// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_SOURCE } from '../../support/library.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

const METADATA = `${location.origin}/library/scraper/metadata`;

describe('settings: subtitles (doc 1 §2, doc 2 §5)', () => {
  it('opens at the Subtitles section, whose form changes the stored subtitle settings', async () => {
    // The source order section on the same page asks the scraping API for its list.
    network.use(http.get(METADATA, () => HttpResponse.json([LIBRARY_SOURCE])));
    const scrolled = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView; the router calls it for the hash.
    Element.prototype.scrollIntoView = scrolled;
    try {
      const user = userEvent.setup();
      const { stores } = await renderApp({
        path: '/settings#subtitles',
        prepare: (prepared) => prepared.subtitles.trigger.delayChanged({ delay: 2.5 }),
      });
      const region = await screen.findByRole('region', { name: 'Subtitles' });
      await waitFor(() => expect(region).toHaveFocus());
      const nav = within(screen.getByRole('navigation', { name: 'Settings sections' }));
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Account',
        'Appearance',
        'Connections',
        'Preferences',
        'Subtitles',
        'Source order',
      ]);
      expect(nav.getByRole('link', { name: 'Subtitles' })).toHaveAttribute(
        'href',
        '/settings#subtitles',
      );

      const section = within(region);
      // What is stored shows.
      expect(section.getByRole('slider', { name: 'Subtitle delay' })).toHaveAttribute(
        'aria-valuetext',
        '+2.5 s',
      );
      fireEvent.change(section.getByRole('slider', { name: 'Text size' }), {
        target: { value: '150' },
      });
      await user.click(section.getByRole('button', { name: 'Yellow' }));
      expect(stores.subtitles.getSnapshot().context.styling).toMatchObject({
        size: 1.5,
        color: '#e2e535',
      });
      expect(
        within(section.getByRole('figure', { name: 'Preview' })).getByText(
          'This is how your subtitles will look',
        ),
      ).toHaveStyle({ color: '#e2e535', fontSize: 'calc(var(--caption-size) * 1.5)' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
