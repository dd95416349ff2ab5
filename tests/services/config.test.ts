// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../src/contracts/config.ts';
import { streamAccessConfigOf } from '../../src/contracts/streamAccessConfig.ts';
import { loadConfig } from '../../src/services/config/load.ts';
import { network } from '../support/network.ts';

describe('loading /config.json', () => {
  it('returns the validated configuration', async () => {
    network.use(
      http.get('/config.json', () =>
        HttpResponse.json({ ...defaultAppConfig, BANNER_MESSAGE: 'Hi' }),
      ),
    );
    expect(await loadConfig()).toEqual({ ...defaultAppConfig, BANNER_MESSAGE: 'Hi' });
  });

  it('reads a configuration written before casting had a setting: no cast SDK', async () => {
    const { CAST_SDK_URL: _, ...older } = defaultAppConfig;
    network.use(http.get('/config.json', () => HttpResponse.json(older)));
    expect((await loadConfig()).CAST_SDK_URL).toBe('');
  });

  it('keeps the stream-access services for the pages that read them; a bad one is defaulted', async () => {
    network.use(
      http.get('/config.json', () =>
        HttpResponse.json({
          ...defaultAppConfig,
          PROXY_TEST_URL: 'https://echo.example/get',
          GEOLOCATION_URL: 'geo.example',
        }),
      ),
    );
    expect(streamAccessConfigOf(await loadConfig())).toEqual({
      PROXY_TEST_URL: 'https://echo.example/get',
      GEOLOCATION_URL: '',
      GEOLOCATION_FALLBACK_URL: '',
      FILE_HOST_API_URL: '',
      DEBRID_API_URL: 'https://api.real-debrid.com/rest/1.0',
    });
  });

  it.each([
    ['missing', () => new HttpResponse('Not found', { status: 404 }), '/config.json answered 404'],
    [
      'not JSON',
      () => new HttpResponse('<html>', { status: 200 }),
      '/config.json is not valid JSON',
    ],
    [
      'invalid',
      () => HttpResponse.json({ ...defaultAppConfig, PROXY_URLS: ['https://x.test/'] }),
      '/config.json: PROXY_URLS.0 must not end with a slash',
    ],
    ['unreachable', () => HttpResponse.error(), 'Could not reach /config.json'],
  ])('explains a %s configuration', async (_, answer, message) => {
    network.use(http.get('/config.json', answer));
    await expect(loadConfig()).rejects.toThrow(message);
  });
});
