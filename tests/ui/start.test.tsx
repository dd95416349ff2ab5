// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../src/contracts/config.ts';
import { startApp } from '../../src/ui/app/start.tsx';
import { network } from '../support/network.ts';

const roots: Root[] = [];
/** Starts the app in a fresh container; unmounted after the test, before the window goes. */
const start = async () => {
  roots.push(await startApp(document.body.appendChild(document.createElement('div'))));
};

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('app start', () => {
  it('shows an error screen, not a blank page, when /config.json is missing', async () => {
    network.use(http.get('/config.json', () => new HttpResponse('Not found', { status: 404 })));
    await start();
    expect(await screen.findByRole('heading', { name: 'The app could not start' })).toBeVisible();
    expect(screen.getByText(/\/config\.json answered 404/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('names the bad setting of an invalid /config.json', async () => {
    network.use(
      http.get('/config.json', () =>
        HttpResponse.json({ ...defaultAppConfig, NORMAL_ROUTER: 'yes' }),
      ),
    );
    await start();
    expect(await screen.findByText(/NORMAL_ROUTER/)).toBeVisible();
  });

  it('starts the app with a valid configuration', async () => {
    network.use(http.get('/config.json', () => HttpResponse.json(defaultAppConfig)));
    await start();
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
  });
});
