/**
 * The backend's human check (CONTRACTS.md §1: `/meta` `hasCaptcha`, `captchaClientKey`): Google
 * reCAPTCHA v3, which scores the visitor without a puzzle and gives a token the backend verifies.
 * Its script is loaded only when a backend asks for it, once per site key.
 */

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const loading = new Map<string, Promise<ReCaptcha>>();

function loadReCaptcha(siteKey: string): Promise<ReCaptcha> {
  const loaded = loading.get(siteKey);
  if (loaded) return loaded;
  const promise = new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      const recaptcha = window.grecaptcha;
      if (recaptcha) recaptcha.ready(() => resolve(recaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Could not load reCAPTCHA'));
    });
    document.head.append(script);
  });
  loading.set(siteKey, promise);
  // Blocked or offline: the next check loads it again rather than failing for good.
  promise.catch(() => loading.delete(siteKey));
  return promise;
}

/** A token for this action, or null when reCAPTCHA gave none. */
export async function requestCaptchaToken(siteKey: string, action: string): Promise<string | null> {
  const recaptcha = await loadReCaptcha(siteKey);
  return (await recaptcha.execute(siteKey, { action })) || null;
}
