import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY as Fastify takes it: off, every peer (`true`), a number of proxy hops in front of
 * the server, or the proxies' addresses and ranges (`10.0.0.0/8`, `loopback`, …). Behind trusted
 * proxies a request's client address is read from `X-Forwarded-For`; otherwise that header is
 * ignored, so that no client can pass for another.
 */
export type TrustProxy = boolean | number | string[];

/** Reads the variable; throws with what is wrong when an address or range does not parse. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (/^(|false|0)$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  proxyAddr.compile(list);
  return list;
}

/** Whether a connection from `address` is one of the trusted proxies (so not one client). */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  // With hops, whatever connects is the nearest proxy.
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/** The setting in the form Fastify's types take (its hop count as the function it stands for). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
