// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CastSource } from '../../../src/domain/cast.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { castingMachine } from '../../../src/machines/player/casting.machine.ts';
import { CastLoadError } from '../../../src/services/cast/index.ts';
import { CastButton } from '../../../src/ui/player/CastButton.tsx';
import { CastingNotice } from '../../../src/ui/player/CastingNotice.tsx';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { fakeCastAdapter } from '../../support/fakeCastAdapter.ts';

const sintel: CastSource = {
  url: 'http://localhost:3000/library/sintel/playlist.m3u8',
  type: 'hls',
  startTime: 12,
  title: 'Sintel',
};

/** The button and the notice over a casting actor whose device the test plays. */
async function renderCasting({ canCast = true } = {}) {
  await initI18n('en');
  const fake = fakeCastAdapter();
  const casting = createActor(castingMachine, {
    input: { detect: async () => (canCast ? fake.adapter : null), current: () => sintel },
    inspect: recordTransitions,
  }).start();
  render(
    <>
      <CastButton casting={casting} />
      <CastingNotice casting={casting} />
    </>,
  );
  await eventually(() =>
    expect(casting.getSnapshot().matches(canCast ? 'ready' : 'unavailable')).toBe(true),
  );
  const device = fake.device;
  return { fake, casting, user: userEvent.setup(), device };
}

const castButton = () => screen.queryByRole('button', { name: 'Cast' });

describe('the cast button (doc 2 §4)', () => {
  it('is hidden where the page cannot cast', async () => {
    await renderCasting({ canCast: false });
    expect(castButton()).toBeNull();
  });

  it('shows only while a device is in reach', async () => {
    const { device } = await renderCasting();
    expect(castButton()).toBeNull();
    act(() => device.available(true));
    expect(castButton()).toBeVisible();
    expect(castButton()).toHaveAttribute('aria-pressed', 'false');
    act(() => device.available(false));
    expect(castButton()).toBeNull();
  });

  it('opens the device picker, then is pressed while casting, saying to which device', async () => {
    const { fake, device, user } = await renderCasting();
    act(() => device.available(true));
    await user.click(castButton() as HTMLElement);
    expect(fake.calls).toEqual(['start']);
    expect(castButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to a cast device…');
    act(() => device.connected('Living room TV'));
    expect(castButton()).toHaveAttribute('aria-pressed', 'true');
    expect(castButton()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Casting to Living room TV');
  });

  it('names the default receiver by the generic device label', async () => {
    const { device } = await renderCasting();
    act(() => device.available(true));
    act(() => device.connected('Default Media Receiver'));
    expect(screen.getByRole('status')).toHaveTextContent('Casting to your TV');
    expect(screen.queryByText(/Default Media Receiver/)).toBeNull();
  });

  it('stops casting when pressed again: back to local, not pressed, the notice gone', async () => {
    const { fake, device, user } = await renderCasting();
    act(() => device.available(true));
    act(() => device.connected('Living room TV'));
    await user.click(castButton() as HTMLElement);
    expect(fake.calls.at(-1)).toBe('stop');
    await act(async () => fake.answer('stop'));
    expect(castButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells why the device could not play the video, in the framework’s words, until dismissed', async () => {
    const { fake, device, user } = await renderCasting();
    act(() => device.available(true));
    act(() => device.connected('Living room TV'));
    await act(async () => fake.answer('load', new CastLoadError('LOAD_FAILED')));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your TV could not play this videoLOAD_FAILED',
    );
    expect(castButton()).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
