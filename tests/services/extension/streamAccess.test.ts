import { describe, expect, it, vi } from 'vitest';
import type { Stream } from '../../../src/contracts/stream.ts';
import {
  ExtensionNeededError,
  PREPARE_STREAM_RULE,
  prepareForStream,
  type StreamAccess,
} from '../../../src/services/extension/streamAccess.ts';

const file = (extra: Partial<Stream> = {}): Stream =>
  ({
    id: 'members',
    type: 'file',
    flags: [],
    captions: [],
    qualities: {
      480: { type: 'mp4', url: 'https://cdn-a.example/480.mp4' },
      720: { type: 'mp4', url: 'https://cdn-b.example/720.mp4' },
    },
    ...extra,
  }) as Stream;

function access(works: boolean) {
  return {
    extensionWorks: vi.fn(async () => works),
    prepareStream: vi.fn(async () => {}),
  } satisfies StreamAccess;
}

describe('readying the browser for a stream (doc 2 §7)', () => {
  it('asks nothing of the extension for a stream without headers', async () => {
    const extension = access(true);
    await prepareForStream(file(), extension);
    expect(extension.extensionWorks).not.toHaveBeenCalled();
    expect(extension.prepareStream).not.toHaveBeenCalled();
  });

  it('has the extension set every header on every host of the stream, required over preferred', async () => {
    const extension = access(true);
    await prepareForStream(
      file({
        headers: { Referer: 'https://site.example/', 'X-Key': 'k' },
        preferredHeaders: { Referer: 'https://other.example/', Origin: 'https://site.example' },
      }),
      extension,
    );
    expect(extension.prepareStream).toHaveBeenCalledWith(
      {
        ruleId: PREPARE_STREAM_RULE,
        targetDomains: ['cdn-a.example', 'cdn-b.example'],
        requestHeaders: {
          Referer: 'https://site.example/',
          Origin: 'https://site.example',
          'X-Key': 'k',
        },
      },
      {},
    );
  });

  it('plays a stream that only prefers headers without the extension', async () => {
    const extension = access(false);
    await prepareForStream(
      file({ preferredHeaders: { Origin: 'https://site.example' } }),
      extension,
    );
    expect(extension.prepareStream).not.toHaveBeenCalled();
  });

  it('says a stream that requires headers needs the extension, when it does not work', async () => {
    const extension = access(false);
    await expect(
      prepareForStream(file({ headers: { 'X-Key': 'k' } }), extension),
    ).rejects.toBeInstanceOf(ExtensionNeededError);
    expect(extension.prepareStream).not.toHaveBeenCalled();
  });

  it('passes a failure of the extension on', async () => {
    const extension = access(true);
    extension.prepareStream.mockRejectedValueOnce(new Error('Domain is not allowed'));
    await expect(prepareForStream(file({ headers: { 'X-Key': 'k' } }), extension)).rejects.toThrow(
      'Domain is not allowed',
    );
  });
});
