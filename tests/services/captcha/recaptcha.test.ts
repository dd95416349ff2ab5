// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestCaptchaToken } from '../../../src/services/captcha/index.ts';

const scriptsFor = (siteKey: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.src === `https://www.google.com/recaptcha/api.js?render=${siteKey}`,
  );

/** reCAPTCHA as its script installs it: ready at once, one answer per execute. */
function installReCaptcha(token: string) {
  const execute = vi.fn(async () => token);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('the reCAPTCHA token provider (CONTRACTS.md §1)', () => {
  it("loads Google's script for the site key once, and asks it for a token for the action", async () => {
    const first = requestCaptchaToken('key-1', 'register');
    const [script] = scriptsFor('key-1');
    expect(script).toBeDefined();
    const execute = installReCaptcha('token-1');
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('key-1', { action: 'register' });

    await expect(requestCaptchaToken('key-1', 'register')).resolves.toBe('token-1');
    expect(scriptsFor('key-1')).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('gives no token when reCAPTCHA answers an empty one', async () => {
    const request = requestCaptchaToken('key-2', 'register');
    installReCaptcha('');
    scriptsFor('key-2')[0]?.dispatchEvent(new Event('load'));
    await expect(request).resolves.toBeNull();
  });

  it('fails when the script cannot load, and tries loading it again next time', async () => {
    const request = requestCaptchaToken('key-3', 'register');
    scriptsFor('key-3')[0]?.dispatchEvent(new Event('error'));
    await expect(request).rejects.toThrow('Could not load reCAPTCHA');
    expect(scriptsFor('key-3')).toHaveLength(0);

    const retry = requestCaptchaToken('key-3', 'register');
    installReCaptcha('token-3');
    scriptsFor('key-3')[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('token-3');
  });
});
