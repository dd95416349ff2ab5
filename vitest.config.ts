import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { defineConfig, mergeConfig } from 'vitest/config';
import { UI_WAIT_MS } from './tests/setup/timeouts.ts';
import viteConfig from './vite.config.ts';

const appTestFiles = (readdirSync('tests', { recursive: true }) as string[])
  .map((path) => `tests/${path}`)
  .filter((path) => /\.test\.tsx?$/.test(path) && !/^tests\/(server|ops)\//.test(path));

/**
 * Where an app test file runs. `app`: a file that replaces a module (`vi.mock`) gets modules and a
 * document of its own. `dom`: the other jsdom files (views, and machines and services that resolve
 * addresses against the page, read its storage or parse HTML) share a worker's document and
 * packages. `unit`: the rest share a worker's packages, in Node.
 */
function projectOf(path: string): 'app' | 'dom' | 'unit' {
  const source = readFileSync(path, 'utf8');
  if (/\bvi\.(do)?mock\(/.test(source)) return 'app';
  return source.startsWith('// @vitest-environment jsdom') ? 'dom' : 'unit';
}
const projectByFile = new Map(appTestFiles.map((path) => [path, projectOf(path)]));
const filesOf = (project: ReturnType<typeof projectOf>) =>
  appTestFiles.filter((path) => projectByFile.get(path) === project);

/**
 * Tests allocate fast and briefly (a model walk builds thousands of actors, a view test thousands of
 * nodes): with a young generation of 64 MB, not V8's 16, most of it dies there, and the suite runs
 * 6 % faster on 2 cores. Forked workers take the flag as an argument; the threads of `vmThreads`
 * take the V8 flags of this process, set before they start.
 */
const YOUNG_GENERATION = '--max-semi-space-size=64';
setFlagsFromString(YOUNG_GENERATION);

/**
 * The forked projects' workers: each keeps its modules from file to file (packages loaded once per
 * worker, not once per file), with the larger young generation.
 */
const sharedWorker = { isolate: false, execArgv: [YOUNG_GENERATION] };

/** What the app's three projects share: their setup, and the coverage gate over them. */
const appProject = {
  // A file that renders, or resolves addresses against the page, says
  // `// @vitest-environment jsdom` on its first line: the rest skip building a document.
  environment: 'node',
  setupFiles: ['tests/setup/vmContext.ts', 'tests/setup/app.ts'],
  expect: { poll: { timeout: UI_WAIT_MS } },
  globalSetup: ['tests/setup/coverage-gate.ts'],
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one for itself, which on a 2-core machine halves the
      // speed while the main process mostly waits.
      maxWorkers: availableParallelism(),
      // Opening pages (each waited for up to UI_WAIT_MS) or a database takes seconds on a busy
      // 2-core machine: 5 s failed tests there that pass in half of it on an idle one. A hook
      // that opens a database (the backend's `beforeAll`) gets as long: 10 s once failed one.
      testTimeout: 20_000,
      hookTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            ...appProject,
            name: 'app',
            // Each file in a VM context of a long-lived worker: its mocks reach no other file, and
            // no process, nor jsdom, is started per file (1.7 s a file on 2 cores). What the
            // context lacks is set up by tests/setup/vmContext.ts.
            pool: 'vmThreads',
            include: filesOf('app'),
          },
        },
        {
          extends: true,
          test: {
            // Domain rules, services and machines: the files share a worker's packages (React,
            // xstate, MSW loaded once per worker, not once per file), as the server's do; after each
            // file, tests/setup/app.ts loads the app's modules afresh and undoes spies and stubs.
            ...appProject,
            name: 'unit',
            include: filesOf('unit'),
            ...sharedWorker,
          },
        },
        {
          extends: true,
          test: {
            // As `unit`, in one jsdom document per worker, emptied of storage after each test
            // (tests/setup/app.ts) and of views (tests/setup/dom.ts): the 71 files that render
            // nothing took 24 s here where a document each took 34 s, and the 56 that render
            // share it too.
            ...appProject,
            name: 'dom',
            environment: 'jsdom',
            include: filesOf('dom'),
            ...sharedWorker,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // Each test database is a copy of one migrated at the start: a copy loads in 0.5 s,
            // where creating and migrating one takes 2–4 s on 2 cores.
            globalSetup: ['tests/setup/pglite-template.ts'],
            // The files share a worker's modules (Fastify, drizzle, PGlite loaded once, not 51
            // times): none mocks a module or keeps state in one.
            ...sharedWorker,
          },
        },
        {
          extends: true,
          test: {
            // The server as an operator runs it: a first start that builds the app (every core for a
            // minute) and the embedded database's commits traced with strace. Not in `npm test`
            // (which needs nothing installed): `npm run test:ops`, in CI.
            name: 'ops',
            environment: 'node',
            include: ['tests/ops/**/*.test.ts'],
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
