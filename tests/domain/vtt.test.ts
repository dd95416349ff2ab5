import { describe, expect, it } from 'vitest';
import { cuesToVtt } from '../../src/domain/vtt.ts';

describe("cues for the browser's own captions (doc 1 §3)", () => {
  it('writes WebVTT with its timestamps, the simple tags kept and the others dropped', () => {
    expect(
      cuesToVtt([
        { start: 1, end: 3.5, text: 'Hello <b>there</b>' },
        { start: 3661.25, end: 3662, text: '<span class="yellow">Two</span><br>lines' },
      ]),
    ).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nHello <b>there</b>\n\n01:01:01.250 --> 01:01:02.000\nTwo\nlines\n',
    );
  });

  it('shifts them by the delay, leaving out what would end before the start', () => {
    const cues = [
      { start: 0.5, end: 1, text: 'gone' },
      { start: 2, end: 3, text: 'kept' },
    ];
    expect(cuesToVtt(cues, -1.5)).toBe('WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nkept\n');
    expect(cuesToVtt(cues, 2)).toContain('00:00:04.000 --> 00:00:05.000\nkept');
  });
});
