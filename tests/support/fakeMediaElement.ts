import type { MediaElement } from '../../src/services/player/display.ts';

/**
 * A media element whose events the test fires, as a browser's `<video>` would. Requests (play,
 * pause, seeking, volume) are recorded; setting volume or rate fires their change events, as the
 * element does. Serialises as a name, so snapshots that hold it compare by state alone.
 */
/**
 * A fake element that, like a browser's, resets `paused` when a source is set (the element's load
 * algorithm drops a play asked before).
 */
export function elementResettingPlay(hlsSupport: '' | 'maybe' = ''): FakeMediaElement {
  const element = new FakeMediaElement(hlsSupport);
  let src = '';
  Object.defineProperty(element, 'src', {
    get: () => src,
    set: (value: string) => {
      src = value;
      element.paused = true;
    },
  });
  return element;
}

export class FakeMediaElement extends EventTarget implements MediaElement {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  videoHeight = 0;
  error: MediaError | null = null;
  /** The text tracks, as the browser lists them. */
  readonly tracks = new FakeTextTrackList();
  /** The page's `<track>` children. */
  private readonly trackElements: Array<{ track: TextTrack }> = [];
  readonly calls: string[] = [];
  private ranges: Array<[number, number]> = [];
  private state = { volume: 1, muted: false, playbackRate: 1 };

  constructor(private readonly hlsSupport: '' | 'maybe' = '') {
    super();
  }

  get volume() {
    return this.state.volume;
  }
  set volume(value: number) {
    this.state.volume = value;
    this.fire('volumechange');
  }
  get muted() {
    return this.state.muted;
  }
  set muted(value: boolean) {
    this.state.muted = value;
    this.fire('volumechange');
  }
  get playbackRate() {
    return this.state.playbackRate;
  }
  set playbackRate(value: number) {
    this.state.playbackRate = value;
    this.fire('ratechange');
  }

  get buffered(): TimeRanges {
    const ranges = this.ranges;
    return {
      length: ranges.length,
      start: (index: number) => ranges[index]?.[0] ?? 0,
      end: (index: number) => ranges[index]?.[1] ?? 0,
    };
  }

  play(): Promise<void> {
    this.calls.push('play');
    return Promise.resolve();
  }
  pause(): void {
    this.calls.push('pause');
  }
  load(): void {
    this.calls.push('load');
  }
  canPlayType(type: string): string {
    return type === 'application/vnd.apple.mpegurl' ? this.hlsSupport : 'maybe';
  }
  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  get textTracks(): TextTrackList {
    return this.tracks as unknown as TextTrackList;
  }
  querySelectorAll(): NodeListOf<HTMLTrackElement> {
    return this.trackElements as unknown as NodeListOf<HTMLTrackElement>;
  }

  /**
   * A text track in `mode`: the stream's, added by the browser, or with `own` the track of a
   * `<track>` child the page added.
   */
  addTrack(label: string, mode: TextTrackMode, { own = false } = {}): TextTrack {
    const track = this.tracks.create(label, mode);
    if (own) this.trackElements.push({ track });
    this.tracks.add(track);
    return track;
  }

  /** Fires an element event (`playing`, `pause`, `timeupdate`…), updating what it implies. */
  fire(type: string): void {
    if (type === 'play' || type === 'playing') [this.paused, this.ended] = [false, false];
    if (type === 'pause') this.paused = true;
    if (type === 'ended') [this.paused, this.ended] = [true, true];
    this.dispatchEvent(new Event(type));
  }

  /** Buffered ranges, then a `progress` event. */
  setBuffered(ranges: Array<[number, number]>): void {
    this.ranges = ranges;
    this.fire('progress');
  }

  toJSON() {
    return 'FakeMediaElement';
  }
}

/** A browser's TextTrackList: `addtrack` when a track is added, `change` when a mode changes. */
export class FakeTextTrackList extends EventTarget {
  private readonly tracks: TextTrack[] = [];

  get length(): number {
    return this.tracks.length;
  }
  [Symbol.iterator]() {
    return this.tracks[Symbol.iterator]();
  }

  create(label: string, mode: TextTrackMode): TextTrack {
    const list = this;
    let current = mode;
    return {
      kind: 'subtitles',
      label,
      get mode() {
        return current;
      },
      set mode(next: TextTrackMode) {
        current = next;
        list.dispatchEvent(new Event('change'));
      },
    } as TextTrack;
  }

  add(track: TextTrack): void {
    this.tracks.push(track);
    this.dispatchEvent(new Event('addtrack'));
  }
}
