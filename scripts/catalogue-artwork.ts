import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderArtwork } from '../server/catalogue/art/render.ts';
import { ARTWORK_DIR } from '../server/catalogue/artwork.ts';
import { createCatalogue } from '../server/catalogue/catalogue.ts';
import { movies } from '../server/catalogue/data/movies.ts';
import { shows } from '../server/catalogue/data/shows.ts';

/**
 * `npm run catalogue:artwork` draws server/catalogue/artwork from the catalogue data (posters,
 * backdrops, logos, episode stills, cast portraits); `npm run catalogue:artwork -- --check` fails when
 * the committed files differ from a fresh run.
 */
const shownDir = relative(join(import.meta.dirname, '..'), ARTWORK_DIR);
const files = renderArtwork(createCatalogue({ movies, shows }));

function committed(): string[] {
  try {
    return readdirSync(ARTWORK_DIR).filter((name) => name.endsWith('.svg'));
  } catch {
    return [];
  }
}

function current(name: string): string | undefined {
  try {
    return readFileSync(join(ARTWORK_DIR, name), 'utf8');
  } catch {
    return undefined;
  }
}

const stale = [...files].filter(([name, svg]) => current(name) !== svg).map(([name]) => name);
const orphans = committed().filter((name) => !files.has(name));

if (process.argv.includes('--check')) {
  const problems = [
    ...stale.map((name) => `${name} is ${current(name) === undefined ? 'missing' : 'out of date'}`),
    ...orphans.map((name) => `${name} belongs to no title any more`),
  ];
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 20)) console.error(`${shownDir}/${problem}`);
    if (problems.length > 20) console.error(`… and ${problems.length - 20} more`);
    console.error('Run `npm run catalogue:artwork` and commit the result.');
    process.exit(1);
  }
  console.log(`${shownDir} matches the catalogue (${files.size} images).`);
} else {
  mkdirSync(ARTWORK_DIR, { recursive: true });
  for (const name of orphans) rmSync(join(ARTWORK_DIR, name));
  for (const name of stale) writeFileSync(join(ARTWORK_DIR, name), files.get(name) ?? '');
  console.log(
    `${shownDir}: ${files.size} images, ${stale.length} written, ${orphans.length} removed.`,
  );
}
