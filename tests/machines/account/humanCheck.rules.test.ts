// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';

/**
 * The human check a backend may ask for (spec doc 1 §4, CONTRACTS.md §1), against Google's
 * reCAPTCHA as its script behaves: what is asked of it, and what whoever waits for the check gets.
 */

afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.querySelectorAll('script')) script.remove();
});

const scriptOf = (siteKey: string) =>
  document.querySelector<HTMLScriptElement>(`script[src*="render=${siteKey}"]`);

/** The check for a backend's site key (each test its own: the script loads once per key). */
function humanCheck(siteKey: string) {
  const actor = createActor(humanCheckMachine, { input: { siteKey, action: 'register' } });
  onTestFinished(() => {
    actor.stop();
  });
  return actor.start();
}

/** reCAPTCHA's script loads, and answers so. */
function reCaptchaLoads(siteKey: string, answer: () => Promise<string>) {
  const execute = vi.fn(answer);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  scriptOf(siteKey)?.dispatchEvent(new Event('load'));
  return execute;
}

describe('human check (doc 1 §4)', () => {
  it('asks nothing until requested, then the token for the backend’s site key and the action', async () => {
    const check = humanCheck('key-a');
    expect(scriptOf('key-a')).toBeNull();
    check.send({ type: 'humanCheck.request' });
    const execute = reCaptchaLoads('key-a', async () => 'token-a');
    const done = await waitFor(check, (snapshot) => snapshot.status === 'done');
    expect(execute).toHaveBeenCalledWith('key-a', { action: 'register' });
    expect(done.output).toEqual({ token: 'token-a' });
  });

  it('no token from reCAPTCHA: whoever waits gets none', async () => {
    const check = humanCheck('key-b');
    check.send({ type: 'humanCheck.request' });
    reCaptchaLoads('key-b', async () => '');
    const done = await waitFor(check, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ token: null });
  });

  it('reCAPTCHA failing: whoever waits gets no token', async () => {
    const check = humanCheck('key-c');
    check.send({ type: 'humanCheck.request' });
    reCaptchaLoads('key-c', () => Promise.reject(new Error('Invalid site key')));
    const done = await waitFor(check, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ token: null });
  });

  it('its script failing to load: whoever waits gets no token', async () => {
    const check = humanCheck('key-d');
    check.send({ type: 'humanCheck.request' });
    scriptOf('key-d')?.dispatchEvent(new Event('error'));
    const done = await waitFor(check, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ token: null });
  });
});
