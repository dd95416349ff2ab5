import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../../../server/library/plugin.ts';
import { loadLibrary, refKey } from '../../../../server/library/scraper/library.ts';
import { SCENARIOS } from '../../../../server/library/scraper/scenarios.ts';
import { libraryManifestSchema } from '../../../../src/contracts/library.ts';

const manifest = libraryManifestSchema.parse(
  JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8')),
);
const library = loadLibrary(MEDIA_DIR);

describe('the scenario table', () => {
  it('gives every title of the library one scenario', () => {
    expect(SCENARIOS.map(({ ref }) => refKey(ref)).sort()).toEqual(
      manifest.entries.map((entry) => refKey(entry)).sort(),
    );
  });

  it.each(SCENARIOS.map((scenario) => [scenario.title, scenario] as const))(
    '%s is found by a source that can find it',
    (_title, { ref, finder }) => {
      const clip = library.find(ref);
      expect(clip).toBeDefined();
      if (finder === 'library-hls') expect(clip?.stream.type).toBe('hls');
      if (finder === 'library-files') expect(clip?.stream.type).toBe('file');
      // library-hls does movies only.
      if (finder === 'library-hls') expect(ref.type).toBe('movie');
    },
  );

  it('has one title with exactly one embed and one with several', () => {
    const embedded = SCENARIOS.filter(({ finder }) => finder === 'library-embeds');
    expect(embedded.map(({ ref }) => ref.type).sort()).toEqual(['movie', 'show']);
  });
});
