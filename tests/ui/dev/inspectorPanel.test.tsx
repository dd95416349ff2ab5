// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { defaultAppConfig } from '../../../src/contracts/config.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { createLiveInspector } from '../../../src/services/devtools/liveInspector.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { App } from '../../../src/ui/app/App.tsx';
import { createAppRouter } from '../../../src/ui/app/router.ts';
import { InspectorPanel } from '../../../src/ui/dev/inspector/InspectorPanel.tsx';
import { machineDescriber } from '../../../src/ui/dev/inspector/machineChart.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/** The app as a development build starts it: its actors recorded, the inspector's panel on top. */
async function renderWithInspector() {
  await initI18n('en');
  const clock = new SimulatedClock();
  const inspector = createLiveInspector({ now: () => clock.now(), describe: machineDescriber });
  render(
    <App
      config={defaultAppConfig}
      stores={createStores(memoryStorage(), { session: memoryStorage() })}
      router={createAppRouter(createMemoryHistory({ initialEntries: ['/no/such/page'] }))}
      liveInspector={inspector}
      inspectorPanel={<InspectorPanel inspector={inspector} />}
      actorOptions={{ inspect: recordTransitions, clock }}
    />,
  );
  await screen.findByRole('heading', { name: "Couldn't find that page" });
  return { clock, inspector };
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Live inspector' }));
  return screen.findByRole('dialog', { name: 'Live inspector' });
}

async function selectActor(panel: HTMLElement, name: string) {
  const actors = await within(panel).findByRole('navigation', { name: 'Actors' });
  await userEvent.click(within(actors).getByRole('button', { name: new RegExp(`^${name} `) }));
}

/** What the chart's caption says of the snapshot shown. */
const caption = (panel: HTMLElement) =>
  within(panel)
    .getByText(/^State: /)
    .closest('figcaption')?.textContent ?? '';

const shownContext = (panel: HTMLElement) =>
  JSON.parse(within(panel).getByRole('region', { name: 'Context' }).textContent ?? 'null');

