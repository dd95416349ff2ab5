/** The open-source libraries the credits page names: what each does here, its licence, its home. */
export const LIBRARIES = [
  { name: 'React', role: 'react', licence: 'MIT', url: 'https://react.dev' },
  { name: 'TanStack Router', role: 'router', licence: 'MIT', url: 'https://tanstack.com/router' },
  { name: 'XState', role: 'xstate', licence: 'MIT', url: 'https://stately.ai/docs/xstate' },
  {
    name: 'hls.js',
    role: 'hls',
    licence: 'Apache-2.0',
    url: 'https://github.com/video-dev/hls.js',
  },
  { name: 'Radix UI', role: 'radix', licence: 'MIT', url: 'https://www.radix-ui.com' },
  { name: 'Lucide', role: 'lucide', licence: 'ISC', url: 'https://lucide.dev' },
  { name: 'Zod', role: 'zod', licence: 'MIT', url: 'https://zod.dev' },
  {
    name: 'DOMPurify',
    role: 'dompurify',
    licence: 'MPL-2.0 or Apache-2.0',
    url: 'https://github.com/cure53/DOMPurify',
  },
  {
    name: 'webvtt-parser',
    role: 'webvtt',
    licence: 'CC0-1.0',
    url: 'https://github.com/w3c/webvtt.js',
  },
  { name: 'noble and scure', role: 'noble', licence: 'MIT', url: 'https://paulmillr.com/noble/' },
  { name: 'Fastify', role: 'fastify', licence: 'MIT', url: 'https://fastify.dev' },
  { name: 'PGlite', role: 'pglite', licence: 'Apache-2.0', url: 'https://pglite.dev' },
  { name: 'Drizzle ORM', role: 'drizzle', licence: 'Apache-2.0', url: 'https://orm.drizzle.team' },
] as const;
