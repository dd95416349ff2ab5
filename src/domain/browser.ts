/**
 * Which extension store a browser installs from (spec doc 1 §2, the onboarding extension page):
 * every iPhone and iPad browser is Safari underneath and takes no such extension.
 */
export type ExtensionBrowser = 'chrome' | 'firefox' | 'ios' | 'unknown';

export interface BrowserIdentity {
  userAgent: string;
  /** iPadOS presents itself as a Mac; its touch points give it away. */
  maxTouchPoints?: number;
}

const isIos = ({ userAgent, maxTouchPoints = 0 }: BrowserIdentity) =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export function extensionBrowser(identity: BrowserIdentity): ExtensionBrowser {
  if (isIos(identity)) return 'ios';
  if (/Firefox\//.test(identity.userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\//.test(identity.userAgent)) return 'chrome';
  return 'unknown';
}

/**
 * Safari, on a Mac or an iOS device (spec doc 1 §2: the default setup completes at once there,
 * since neither the extension nor a proxy is offered to it). Other iOS browsers name themselves.
 */
export function isSafari({ userAgent }: BrowserIdentity): boolean {
  return (
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|CriOS|FxiOS|EdgiOS|Edg\//.test(userAgent)
  );
}
