import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run size` (after `npm run build`): the JavaScript the home page loads before it can render —
 * the scripts and module preloads of dist/index.html — gzipped, against a budget.
 */
const BUDGET_BYTES = 190 * 1024;
const dist = join(import.meta.dirname, '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1] as string,
);

let total = 0;
for (const file of scripts) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${file.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB`);
}
console.log(
  `Initial JavaScript (gzip): ${(total / 1024).toFixed(1)} KiB of a ${BUDGET_BYTES / 1024} KiB budget`,
);
if (total > BUDGET_BYTES) {
  console.error('Over budget: look for a dependency that should be lazy-loaded.');
  process.exit(1);
}
