// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { RootErrorBoundary } from '../../src/ui/app/RootErrorBoundary.tsx';

function ProfileBadge(): never {
  throw new Error('profile is undefined');
}

beforeAll(() => initI18n('en'));

describe('root error boundary', () => {
  it('shows the error screen, with the component stack, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary secrets={{ proxyUrls: [], m3u8ProxyUrls: [] }}>
        <ProfileBadge />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Whoops, it broke' })).toBeVisible();
    expect(screen.getByText('profile is undefined')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
    expect(screen.getByRole('dialog', { name: 'Error details' })).toHaveTextContent('ProfileBadge');
  });
});
