import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../../server/config.ts';
import { defaultAppConfig } from '../../src/contracts/config.ts';
import { defaultStreamAccessConfig } from '../../src/contracts/streamAccessConfig.ts';

/** The one-line message a bad environment produces. */
function failure(env: NodeJS.ProcessEnv): string {
  try {
    loadServerConfig(env, '/srv/flicker');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadServerConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadServerConfig({}, '/srv/flicker')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/flicker/data',
      logLevel: 'warn',
      requestTimeoutMs: 30_000,
      connectionsPerAddress: 100,
      trustProxy: false,
      sourceMaps: false,
      app: { ...defaultAppConfig, ...defaultStreamAccessConfig },
    });
  });

  it('reads the stream-access services and names a bad one', () => {
    const config = loadServerConfig({
      PROXY_TEST_URL: 'https://echo.example/get',
      GEOLOCATION_URL: 'https://geo.example/json',
    });
    expect(config.app).toMatchObject({
      PROXY_TEST_URL: 'https://echo.example/get',
      GEOLOCATION_URL: 'https://geo.example/json',
      GEOLOCATION_FALLBACK_URL: '',
    });
    expect(failure({ FILE_HOST_API_URL: 'fed-api.example' })).toBe(
      'Invalid configuration: FILE_HOST_API_URL must be an http(s) URL or a path starting with / (got "fed-api.example")',
    );
  });

  it('reads the server settings', () => {
    const config = loadServerConfig(
      { PORT: '3000', HOST: '127.0.0.1', DATA_DIR: '../state', LOG_LEVEL: 'info' },
      '/srv/flicker',
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/state',
      logLevel: 'info',
    });
    expect(loadServerConfig({ DATA_DIR: '/var/lib/flicker' }).dataDir).toBe('/var/lib/flicker');
    expect(loadServerConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it.each(['abc', '0', '65536', '80.5', '-1', ''])('rejects PORT=%j naming PORT', (port) => {
    expect(failure({ PORT: port })).toBe(
      `Invalid configuration: PORT must be an integer from 1 to 65535 (got ${JSON.stringify(port)})`,
    );
  });

  it('names HOST, DATA_DIR and LOG_LEVEL when they are bad', () => {
    expect(failure({ HOST: ' ' })).toBe('Invalid configuration: HOST must not be empty (got " ")');
    expect(failure({ DATA_DIR: '' })).toBe(
      'Invalid configuration: DATA_DIR must not be empty (got "")',
    );
    expect(failure({ LOG_LEVEL: 'loud' })).toMatch(
      /^Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, .* \(got "loud"\)$/,
    );
  });

  it('reads booleans as true, false, 1 or 0 in any case', () => {
    const config = loadServerConfig({
      HAS_ONBOARDING: 'FALSE',
      ALLOW_AUTOPLAY: '0',
      ALLOW_FEBBOX_KEY: 'True',
      ALLOW_REAL_DEBRID_KEY: ' 1 ',
    });
    expect(config.app).toMatchObject({
      HAS_ONBOARDING: false,
      ALLOW_AUTOPLAY: false,
      ALLOW_FEBBOX_KEY: true,
      ALLOW_REAL_DEBRID_KEY: true,
    });
  });

  it.each(['yes', 'on', ''])('rejects the boolean %j naming the variable', (value) => {
    expect(failure({ NORMAL_ROUTER: value })).toBe(
      `Invalid configuration: NORMAL_ROUTER must be true, false, 1 or 0 (got ${JSON.stringify(value)})`,
    );
  });

  it('splits lists on commas, trimming and dropping blanks', () => {
    const config = loadServerConfig({
      DISALLOWED_IDS: ' tmdb-movie-1 , ,tmdb-tv-2,',
      PROXY_URLS: 'https://a.example , http://b.example:8080/worker',
      M3U8_PROXY_URLS: '',
    });
    expect(config.app.DISALLOWED_IDS).toEqual(['tmdb-movie-1', 'tmdb-tv-2']);
    expect(config.app.PROXY_URLS).toEqual(['https://a.example', 'http://b.example:8080/worker']);
    expect(config.app.M3U8_PROXY_URLS).toEqual([]);
  });

  it('names the list and the bad item', () => {
    expect(failure({ PROXY_URLS: 'http://ok.example,http://x/' })).toBe(
      'Invalid configuration: PROXY_URLS must not end with a slash (got "http://x/")',
    );
    expect(failure({ M3U8_PROXY_URLS: 'ftp://files.example' })).toBe(
      'Invalid configuration: M3U8_PROXY_URLS must be an http or https URL (got "ftp://files.example")',
    );
    expect(failure({ PROXY_URLS: 'not a url' })).toBe(
      'Invalid configuration: PROXY_URLS must be a valid URL (got "not a url")',
    );
  });

  it('keeps strings as they are, empty included', () => {
    const config = loadServerConfig({
      BANNER_MESSAGE: '  Maintenance tonight, 22:00 UTC  ',
      BACKEND_URL: '',
      GITHUB_URL: 'https://github.com/example/flicker',
      DONATION_URL: '',
    });
    expect(config.app).toMatchObject({
      BANNER_MESSAGE: '  Maintenance tonight, 22:00 UTC  ',
      BACKEND_URL: '',
      GITHUB_URL: 'https://github.com/example/flicker',
      DONATION_URL: '',
    });
  });

  it('names bad URLs', () => {
    expect(failure({ GITHUB_URL: 'github' })).toBe(
      'Invalid configuration: GITHUB_URL must be a valid URL (got "github")',
    );
    expect(failure({ BACKEND_URL: 'backend' })).toBe(
      'Invalid configuration: BACKEND_URL must be an http(s) URL or a path starting with / (got "backend")',
    );
  });

  it('refuses links that are not http or https', () => {
    expect(failure({ GITHUB_URL: 'javascript:alert(1)' })).toBe(
      'Invalid configuration: GITHUB_URL must be an http or https URL (got "javascript:alert(1)")',
    );
    expect(failure({ BACKEND_URL: 'ftp://files.test/backend' })).toBe(
      'Invalid configuration: BACKEND_URL must be an http(s) URL or a path starting with / (got "ftp://files.test/backend")',
    );
  });

  it('reads the cast SDK address, and names a bad one', () => {
    const sdk = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
    expect(loadServerConfig({ CAST_SDK_URL: sdk }).app.CAST_SDK_URL).toBe(sdk);
    expect(loadServerConfig({}).app.CAST_SDK_URL).toBe('');
    expect(failure({ CAST_SDK_URL: 'cast_sender.js' })).toBe(
      'Invalid configuration: CAST_SDK_URL must be an http(s) URL or a path starting with / (got "cast_sender.js")',
    );
  });

  it("needs BACKEND_SECRET with DATABASE_URL, so servers sharing a database accept each other's tokens", () => {
    expect(failure({ DATABASE_URL: 'postgres://app:pw@db.internal/flicker' })).toBe(
      'Invalid configuration: BACKEND_SECRET must be set when DATABASE_URL is set',
    );
    const config = loadServerConfig({
      DATABASE_URL: 'postgres://app:pw@db.internal/flicker',
      BACKEND_SECRET: 'x'.repeat(32),
    });
    expect(config.backendSecret).toBe('x'.repeat(32));
  });

  it('reads the request time-out in seconds and the connections per address', () => {
    expect(loadServerConfig({ REQUEST_TIMEOUT: '5', CONNECTIONS_PER_ADDRESS: '20' })).toMatchObject(
      { requestTimeoutMs: 5_000, connectionsPerAddress: 20 },
    );
    expect(failure({ REQUEST_TIMEOUT: '0' })).toBe(
      'Invalid configuration: REQUEST_TIMEOUT must be a whole number of seconds from 1 to 3600 (got "0")',
    );
    expect(failure({ CONNECTIONS_PER_ADDRESS: 'many' })).toBe(
      'Invalid configuration: CONNECTIONS_PER_ADDRESS must be an integer from 1 to 100000 (got "many")',
    );
  });

  it('reads TRUST_PROXY as Fastify takes it, and names an address that does not parse', () => {
    expect(loadServerConfig({}).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,fd00::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::1',
    ]);
    expect(failure({ TRUST_PROXY: 'nginx' })).toBe(
      'Invalid configuration: TRUST_PROXY must be true, false, a number of hops or a list of addresses and ranges (invalid IP address: nginx) (got "nginx")',
    );
  });

  it('reads PUBLIC_URL as an origin, and names one with a path', () => {
    expect(loadServerConfig({}).publicUrl).toBeUndefined();
    expect(loadServerConfig({ PUBLIC_URL: 'https://flicker.example/' }).publicUrl).toBe(
      'https://flicker.example',
    );
    expect(loadServerConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe(
      'http://10.0.0.5:8080',
    );
    for (const bad of ['https://flicker.example/app', 'ftp://flicker.example', 'flicker.example']) {
      expect(failure({ PUBLIC_URL: bad })).toBe(
        `Invalid configuration: PUBLIC_URL must be an http(s) origin such as https://flicker.example, without a path (got "${bad}")`,
      );
    }
  });

  it('keeps the metrics token, and names one too short without printing it', () => {
    expect(loadServerConfig({ METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe(
      'scrape-me-0123456789',
    );
    expect(failure({ METRICS_TOKEN: 'short' })).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters long',
    );
  });

  it('reports every bad variable on one line', () => {
    const message = failure({ PORT: 'abc', HAS_ONBOARDING: 'maybe', GITHUB_URL: 'x\ny' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toBe(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc"); ' +
        'HAS_ONBOARDING must be true, false, 1 or 0 (got "maybe"); ' +
        'GITHUB_URL must be a valid URL (got "x\\ny")',
    );
  });
});
