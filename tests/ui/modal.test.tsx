import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../src/contracts/config.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { createStores } from '../../src/services/storage/index.ts';
import { AppActor, useSystemActor } from '../../src/ui/app/AppActor.ts';
import { EscapeClosesTopModal } from '../../src/ui/app/EscapeClosesTopModal.tsx';
import { Modal } from '../../src/ui/primitives/Modal.tsx';
import { recordTransitions } from '../support/coverage.ts';
import { memoryStorage } from '../support/memoryStorage.ts';

function Openers() {
  const modals = useSystemActor('modals');
  return (
    <>
      <button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'details' })}>
        Open details
      </button>
      <button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'share' })}>
        Open share
      </button>
    </>
  );
}

/** Two modals on the app's stack; the second is opened from inside the first. */
function renderModals() {
  const input = { config: defaultAppConfig, stores: createStores(memoryStorage()) };
  render(
    <AppActor.Provider options={{ input, inspect: recordTransitions }}>
      <EscapeClosesTopModal />
      <Openers />
      <Modal id="details" title="Details">
        <input aria-label="Note" />
        <Openers />
      </Modal>
      <Modal id="share" title="Share">
        <p>Share this title</p>
      </Modal>
    </AppActor.Provider>,
  );
}

beforeAll(() => initI18n('en'));

describe('modals on the stack', () => {
  it('Escape closes the top modal only, and not while typing', async () => {
    const user = userEvent.setup();
    renderModals();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Open share' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-written{Escape}');
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-written');

    await user.click(screen.getByRole('dialog', { name: 'Details' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the close button closes its modal', async () => {
    const user = userEvent.setup();
    renderModals();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
