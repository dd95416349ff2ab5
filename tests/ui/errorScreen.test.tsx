// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { ErrorScreen } from '../../src/ui/shell/ErrorScreen.tsx';
import { holdClipboard } from '../support/clipboard.ts';

const componentStack = [
  'at Broken',
  'at Section',
  'at Page',
  'at Outlet',
  'at Shell',
  'at Router',
  'at App',
]
  .map((line) => `\n    ${line}`)
  .join('');
const secrets = {
  proxyUrls: ['https://worker.secret.test'],
  m3u8ProxyUrls: ['https://m3u8.secret.test'],
};

function renderBrokenPage() {
  const error = new TypeError('Failed to fetch https://worker.secret.test/?destination=x');
  render(<ErrorScreen error={error} componentStack={componentStack} secrets={secrets} />);
}

beforeAll(() => initI18n('en'));
afterEach(() => vi.useRealTimers());

describe('error screen', () => {
  it('shows the error with Reload page and Show error', () => {
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'Whoops, it broke' })).toBeVisible();
    expect(screen.getByText(/Failed to fetch/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  it('shows the first 5 lines of the component stack in the details', async () => {
    renderBrokenPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
    const dialog = screen.getByRole('dialog', { name: 'Error details' });
    expect(dialog).toHaveTextContent('at Broken');
    expect(dialog).toHaveTextContent('at Shell');
    expect(dialog).not.toHaveTextContent('at Router');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies a report without proxy or worker URLs, and says "Copied" for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBrokenPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After userEvent.setup(), which installs a clipboard of its own.
    const clipboard = holdClipboard();
    await user.click(screen.getByRole('button', { name: 'Show error' }));
    await user.click(screen.getByRole('button', { name: 'Copy debug info' }));
    await act(async () => clipboard.allow());
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(clipboard.contents).toContain('<worker url>/?destination=x');
    expect(clipboard.contents).not.toContain('secret.test');
    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy debug info' })).toBeVisible();
  });
});
