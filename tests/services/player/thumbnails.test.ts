// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  loadThumbnails,
  parseThumbnails,
  type Thumbnail,
  thumbnailAt,
} from '../../../src/services/player/thumbnails.ts';
import { network } from '../../support/network.ts';

const TRACK_URL = 'https://cdn.example/library/test-card/thumbnails.vtt';
const testCard = readFileSync(resolve('media/test-card/thumbnails.vtt'), 'utf8');

describe('parseThumbnails (a WebVTT thumbnails track)', () => {
  it("reads the library test card's sprite: 15 cues of 2 s in a 5 × 3 grid of 160 × 90", () => {
    const thumbnails = parseThumbnails(testCard, TRACK_URL);
    expect(thumbnails).toHaveLength(15);
    expect(thumbnails[0]).toEqual({
      start: 0,
      end: 2,
      url: 'https://cdn.example/library/test-card/thumbnails.jpg',
      x: 0,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(thumbnails[6]).toMatchObject({ start: 12, end: 14, x: 160, y: 90 });
    expect(thumbnails.at(-1)).toMatchObject({ start: 28, end: 30, x: 640, y: 180 });
  });

  it('resolves image URLs against the track, and reads hours, identifiers, notes and CRLF', () => {
    const track = [
      'WEBVTT - thumbnails',
      'Kind: metadata',
      '',
      'NOTE made by hand',
      '',
      'late',
      '01:00:00.000 --> 01:00:05.500 align:start',
      '/images/late.jpg',
      '',
      '00:10.000 --> 00:20.000',
      '../sheet.png#xywh=pixel:10,20,30,40',
      '',
      '00:00.000 --> 00:10.000',
      'https://img.example/first.jpg',
    ].join('\r\n');
    expect(parseThumbnails(`\uFEFF${track}`, TRACK_URL)).toEqual([
      {
        start: 0,
        end: 10,
        url: 'https://img.example/first.jpg',
        x: 0,
        y: 0,
        width: null,
        height: null,
      },
      {
        start: 10,
        end: 20,
        url: 'https://cdn.example/library/sheet.png',
        x: 10,
        y: 20,
        width: 30,
        height: 40,
      },
      {
        start: 3600,
        end: 3605.5,
        url: 'https://cdn.example/images/late.jpg',
        x: 0,
        y: 0,
        width: null,
        height: null,
      },
    ]);
  });

  it('rejects a body that is not WebVTT', () => {
    expect(() => parseThumbnails('<!doctype html><p>Not found</p>', TRACK_URL)).toThrow(
      'The thumbnails track is not WebVTT: it does not start with WEBVTT',
    );
    expect(() => parseThumbnails('WEBVTTX\n', TRACK_URL)).toThrow(/not WebVTT/);
  });

  it('names the line of a cue without an image URL', () => {
    const track = 'WEBVTT\n\n00:00.000 --> 00:02.000\na.jpg\n\n00:02.000 --> 00:04.000\n';
    expect(() => parseThumbnails(track, TRACK_URL)).toThrow('Line 6: the cue has no image URL');
  });

  it('names the line of a bad sprite region', () => {
    const bad = (xywh: string) =>
      parseThumbnails(`WEBVTT\n\n00:00.000 --> 00:02.000\na.jpg#xywh=${xywh}\n`, TRACK_URL);
    expect(() => bad('1,2,3')).toThrow(
      'Line 3: the sprite region "xywh=1,2,3" is not x,y,width,height in pixels',
    );
    expect(() => bad('percent:0,0,50,50')).toThrow(/sprite region/);
    expect(() => bad('0,0,0,90')).toThrow(/sprite region/);
  });

  it('names the line of a bad cue timing', () => {
    expect(() => parseThumbnails('WEBVTT\n\nsomething\nelse\n', TRACK_URL)).toThrow(
      'Line 4: expected a cue timing like "00:00:00.000 --> 00:00:02.000"',
    );
    expect(() => parseThumbnails('WEBVTT\n\n00:05.000 --> 00:02.000\na.jpg\n', TRACK_URL)).toThrow(
      'Line 3: the cue ends before it starts',
    );
  });
});

describe('thumbnailAt', () => {
  const cue = (start: number, end: number): Thumbnail => ({
    start,
    end,
    url: `https://img.example/${start}.jpg`,
    x: 0,
    y: 0,
    width: null,
    height: null,
  });
  const thumbnails = [cue(0, 2), cue(2, 4), cue(6, 8)];

  it('picks the cue holding the time, the next one from its start', () => {
    expect(thumbnailAt(thumbnails, 0)?.start).toBe(0);
    expect(thumbnailAt(thumbnails, 1.999)?.start).toBe(0);
    expect(thumbnailAt(thumbnails, 2)?.start).toBe(2);
    expect(thumbnailAt(thumbnails, 7)?.start).toBe(6);
  });

  it('has the last picture at the very end, and none before, after or between cues', () => {
    expect(thumbnailAt(thumbnails, 8)?.start).toBe(6);
    expect(thumbnailAt(thumbnails, 8.001)).toBeUndefined();
    expect(thumbnailAt(thumbnails, -1)).toBeUndefined();
    expect(thumbnailAt(thumbnails, 5)).toBeUndefined();
    expect(thumbnailAt([], 0)).toBeUndefined();
  });

  it('finds every cue of the test card', () => {
    const card = parseThumbnails(testCard, TRACK_URL);
    for (const thumbnail of card) {
      expect(thumbnailAt(card, thumbnail.start + 1)).toBe(thumbnail);
    }
  });
});

describe('loadThumbnails', () => {
  const path = '/library/test-card/thumbnails.vtt';

  it("reads the track at a page-relative address, its images at the page's origin", async () => {
    network.use(http.get(`${location.origin}${path}`, () => HttpResponse.text(testCard)));
    const thumbnails = await loadThumbnails(path);
    expect(thumbnails).toHaveLength(15);
    expect(thumbnails[0]?.url).toBe(`${location.origin}/library/test-card/thumbnails.jpg`);
  });

  it('says what the server answered when the track cannot be read', async () => {
    network.use(
      http.get(`${location.origin}${path}`, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(loadThumbnails(path)).rejects.toThrow('The thumbnails track answered 404');
  });
});
