// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultAppConfig } from '../../src/contracts/config.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { createStores } from '../../src/services/storage/index.ts';
import * as appActor from '../../src/ui/app/AppActor.ts';
import { AppActor, useSystemActor } from '../../src/ui/app/AppActor.ts';
import { EscapeClosesTopModal } from '../../src/ui/app/EscapeClosesTopModal.tsx';
import { Modal as StaticModal } from '../../src/ui/primitives/Modal.tsx';
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
function renderModals(Modal = StaticModal) {
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

const RADIX_DIALOG = '../../src/ui/primitives/RadixDialog.tsx';

/** A Modal whose Radix part is fetched on demand, and arrives only when the test says so. */
async function freshModal() {
  vi.resetModules();
  vi.doMock('../../src/ui/app/AppActor.ts', () => appActor);
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock(RADIX_DIALOG, async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { Modal } = await import('../../src/ui/primitives/Modal.tsx');
  return { Modal, arrive };
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.doUnmock('../../src/ui/app/AppActor.ts');
  vi.doUnmock(RADIX_DIALOG);
});

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

  it('takes the focus, keeps it inside, and gives it back to the opener on close', async () => {
    const user = userEvent.setup();
    renderModals();
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('the close button closes its modal', async () => {
    const user = userEvent.setup();
    renderModals();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opened before its code is in, it shows up with the focus, and gives it back', async () => {
    const user = userEvent.setup();
    const { Modal, arrive } = await freshModal();
    renderModals(Modal);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await user.tab(); // out of the text field, where Escape is the user's
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
