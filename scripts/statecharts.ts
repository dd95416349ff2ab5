import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../src/machines/index.ts';
import { renderIndex, renderMachinePage } from './statecharts/render.ts';
import { ROOT, sourceOf } from './statecharts/sources.ts';

/**
 * `npm run statecharts` writes docs/statecharts from src/machines/index.ts;
 * `npm run statecharts:check` fails when the committed pages differ from a fresh run.
 */
const outDir = join(ROOT, 'docs/statecharts');

const pages = new Map<string, string>();
for (const [id, entry] of Object.entries(machines)) {
  pages.set(`${id}.md`, renderMachinePage(id, entry, sourceOf(id)));
}
pages.set('index.md', renderIndex(machines));

if (process.argv.includes('--check')) {
  const stale = [...pages].filter(([name, text]) => {
    try {
      return readFileSync(join(outDir, name), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const committed = readdirSync(outDir).filter((name) => name.endsWith('.md'));
  const orphans = committed.filter((name) => !pages.has(name));
  if (stale.length > 0 || orphans.length > 0) {
    for (const [name] of stale) console.error(`docs/statecharts/${name} is out of date`);
    for (const name of orphans) console.error(`docs/statecharts/${name} has no machine any more`);
    console.error('Run `npm run statecharts` and commit the result.');
    process.exit(1);
  }
  console.log(`docs/statecharts matches the ${Object.keys(machines).length} machines.`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.md') && !pages.has(name)) {
      rmSync(join(outDir, name));
      console.log(`removed docs/statecharts/${name}`);
    }
  }
  for (const [name, text] of pages) writeFileSync(join(outDir, name), text);
  console.log(`Wrote docs/statecharts for ${Object.keys(machines).length} machines.`);
}
