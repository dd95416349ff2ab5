import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The dev server proxies the embedded server's routes, so `npm run dev` (with `npm start` running
// on :8080) gives hot reload against the real config, backend and catalogue.
const embeddedServer = process.env.EMBEDDED_SERVER_URL ?? 'http://127.0.0.1:8080';
const proxied = [
  '/config.json',
  '/ping.txt',
  '/notifications.xml',
  '/backend',
  '/tmdb',
  '/embed',
  '/library',
];

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', routesDirectory: 'src/routes', autoCodeSplitting: true }),
    react(),
    // Brotli and gzip copies of the build, at their best levels, which the server sends as they are
    // (server/web/spa.ts) rather than compressing every answer on the fly, at a low level, on a
    // CPU the page's other requests need.
    compression({ algorithms: ['brotliCompress', 'gzip'], skipIfLargerOrEqual: true }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // @xstate/react asks for the shim of useSyncExternalStore for React before 18; the package's
      // own entry points for React 18 and later use React's, and leave the shim's code out.
      {
        find: /^use-sync-external-store\/shim(\/with-selector)?$/,
        replacement: 'use-sync-external-store$1',
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, embeddedServer])),
  },
  build: {
    target: 'es2022',
    // scripts/bundle-size.ts walks its import graph to measure the home route's initial JavaScript.
    manifest: true,
    // Written for scripts/bundle-size.ts and for reading a stack trace, but neither linked from the
    // bundles nor served (server/web/spa.ts), unless SOURCE_MAPS=1 asks for both.
    sourcemap: process.env.SOURCE_MAPS === '1' ? true : 'hidden',
    // hls.js is one lazy chunk of about 580 kB, fetched only when an HLS stream plays.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk it may preload by file name: names of a short hash alone
        // keep that list short (the manifest and the source maps still say what each chunk holds).
        chunkFileNames: 'assets/[hash:7].js',
        // Framework code changes far less often than ours: its own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// },
            // Only what every page needs: a package named here lands in the initial JavaScript even
            // when only lazily imported (radix-ui, behind primitives/onDemand, stays out).
            {
              name: 'vendor',
              test: /node_modules\/(@tanstack|xstate|@xstate|zod)\//,
            },
          ],
        },
      },
    },
  },
});
