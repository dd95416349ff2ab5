// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { JSON_SAFE_LIMITS, toJsonSafe } from '../../../src/services/devtools/jsonSafe.ts';

describe('JSON-safe copies of events and contexts', () => {
  it('drops actor references, functions, promises and DOM nodes', () => {
    const ref = createActor(createMachine({})).start();
    const copy = toJsonSafe({
      type: 'media.attach',
      element: document.createElement('video'),
      onDone: () => {},
      pending: Promise.resolve(),
      child: ref,
      children: [ref],
      kept: 1,
    });
    expect(copy).toEqual({ type: 'media.attach', children: [null], kept: 1 });
  });

  it('writes dates, errors, maps, sets, big and odd numbers as JSON can hold them', () => {
    expect(
      toJsonSafe({
        at: new Date('2026-11-26T20:15:03Z'),
        error: new TypeError('Failed to fetch'),
        byId: new Map([['a', 1]]),
        tags: new Set(['x']),
        big: 10n,
        nan: Number.NaN,
        bytes: new Uint8Array(1_000),
      }),
    ).toEqual({
      at: '2026-11-26T20:15:03.000Z',
      error: { name: 'TypeError', message: 'Failed to fetch' },
      byId: { a: 1 },
      tags: ['x'],
      big: '10',
      nan: 'NaN',
      bytes: '[1000 bytes]',
    });
  });

  it('cuts long arrays and strings, cycles and deep nesting, with a marker saying so', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20; level += 1) deep = { deeper: deep };
    const copy = toJsonSafe({
      list: Array.from({ length: 60 }, (_, index) => index),
      text: 'x'.repeat(2_000),
      cyclic,
      deep,
    }) as Record<string, unknown>;
    expect(copy.list).toHaveLength(JSON_SAFE_LIMITS.items + 1);
    expect((copy.list as unknown[]).at(-1)).toBe('… 10 more');
    expect(copy.text).toHaveLength(JSON_SAFE_LIMITS.chars + 1);
    expect(copy.cyclic).toEqual({ name: 'loop', self: '[circular]' });
    expect(JSON.stringify(copy.deep)).toContain('[…]');
  });

  it('copies a huge object graph at a bounded cost', () => {
    const wide = Array.from({ length: 50 }, () =>
      Array.from({ length: 50 }, () => Array.from({ length: 50 }, () => ({ leaf: true }))),
    );
    const copied = JSON.stringify(toJsonSafe(wide));
    expect(copied.match(/\{"leaf":true\}/g)?.length ?? 0).toBeLessThan(JSON_SAFE_LIMITS.objects);
  });

  it('shows an object whose getter throws as unreadable, not as a failure', () => {
    const broken = {
      get value(): never {
        throw new Error('detached');
      },
    };
    expect(toJsonSafe({ broken, fine: 1 })).toEqual({ broken: '[unreadable]', fine: 1 });
  });
});
