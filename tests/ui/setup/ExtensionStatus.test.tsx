// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeExtension, installBrowserPostMessage } from '../../services/extension/support.ts';

const working = { success: true, version: '1.0.3', allowed: true, hasPermission: true };

/**
 * Settings' extension group on a page opened afresh: its extension actor (one per page) starts
 * with this render, and says hello 500 ms later.
 */
async function renderExtensionSettings() {
  vi.resetModules();
  const { initI18n } = await import('../../../src/i18n/index.ts');
  await initI18n('en');
  const { ExtensionSettings } = await import('../../../src/ui/settings/ExtensionSettings.tsx');
  const user = userEvent.setup();
  render(<ExtensionSettings />);
  return { user };
}

/** The status line, once it says `text`. */
const statusSays = (text: string) =>
  waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());

describe('the extension’s status (spec doc 1 §2, §4)', () => {
  it('looks for the extension, then says none is there and how to get it seen', async () => {
    installBrowserPostMessage();
    await renderExtensionSettings();
    expect(screen.getByText('Looking for the browser extension…')).toBeInTheDocument();
    await statusSays(
      'No browser extension found. If you have just installed it, reload this page.',
    );
    expect(screen.queryByRole('button', { name: 'Grant permission' })).toBeNull();
  });

  it('shows a working extension with its version', async () => {
    fakeExtension({ hello: () => working });
    await renderExtensionSettings();
    await statusSays('The browser extension works on this site.');
    expect(screen.getByText('Version 1.0.3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant permission' })).toBeNull();
  });

  it.each([
    [
      'not allowed on this site',
      { allowed: false },
      'The browser extension is installed, but not allowed on this site yet.',
    ],
    [
      'without its permission',
      { hasPermission: false },
      'The browser extension needs your permission to reach the sites streams come from.',
    ],
  ])('opens the extension’s permission page for an extension %s', async (_, fields, message) => {
    const opened: unknown[] = [];
    fakeExtension({
      hello: () => ({ ...working, ...fields }),
      openPage: (body) => {
        opened.push(body);
        // The extension's page replaces this one: no answer comes back.
        return new Promise(() => {});
      },
    });
    const { user } = await renderExtensionSettings();
    await statusSays(message);
    await user.click(screen.getByRole('button', { name: 'Grant permission' }));
    expect(screen.getByRole('button', { name: 'Opening the extension…' })).toBeInTheDocument();
    await waitFor(() =>
      expect(opened).toEqual([
        {
          page: 'PermissionGrant',
          redirectUrl: window.location.href,
          requestDomain: window.location.origin,
        },
      ]),
    );
  });

  it('asks to update an extension of a version that does not work here', async () => {
    fakeExtension({ hello: () => ({ ...working, version: '1.0.1' }) });
    await renderExtensionSettings();
    await statusSays(
      'Version 1.0.1 of the browser extension does not work with this site. Update the extension, then check again.',
    );
  });

  it('says when the extension failed', async () => {
    fakeExtension({ hello: () => ({ success: false, error: 'Storage unavailable' }) });
    await renderExtensionSettings();
    await statusSays('The browser extension ran into an error. Check again, or reinstall it.');
  });

  it('checks again on request, keeping the last result shown meanwhile', async () => {
    const held: Array<(status: unknown) => void> = [];
    fakeExtension({ hello: () => new Promise((resolve) => held.push(resolve)) });
    /** Answers the hello the extension holds, within its 500 ms. */
    const answer = async (status: unknown) => {
      await waitFor(() => expect(held).toHaveLength(1));
      held.pop()?.(status);
    };
    const { user } = await renderExtensionSettings();
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeInTheDocument();
    await answer({ ...working, allowed: false });
    await statusSays('The browser extension is installed, but not allowed on this site yet.');

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeInTheDocument();
    expect(
      screen.getByText('The browser extension is installed, but not allowed on this site yet.'),
    ).toBeInTheDocument();
    await answer(working);
    await statusSays('The browser extension works on this site.');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