describe('the live inspector panel', () => {
  it('opens from its button or Alt+Shift+X beside the page, and Escape gives the focus back', async () => {
    await renderWithInspector();
    const toggle = screen.getByRole('button', { name: 'Live inspector' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = await openPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Live inspector' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Live inspector' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    // The page is still there, untouched.
    expect(screen.getByRole('heading', { name: "Couldn't find that page" })).toBeVisible();

    await userEvent.keyboard('{Alt>}{Shift>}X{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Live inspector' })).toBeVisible();
    await userEvent.keyboard('{Alt>}{Shift>}X{/Shift}{/Alt}');
    expect(screen.queryByRole('dialog', { name: 'Live inspector' })).not.toBeInTheDocument();
  });

  it("lists the app's actors with their states and draws the selected one with its state lit", async () => {
    await renderWithInspector();
    const panel = await openPanel();
    const actors = await within(panel).findByRole('navigation', { name: 'Actors' });
    for (const [name, state] of [
      ['app', 'ready'],
      ['online', 'online.counting'],
      ['modals', 'closed'],
      ['account', 'anonymous'],
    ]) {
      expect(within(actors).getByRole('button', { name: `${name} ${state}` })).toBeVisible();
    }
    await selectActor(panel, 'online');
    // The first chart waits for its layout engine's chunk.
    const chart = await within(panel).findByRole('img', { name: 'Chart of online' });
    const lit = [...chart.querySelectorAll('[data-active="true"]')].map((state) =>
      state.getAttribute('data-state'),
    );
    // The machine (the root, path ''), its state online and the innermost, counting.
    expect(lit).toEqual(['', 'online', 'online.counting']);
    expect(caption(panel)).toContain('State: online.counting');
  });

  it('sends an event by hand; a payload that is not JSON says why and sends nothing', async () => {
    await renderWithInspector();
    const panel = await openPanel();
    await selectActor(panel, 'modals');
    const form = within(panel).getByRole('form', { name: 'Send an event to modals' });
    await userEvent.type(within(form).getByLabelText('Event type'), 'modal.open');
    const payload = within(form).getByLabelText('Payload (a JSON object)');
    const typePayload = async (json: string) => {
      await userEvent.clear(payload);
      await userEvent.paste(json);
    };
    await typePayload('{"id": inspector}');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(/^The payload is not valid JSON: .+/);
    expect(payload).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('button', { name: 'modals closed' })).toBeVisible();

    await typePayload('[1]');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The payload must be a JSON object, such as {"time": 30}.',
    );

    await typePayload('{"id": "inspector"}');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('Sent modal.open to modals.');
    expect(await within(panel).findByRole('button', { name: 'modals open' })).toBeVisible();
    expect(shownContext(panel)).toMatchObject({ stack: ['inspector'] });
    expect(caption(panel)).toContain('Last transition: closed --modal.open--> open');

    // An event the machine ignores takes no transition: the last one taken stays highlighted.
    await userEvent.clear(within(form).getByLabelText('Event type'));
    await userEvent.type(within(form).getByLabelText('Event type'), 'nothing.here');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(panel).getByRole('group', { name: 'Snapshots of modals' })).toHaveTextContent(
        'after nothing.here from outside',
      ),
    );
    expect(caption(panel)).toContain('Last transition: closed --modal.open--> open');
  });

  it("narrows the event log and the sequence to the selected actor's events", async () => {
    await renderWithInspector();
    const panel = await openPanel();
    await selectActor(panel, 'modals');
    const form = within(panel).getByRole('form', { name: 'Send an event to modals' });
    await userEvent.type(within(form).getByLabelText('Event type'), 'modal.open');
    await userEvent.click(within(form).getByLabelText('Payload (a JSON object)'));
    await userEvent.paste('{"id": "inspector"}');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByRole('button', { name: 'modals open' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('tab', { name: 'Events' }));
    const log = within(panel).getByRole('tabpanel', { name: 'Events' });
    const receivers = () =>
      within(log)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(new Set(receivers()).size).toBeGreaterThan(1);
    await userEvent.click(within(log).getByRole('checkbox', { name: 'Only the events of modals' }));
    expect(new Set(receivers())).toEqual(new Set(['modals']));
    expect(within(log).getByText('modal.open')).toBeVisible();

    await userEvent.click(within(panel).getByRole('tab', { name: 'Sequence' }));
    const sequence = within(panel).getByRole('tabpanel', { name: 'Sequence' });
    const drawn = () =>
      Number(
        /The last (\d+) events/.exec(
          within(sequence).getByRole('img').getAttribute('aria-label') ?? '',
        )?.[1],
      );
    const all = drawn();
    await userEvent.click(
      within(sequence).getByRole('checkbox', { name: 'Only what modals sends or receives' }),
    );
    expect(drawn()).toBeGreaterThan(0);
    expect(drawn()).toBeLessThan(all);
  });

  it('steps back and forth through the snapshots of the selected actor, for reading', async () => {
    const { clock } = await renderWithInspector();
    const panel = await openPanel();
    await selectActor(panel, 'online');
    // Two ticks of 5 s: counted in the context.
    await act(async () => clock.increment(5_000));
    await act(async () => clock.increment(5_000));
    const steps = within(panel).getByRole('group', { name: 'Snapshots of online' });
    await waitFor(() => expect(shownContext(panel)).toEqual({ ticks: 2 }));
    expect(steps).toHaveTextContent('Latest snapshot, live (3 recorded)');
    const earlier = within(steps).getByRole('button', { name: 'Earlier' });
    const later = within(steps).getByRole('button', { name: 'Later' });
    expect(later).toBeDisabled();

    await userEvent.click(earlier);
    expect(steps).toHaveTextContent('Snapshot 2 of 3 · after xstate.after.tick');
    expect(shownContext(panel)).toEqual({ ticks: 1 });
    expect(caption(panel)).toContain(
      'Last transition: online.counting --after tick--> online.counting',
    );
    await userEvent.click(earlier);
    expect(steps).toHaveTextContent('Snapshot 1 of 3 · after xstate.init from app');
    expect(shownContext(panel)).toEqual({ ticks: 0 });
    expect(earlier).toBeDisabled();

    // The actor itself went on: a new tick while reading does not move the snapshot shown.
    await act(async () => clock.increment(5_000));
    expect(shownContext(panel)).toEqual({ ticks: 0 });
    await userEvent.click(later);
    expect(shownContext(panel)).toEqual({ ticks: 1 });
    await userEvent.click(within(steps).getByRole('button', { name: 'Latest' }));
    await waitFor(() => expect(shownContext(panel)).toEqual({ ticks: 3 }));
    expect(within(panel).getByRole('button', { name: 'online online.counting' })).toBeVisible();
  });
});
