import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdRequests } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

/** The states highlighted as current in the chart of `online`, outermost first. */
function currentStates(): string[] {
  const chart = screen.getByRole('figure', { name: 'Chart of online' });
  return within(chart)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.querySelector('.sc-state-key')?.textContent ?? '');
}

describe('/dev/statecharts', () => {
  it('lists the running actors and draws the selected one with its current state', async () => {
    await renderApp({ path: '/dev/statecharts' });
    const actors = await screen.findByRole('navigation', { name: 'Actors' });
    for (const name of ['app', 'online', 'banners', 'modals']) {
      expect(within(actors).getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await userEvent.click(within(actors).getByRole('button', { name: /^online/ }));
    expect(currentStates()).toEqual(['online', 'counting']);
  });

  it('follows the actor as it changes state, and logs the events', async () => {
    const pings = holdRequests('get', '/ping.txt');
    const { clock } = await renderApp({ path: '/dev/statecharts' });
    await userEvent.click(await screen.findByRole('button', { name: /^online/ }));
    act(() => {
      for (let tick = 0; tick < 10; tick += 1) clock.increment(5_000);
    });
    pings.fail();
    await waitFor(() => expect(currentStates()).toEqual(['offline', 'waiting']));
    const log = screen.getByRole('region', { name: 'Event log' });
    expect(within(log).getAllByText('xstate.error.actor.ping').length).toBeGreaterThan(0);
  });

  it('offers the Stately inspector only while online', async () => {
    const pings = holdRequests('get', '/ping.txt');
    const { clock } = await renderApp({ path: '/dev/statecharts' });
    const stately = await screen.findByRole('button', { name: 'Open in Stately inspector' });
    expect(stately).toBeEnabled();
    act(() => {
      for (let tick = 0; tick < 10; tick += 1) clock.increment(5_000);
    });
    pings.respond(503);
    await waitFor(() => expect(stately).toBeDisabled());
    expect(stately).toHaveAttribute('title', 'The Stately inspector needs an internet connection.');
  });
});
