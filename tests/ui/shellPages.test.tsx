// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOWNTIME_NOTICE, PROVIDER_ISSUES_NOTICE } from '../../src/ui/shell/notices.ts';
import { renderApp } from '../support/renderApp.tsx';

describe('/jip, the credit page (spec doc 1 §2)', () => {
  it('is linked from the footer', async () => {
    const { router } = await renderApp();
    const footer = within(await screen.findByRole('contentinfo'));
    await userEvent.click(footer.getByRole('link', { name: 'Credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jip'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  });

  it("gives TMDB's attribution and names the libraries the app is made with", async () => {
    await renderApp({ path: '/jip' });
    await screen.findByRole('heading', { level: 1, name: 'Credits' });
    expect(
      screen.getByText(/This product uses the TMDB API but is not endorsed or certified by TMDB\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'The Movie Database (TMDB)' })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org',
    );
    const libraries = within(screen.getByRole('region', { name: 'Open-source libraries' }));
    for (const [name, url] of [
      ['React', 'https://react.dev'],
      ['XState', 'https://stately.ai/docs/xstate'],
      ['hls.js', 'https://github.com/video-dev/hls.js'],
      ['Lucide', 'https://lucide.dev'],
    ]) {
      expect(libraries.getByRole('link', { name })).toHaveAttribute('href', url);
    }
    expect(libraries.getAllByText(/ licence$/).length).toBe(libraries.getAllByRole('link').length);
  });
});

describe('/dev/video, the bare test video (spec doc 1 §2)', () => {
  it("plays the sample MP4 in the browser's own video element, with its controls", async () => {
    const { container } = await renderApp({ path: '/dev/video' });
    expect(await screen.findByRole('heading', { name: 'Test video' })).toBeVisible();
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/library/countdown/720p.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video?.autoplay && video.muted).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to the test player' })).toHaveAttribute(
      'href',
      '/dev',
    );
  });
});

describe('notice pages (spec doc 1 §2, doc 3 §2)', () => {
  it('are switched off, as the spec has them: the pages show', async () => {
    expect([DOWNTIME_NOTICE, PROVIDER_ISSUES_NOTICE]).toEqual([false, false]);
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      /maintenance|trouble/,
    );
  });

  it('show the downtime notice to QA: title, badge, message, window, and home', async () => {
    const { router } = await renderApp({ path: '/dev/notices/downtime' });
    const notice = within(
      await screen.findByRole('region', { name: "We're down for maintenance" }),
    );
    expect(notice.getByText('Maintenance')).toBeVisible();
    expect(notice.getByText(/can't be used right now/)).toBeVisible();
    expect(notice.getByText('We expect to be back within a few hours.')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('show the provider-issues notice to QA', async () => {
    await renderApp({ path: '/dev/notices/provider-issues' });
    const notice = within(
      await screen.findByRole('region', { name: 'Sources are having trouble' }),
    );
    expect(notice.getByText(/try another source/)).toBeVisible();
    expect(notice.getByRole('button', { name: 'Go home' })).toBeVisible();
  });

  it('answer an unknown notice with the not-found page', async () => {
    await renderApp({ path: '/dev/notices/holiday' });
    expect(await screen.findByRole('heading', { name: "Couldn't find that page" })).toBeVisible();
  });
});
