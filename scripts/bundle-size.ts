import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run size` (after `npm run build`): the JavaScript the home page needs before it can render,
 * gzipped, against a budget. Read from Vite's build manifest: the entry with every chunk it imports
 * statically, plus the code-split component (and loader) chunks of the routes `/` matches and their
 * static imports. Dynamic imports — other routes, other languages, menus and dialogs — are not
 * initial. Kilobytes of 1,000 bytes; the target is under 150 KB.
 *
 * It also fails when any chunk, initial or not, carries development-only code: the live inspector
 * and the packages it loads. Each chunk's source map lists the modules it was built from. And it
 * fails when a chunk links its source map though SOURCE_MAPS=1 did not ask for it.
 */
const BUDGET_BYTES = 150_000;
/** The routes `/` matches: the home layout (shared with /browse) and its index. */
const HOME_ROUTES = ['src/routes/_home.tsx', 'src/routes/_home/index.tsx'];

/** Modules only development builds may contain (`import.meta.env.DEV` leaves them out). */
const DEVELOPMENT_ONLY = [
  /(^|\/)src\/services\/devtools\//,
  /(^|\/)src\/ui\/dev\/inspector\//,
  /(^|\/)src\/contracts\/inspectorRecording\.ts$/,
  /\/node_modules\/elkjs\//,
  /\/node_modules\/@statelyai\/inspect\//,
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(import.meta.dirname, '../dist');
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
);

/** The router plugin's split chunks are keyed `src/routes/index.tsx?tsr-split=component`. */
function isHomeRouteChunk(key: string): boolean {
  const [path, query = ''] = key.split('?');
  const split = new URLSearchParams(query).get('tsr-split') ?? '';
  // `component` and `loader`, not `errorComponent`, `pendingComponent`, `notFoundComponent`.
  return HOME_ROUTES.includes(path ?? '') && /\b(component|loader)\b/.test(split);
}

const keys = Object.keys(manifest);
const entries = keys.filter((key) => manifest[key]?.isEntry);
const homeRoute = keys.filter(isHomeRouteChunk);
if (homeRoute.length === 0) {
  console.error(
    `No code-split chunk of ${HOME_ROUTES.join(' or ')} in the manifest: was the route moved?`,
  );
  process.exit(1);
}

const initial = new Set<string>();
function addWithStaticImports(key: string): void {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key]?.imports ?? []) addWithStaticImports(imported);
}
for (const key of [...entries, ...homeRoute]) addWithStaticImports(key);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KiB`;
let total = 0;
for (const key of initial) {
  const chunk = manifest[key] as ManifestChunk;
  const bytes = gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length;
  total += bytes;
  const role = entries.includes(key) ? 'entry' : homeRoute.includes(key) ? '/ route' : '';
  console.log(`${chunk.file.padEnd(44)} ${role.padEnd(8)} ${kib(bytes)}`);
}
console.log(
  `Home route's initial JavaScript (gzip): ${kib(total).trim()} (${(total / 1000).toFixed(1)} KB) of a ${BUDGET_BYTES / 1000} KB budget`,
);
const overBudget = total > BUDGET_BYTES;
if (overBudget) {
  console.error(
    'Over budget: look for code the first render of / does not need, and load it later.',
  );
}

const leaks: string[] = [];
/** Chunks that name their source map: the sources are published only when SOURCE_MAPS=1 asks. */
const linked: string[] = [];
const chunks = new Set(
  Object.values(manifest)
    // Rolldown's runtime is its own helpers: no module of ours, no source map.
    .filter((chunk) => chunk.file.endsWith('.js') && chunk.name !== 'rolldown-runtime')
    .map((chunk) => chunk.file),
);
for (const file of chunks) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) {
    console.error(`${file} has no source map: the development-only check needs them.`);
    process.exit(1);
  }
  if (
    process.env.SOURCE_MAPS !== '1' &&
    readFileSync(join(dist, file), 'utf8').includes('//# sourceMappingURL=')
  ) {
    linked.push(file);
  }
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  for (const source of sources.filter((path) => DEVELOPMENT_ONLY.some((only) => only.test(path)))) {
    leaks.push(`${file}: ${source}`);
  }
}
if (leaks.length > 0) {
  console.error(
    `Development-only code in the production build (the live inspector is for \`npm run dev\`):\n  ${leaks.join('\n  ')}`,
  );
} else {
  console.log('No development-only code (live inspector, elkjs, @statelyai/inspect) in any chunk.');
}
if (linked.length > 0) {
  console.error(`Chunks link their source maps without SOURCE_MAPS=1:\n  ${linked.join('\n  ')}`);
}
if (overBudget || leaks.length > 0 || linked.length > 0) process.exit(1);
