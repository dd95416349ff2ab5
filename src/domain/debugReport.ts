/** The debug report the error screen copies (spec doc 3 §3, §8). Pure: the view gathers the facts. */

export const COMPONENT_STACK_LINES = 5;

export interface DebugFacts {
  error: { name: string; message: string; stack?: string };
  componentStack?: string;
  url: string;
  userAgent: string;
  timestamp: string;
  online: boolean;
  /** `performance.memory` where the browser has it. */
  memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number };
}

/** The URLs that must not leak into a report someone pastes into a public issue. */
export interface Secrets {
  proxyUrls: readonly string[];
  m3u8ProxyUrls: readonly string[];
}

/** The first lines of React's component stack, which is what the error screen shows. */
export function componentStackHead(componentStack: string | undefined): string[] {
  return (componentStack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, COMPONENT_STACK_LINES);
}

export function redactSecrets(text: string, secrets: Secrets): string {
  const replacements = [
    ...secrets.proxyUrls.map((url) => [url, '<worker url>'] as const),
    ...secrets.m3u8ProxyUrls.map((url) => [url, '<m3u8 proxy url>'] as const),
  ].sort(([a], [b]) => b.length - a.length);
  return replacements.reduce((out, [url, placeholder]) => out.replaceAll(url, placeholder), text);
}

export function buildDebugReport(facts: DebugFacts, secrets: Secrets): string {
  const report = {
    timestamp: facts.timestamp,
    error: {
      type: facts.error.name,
      message: facts.error.message,
      stackTrace: facts.error.stack ?? '',
      componentStack: componentStackHead(facts.componentStack),
    },
    device: { userAgent: facts.userAgent },
    network: { online: facts.online },
    url: facts.url,
    ...(facts.memory ? { performanceMemory: facts.memory } : {}),
  };
  return redactSecrets(JSON.stringify(report, null, 2), secrets);
}

/** The configured URLs a report must not contain. */
export function reportSecrets(config: {
  PROXY_URLS: readonly string[];
  M3U8_PROXY_URLS: readonly string[];
}): Secrets {
  return { proxyUrls: config.PROXY_URLS, m3u8ProxyUrls: config.M3U8_PROXY_URLS };
}
