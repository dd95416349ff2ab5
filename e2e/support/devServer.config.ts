import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeConfig } from 'vite';
import viteConfig from '../../vite.config.ts';

/**
 * The Vite dev server of e2e/inspector.spec.ts (the inspector is in development builds only): the
 * project's config, its dependency cache in a folder of its own (node_modules may be shared by
 * several checkouts), and the app's modules compiled as it starts rather than on the first visit.
 */
export default mergeConfig(viteConfig, {
  cacheDir: join(tmpdir(), 'flicker-e2e-vite'),
  server: { warmup: { clientFiles: ['./src/main.tsx', './src/ui/dev/inspector/*.tsx'] } },
});
