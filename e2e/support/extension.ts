import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunch } from '../../scripts/chromium.ts';

const SOURCE = fileURLToPath(new URL('../fixtures/extension/', import.meta.url));
/** The extension's scripts, each bundled into one classic script (MV3 runs no remote code). */
const SCRIPTS = ['content.ts', 'background.ts', 'tabs/PermissionGrant.ts'];
const FILES = ['manifest.json', 'tabs/PermissionGrant.html'];

async function buildTestExtension(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'flicker-extension-'));
  for (const file of FILES) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    cpSync(join(SOURCE, file), join(out, file));
  }
  for (const script of SCRIPTS) {
    await build({
      configFile: false,
      root: SOURCE,
      logLevel: 'warn',
      build: {
        outDir: out,
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        lib: {
          entry: join(SOURCE, script),
          formats: ['iife'],
          name: 'flickerTestExtension',
          fileName: () => script.replace(/\.ts$/, '.js'),
        },
      },
    });
  }
  return out;
}

let built: Promise<string> | undefined;

/** The test extension (e2e/fixtures/extension), built once per test worker. */
export function testExtension(): Promise<string> {
  built ??= buildTestExtension();
  return built;
}

/**
 * Debian's Chromium with the test extension loaded, on a fresh profile: the new headless mode
 * runs extensions. Resolves once the extension's background has started.
 */
export async function launchWithExtension(
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; extensionId: string }> {
  const extension = await testExtension();
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'flicker-profile-')),
    {
      executablePath: chromiumLaunch.executablePath,
      // No headless flag of Playwright's own: '--headless=new' below names the mode that runs
      // extensions, whatever Playwright's default.
      headless: false,
      args: [
        ...chromiumLaunch.args.filter((arg) => arg !== '--headless'),
        '--headless=new',
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
      ],
      ...(baseURL ? { baseURL } : {}),
    },
  );
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 10_000 }));
  return { context, extensionId: new URL(worker.url()).host };
}
