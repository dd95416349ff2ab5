import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  type LibraryClip,
  type LibraryEntry,
  type LibraryManifest,
  libraryManifestSchema,
} from '../src/contracts/library.ts';

/**
 * `npm run media:library`: makes the sample media library in `media/` with Debian's ffmpeg
 * (`apt-get install ffmpeg fonts-dejavu-core`). Every clip is drawn here: a moving test picture with
 * the clip's name, its rendition and a burnt-in clock, over tones. The outputs are committed, so
 * nothing else needs ffmpeg; run this again only to change them.
 *
 * - `test-card`: HLS (fMP4) at 1080, 720 and 480 lines, English and German audio renditions, an
 *   English WebVTT subtitle rendition, and a thumbnails track (sprite + WebVTT).
 * - `countdown`: MP4 files at 720 and 480 lines.
 * - `pioneer-1` … `pioneer-3`: three MP4 episodes with an 8 s intro and 8 s of credits.
 * - `feature`, `pioneer-4` … `pioneer-6`: minutes long, so continue watching (20 s watched, 120 s
 *   left) can list them; 480 lines at a few kbit/s over a still picture, to stay within the budget.
 *
 * x264 runs on one thread: with several, its rate control makes different bytes on every run.
 */

const MEDIA_DIR = join(import.meta.dirname, '../media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 24;
const SEGMENT_SECONDS = 4;
const MAX_LIBRARY_BYTES = 25 * 1024 * 1024;

/** H.264 High profile at the level each size needs (`avc1.64` + the level in hex). */
const RENDITIONS = [
  { height: 1080, width: 1920, videoKbps: 900, level: 40 },
  { height: 720, width: 1280, videoKbps: 500, level: 31 },
  { height: 480, width: 854, videoKbps: 250, level: 30 },
] as const;

const AUDIO = [
  { language: 'en', name: 'English', frequency: 440 },
  { language: 'de', name: 'Deutsch', frequency: 660 },
] as const;

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

/** ffmpeg's drawtext wants `:` and `'` escaped inside its option values. */
const escapeText = (text: string) => text.replace(/[\\':]/g, (c) => `\\${c}`);

function drawText(text: string, options: string): string {
  return `drawtext=fontfile=${FONT}:text='${escapeText(text)}':fontcolor=white:borderw=3:bordercolor=black@0.8:${options}`;
}

/** The burnt-in clock: the time of the frame, to the tenth of a second. */
const CLOCK = `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=h/9:borderw=4:bordercolor=black:x=(w-tw)/2:y=(h-th)/2`;

/** A clock to the second, for the long clips: one that changes every frame costs 4× the bits. */
const SECONDS_CLOCK = `drawtext=fontfile=${FONT}:text='%{pts\\:gmtime\\:0\\:%T}':fontcolor=white:fontsize=h/9:borderw=4:bordercolor=black:x=(w-tw)/2:y=(h-th)/2`;

/** The clip's name at the top and its rendition in the corner. */
const labels = (label: string, height: number) => [
  drawText(label, 'fontsize=h/14:x=(w-tw)/2:y=h/8'),
  drawText(`${height}p`, 'fontsize=h/18:x=w-tw-h/20:y=h-th-h/20'),
];

/** A moving picture with labels, at `height` lines; `extra` adds drawtext filters (e.g. "Intro"). */
function picture(
  label: string,
  seconds: number,
  width: number,
  height: number,
  hue: number,
  extra: string[] = [],
) {
  const filters = [`hue=h=${hue}`, ...labels(label, height), CLOCK, ...extra];
  return {
    input: [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=${FPS}:duration=${seconds}`,
    ],
    filter: ['-vf', filters.join(',')],
  };
}
type Picture = ReturnType<typeof picture>;

/**
 * A long clip's picture, cheap enough that minutes of it fit the budget: still colour bars, a box
 * sweeping across them every 10 s, a bar along the bottom that fills as the clip plays, the labels
 * and a clock to the second. The moves are whole pixels, which x264 predicts at almost no cost.
 */
function longPicture(
  label: string,
  seconds: number,
  width: number,
  height: number,
  hue: number,
  extra: string[] = [],
): Picture {
  const box = `${Math.round(height / 6)}x${Math.round(height / 12)}`;
  const bar = `${width}x${Math.round(height / 60)}`;
  const graph = [
    `hue=h=${hue}[bars]`,
    `color=white:size=${box}:rate=${FPS}[box]`,
    `color=yellow:size=${bar}:rate=${FPS}[bar]`,
    `[bars][box]overlay=x='mod(n*4,W+w)-w':y=H*0.6:shortest=1[swept]`,
    [
      `[swept][bar]overlay=x='floor(W*t/${seconds})-w':y=H-h:shortest=1`,
      ...labels(label, height),
      SECONDS_CLOCK,
      ...extra,
    ].join(','),
  ];
  return {
    input: [
      '-f',
      'lavfi',
      '-i',
      `smptehdbars=size=${width}x${height}:rate=${FPS}:duration=${seconds}`,
    ],
    filter: ['-vf', graph.join(';')],
  };
}

function tone(frequency: number, seconds: number): string[] {
  return [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:beep_factor=4:sample_rate=48000:duration=${seconds}`,
  ];
}

interface H264Options {
  level?: number;
  /** By default 2 s, so HLS segments (4 s) and seeking line up. */
  keyframeSeconds?: number;
  /** The coarsest quantiser allowed: at a few kbit/s the rate control starves the first frame. */
  maxQp?: number;
}

const H264 = (kbps: number, { level = 40, keyframeSeconds = 2, maxQp }: H264Options = {}) => [
  '-c:v',
  'libx264',
  '-threads',
  '1',
  '-preset',
  'slow',
  '-profile:v',
  'high',
  '-level:v',
  (level / 10).toFixed(1),
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  `${kbps}k`,
  '-maxrate',
  `${Math.round(kbps * 1.5)}k`,
  // Room for a keyframe interval's bits, so a keyframe can spend what the frames after it save.
  '-bufsize',
  `${kbps * Math.max(2, keyframeSeconds)}k`,
  ...(maxQp === undefined ? [] : ['-qmax', String(maxQp)]),
  '-g',
  String(FPS * keyframeSeconds),
  '-keyint_min',
  String(FPS * keyframeSeconds),
  '-sc_threshold',
  '0',
];
const AAC = ['-c:a', 'aac', '-b:a', '64k', '-ac', '2'];
/** Enough for a tone (22 kHz, mono): a long clip's audio would otherwise outweigh its picture. */
const MONO_AAC = ['-c:a', 'aac', '-b:a', '12k', '-ac', '1', '-ar', '22050'];

/** Long clips: 480 lines at 24 kbit/s, a keyframe every 10 s (seeking decodes at most 10 s). */
const LONG_ENCODING = {
  width: 854,
  height: 480,
  videoKbps: 24,
  level: 30,
  keyframeSeconds: 10,
  maxQp: 34,
  audio: MONO_AAC,
};

function hlsPlaylist(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(dir, 'segment-%03d.m4s'),
    join(dir, 'index.m3u8'),
  ];
}

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(Math.round((seconds - whole) * 1000), 3)}`;
};

/** English subtitles: a line every 3 s saying what is on screen. */
/** What the clock says, in the subtitles' languages. */
const CLOCK_SAYS = {
  en: (seconds: number) => `The clock now reads ${seconds} seconds.`,
  de: (seconds: number) => `Die Uhr zeigt jetzt ${seconds} Sekunden.`,
};

function subtitles(seconds: number, language: keyof typeof CLOCK_SAYS = 'en'): string {
  const cues = [];
  for (let start = 1; start + 2 <= seconds; start += 3) {
    cues.push(`${timestamp(start)} --> ${timestamp(start + 2)}\n${CLOCK_SAYS[language](start)}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** A sprite of one frame every 2 s, and the WebVTT track pointing at its tiles. */
function thumbnails(source: string, dir: string, seconds: number): void {
  const every = 2;
  const count = Math.ceil(seconds / every);
  const columns = 5;
  const rows = Math.ceil(count / columns);
  const [width, height] = [160, 90];
  ffmpeg([
    '-i',
    source,
    '-vf',
    `fps=1/${every},scale=${width}:${height},tile=${columns}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    join(dir, 'thumbnails.jpg'),
  ]);
  const cues = Array.from({ length: count }, (_, index) => {
    const [x, y] = [(index % columns) * width, Math.floor(index / columns) * height];
    const end = Math.min(seconds, (index + 1) * every);
    return `${timestamp(index * every)} --> ${timestamp(end)}\nthumbnails.jpg#xywh=${x},${y},${width},${height}`;
  });
  writeFileSync(join(dir, 'thumbnails.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}

function testCard(work: string): LibraryClip {
  const id = 'test-card';
  const seconds = 30;
  const dir = join(MEDIA_DIR, id);
  for (const { width, height, videoKbps, level } of RENDITIONS) {
    const card = picture('Test card', seconds, width, height, 0);
    ffmpeg([
      ...card.input,
      ...card.filter,
      ...H264(videoKbps, { level }),
      '-an',
      ...hlsPlaylist(join(dir, `${height}p`)),
    ]);
  }
  for (const { language, frequency } of AUDIO) {
    ffmpeg([
      ...tone(frequency, seconds),
      ...AAC,
      '-vn',
      ...hlsPlaylist(join(dir, `audio-${language}`)),
    ]);
  }
  writeFileSync(join(dir, 'subtitles-en.vtt'), subtitles(seconds));
  // German only the subtitle lookup finds: the player adds it to the stream's English.
  writeFileSync(join(dir, 'subtitles-de.vtt'), subtitles(seconds, 'de'));
  writeFileSync(
    join(dir, 'subtitles-en.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${seconds}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXTINF:${seconds.toFixed(3)},`,
      'subtitles-en.vtt',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  const preview = join(work, 'test-card-preview.mp4');
  const small = picture('Test card', seconds, 480, 270, 0);
  ffmpeg([...small.input, ...small.filter, ...H264(300), '-an', preview]);
  thumbnails(preview, dir, seconds);
  writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(dir));
  return {
    id,
    description:
      'A moving test card with a burnt-in clock; HLS in three qualities, two audio languages, English subtitles, thumbnails.',
    duration: seconds,
    stream: { type: 'hls', playlist: `${id}/master.m3u8` },
    captions: [
      { language: 'en', type: 'vtt', url: `${id}/subtitles-en.vtt` },
      { language: 'de', type: 'vtt', url: `${id}/subtitles-de.vtt`, lookupOnly: true },
    ],
    thumbnails: `${id}/thumbnails.vtt`,
  };
}

/** Peak and average bits per second of a media playlist's segments (with its init segment). */
function measuredBandwidth(dir: string): { peak: number; average: number } {
  const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8').split('\n');
  const init = statSync(join(dir, 'init.mp4')).size;
  let [peak, bytes, seconds] = [0, init, 0];
  playlist.forEach((line, index) => {
    const duration = /^#EXTINF:([\d.]+)/.exec(line)?.[1];
    if (!duration) return;
    const size = statSync(join(dir, playlist[index + 1] as string)).size;
    peak = Math.max(peak, (size * 8) / Number(duration));
    bytes += size;
    seconds += Number(duration);
  });
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / seconds) };
}

function masterPlaylist(dir: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const [index, { language, name }] of AUDIO.entries()) {
    const isDefault = index === 0 ? 'YES' : 'NO';
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="${language}",NAME="${name}",DEFAULT=${isDefault},AUTOSELECT=YES,CHANNELS="2",URI="audio-${language}/index.m3u8"`,
    );
  }
  lines.push(
    '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subtitles",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles-en.m3u8"',
  );
  const audio = measuredBandwidth(join(dir, `audio-${AUDIO[0].language}`));
  for (const { width, height, level } of RENDITIONS) {
    const video = measuredBandwidth(join(dir, `${height}p`));
    const codecs = `avc1.6400${level.toString(16).padStart(2, '0')},mp4a.40.2`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${video.peak + audio.peak},AVERAGE-BANDWIDTH=${video.average + audio.average},RESOLUTION=${width}x${height},FRAME-RATE=${FPS}.000,CODECS="${codecs}",AUDIO="audio",SUBTITLES="subtitles"`,
      `${height}p/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Mp4Encoding extends H264Options {
  videoKbps: number;
  audio?: string[];
}

function mp4(
  output: string,
  video: Picture,
  frequency: number,
  seconds: number,
  { videoKbps, audio = AAC, ...options }: Mp4Encoding,
) {
  ffmpeg([
    ...video.input,
    ...tone(frequency, seconds),
    ...video.filter,
    '-map',
    '0:v',
    '-map',
    '1:a',
    ...H264(videoKbps, options),
    ...audio,
    '-movflags',
    '+faststart',
    '-shortest',
    output,
  ]);
}

function countdown(): LibraryClip {
  const id = 'countdown';
  const seconds = 20;
  const dir = join(MEDIA_DIR, id);
  mkdirSync(dir, { recursive: true });
  const qualities: Record<string, string> = {};
  for (const rendition of RENDITIONS.slice(1)) {
    const { width, height } = rendition;
    mp4(
      join(dir, `${height}p.mp4`),
      picture('Countdown', seconds, width, height, 140),
      523,
      seconds,
      rendition,
    );
    qualities[String(height)] = `${id}/${height}p.mp4`;
  }
  return {
    id,
    description: 'A moving picture with a burnt-in clock, as MP4 files at 720 and 480 lines.',
    duration: seconds,
    stream: { type: 'file', qualities },
    captions: [],
  };
}

/** A long movie: minutes of moving picture, so a viewer can stop in the middle and come back. */
function feature(): LibraryClip {
  const id = 'feature';
  const seconds = 6 * 60;
  const dir = join(MEDIA_DIR, id);
  mkdirSync(dir, { recursive: true });
  const { width, height } = LONG_ENCODING;
  const video = longPicture('Feature', seconds, width, height, 90);
  mp4(join(dir, `${height}p.mp4`), video, 392, seconds, LONG_ENCODING);
  return {
    id,
    description: `A moving picture of ${seconds / 60} minutes with a burnt-in clock, as an MP4 file at ${height} lines.`,
    duration: seconds,
    stream: { type: 'file', qualities: { [String(height)]: `${id}/${height}p.mp4` } },
    captions: [],
  };
}

const INTRO_SECONDS = 8;
const CREDITS_SECONDS = 8;
/** Episodes 1–3 are short clips; the rest of the season is minutes long (see LONG_ENCODING). */
const SHORT_EPISODES = 3;
const EPISODE_NUMBERS = [1, 2, 3, 4, 5, 6];

function episode(number: number): LibraryClip {
  const id = `pioneer-${number}`;
  const long = number > SHORT_EPISODES;
  const seconds = long ? 4 * 60 : 40;
  const dir = join(MEDIA_DIR, 'pioneer');
  mkdirSync(dir, { recursive: true });
  const marks = [
    drawText('Intro', `fontsize=h/10:x=(w-tw)/2:y=h*0.7:enable='lt(t,${INTRO_SECONDS})'`),
    drawText(
      'Credits',
      `fontsize=h/10:x=(w-tw)/2:y=h*0.7:enable='gte(t,${seconds - CREDITS_SECONDS})'`,
    ),
  ];
  const encoding = long ? LONG_ENCODING : { ...RENDITIONS[1], videoKbps: 400 };
  const { width, height } = encoding;
  const draw = long ? longPicture : picture;
  const video = draw(`Episode ${number}`, seconds, width, height, 240 + number * 20, marks);
  mp4(join(dir, `episode-${number}.mp4`), video, 330 + number * 55, seconds, encoding);
  const length = long ? `, ${seconds / 60} minutes long at ${height} lines` : '';
  return {
    id,
    description: `Episode ${number} of a sample show${length}: an 8 s intro, a burnt-in clock, 8 s of credits.`,
    duration: seconds,
    stream: { type: 'file', qualities: { [String(height)]: `pioneer/episode-${number}.mp4` } },
    captions: [],
    intro: { start: 0, end: INTRO_SECONDS },
  };
}

/** The catalogue titles the clips stand in for (server/catalogue/data). */
const ENTRIES: LibraryEntry[] = [
  { type: 'movie', tmdbId: 45745, clip: 'test-card' }, // Sintel
  { type: 'movie', tmdbId: 133701, clip: 'test-card' }, // Tears of Steel
  { type: 'movie', tmdbId: 10378, clip: 'countdown' }, // Big Buck Bunny
  { type: 'movie', tmdbId: 9761, clip: 'countdown' }, // Elephants Dream
  { type: 'movie', tmdbId: 358332, clip: 'feature' }, // Cosmos Laundromat
  { type: 'movie', tmdbId: 891761, clip: 'feature' }, // Sprite Fright
  { type: 'movie', tmdbId: 961, clip: 'countdown' }, // The General (members only)
  ...EPISODE_NUMBERS.map(
    (episode): LibraryEntry => ({
      type: 'show',
      tmdbId: 33050,
      season: 1,
      episode,
      clip: `pioneer-${episode}`,
    }), // Pioneer One
  ),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function main(): void {
  if (!existsSync(FONT)) throw new Error(`Missing ${FONT}: apt-get install fonts-dejavu-core`);
  // What this script makes, and nothing else of the folder (its README stays).
  for (const made of ['test-card', 'countdown', 'feature', 'pioneer', 'manifest.json']) {
    rmSync(join(MEDIA_DIR, made), { recursive: true, force: true });
  }
  const work = mkdtempSync(join(tmpdir(), 'media-library-'));
  try {
    const manifest: LibraryManifest = libraryManifestSchema.parse({
      clips: [testCard(work), countdown(), feature(), ...EPISODE_NUMBERS.map(episode)],
      entries: ENTRIES,
    });
    writeFileSync(join(MEDIA_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const files = filesUnder(MEDIA_DIR);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(`media/: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  for (const file of files.filter((path) => statSync(path).size > 1024 * 1024)) {
    console.log(
      `  ${relative(MEDIA_DIR, file)} ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB`,
    );
  }
  if (bytes > MAX_LIBRARY_BYTES) throw new Error('The library is over its 25 MiB budget');
}

main();
