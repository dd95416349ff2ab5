import { describe, expect, it } from 'vitest';
import {
  buildDebugReport,
  componentStackHead,
  redactSecrets,
} from '../../src/domain/debugReport.ts';

const secrets = {
  proxyUrls: ['https://a.workers.test', 'https://a.workers.test/longer'],
  m3u8ProxyUrls: ['https://m3u8.test'],
};

describe('debug report (doc 3 §3, §8)', () => {
  it('replaces proxy and worker URLs with placeholders, longest first', () => {
    const text =
      'GET https://a.workers.test/longer/x then https://m3u8.test/p.m3u8 and https://a.workers.test/';
    expect(redactSecrets(text, secrets)).toBe(
      'GET <worker url>/x then <m3u8 proxy url>/p.m3u8 and <worker url>/',
    );
  });

  it('keeps the first 5 non-empty lines of the component stack', () => {
    const stack = '\n  at A\n\n  at B\n  at C\n  at D\n  at E\n  at F';
    expect(componentStackHead(stack)).toEqual(['at A', 'at B', 'at C', 'at D', 'at E']);
    expect(componentStackHead(undefined)).toEqual([]);
  });

  it('has the documented fields, with nothing secret left', () => {
    const report = JSON.parse(
      buildDebugReport(
        {
          error: {
            name: 'TypeError',
            message: 'failed https://m3u8.test/x',
            stack: 'at https://a.workers.test',
          },
          componentStack: '\n at Page',
          url: 'http://localhost/media/x',
          userAgent: 'UA',
          timestamp: '2026-11-21T00:00:00.000Z',
          online: false,
        },
        secrets,
      ),
    );
    expect(report).toMatchObject({
      timestamp: '2026-11-21T00:00:00.000Z',
      error: {
        type: 'TypeError',
        message: 'failed <m3u8 proxy url>/x',
        stackTrace: 'at <worker url>',
      },
      device: { userAgent: 'UA' },
      network: { online: false },
      url: 'http://localhost/media/x',
    });
  });
});
