import type { FastifyInstance } from 'fastify';
import { announcements } from './announcements.ts';
import { renderRss } from './rss.ts';

/** `GET /notifications.xml`: the product's own announcements, rendered once (they ship with it). */
export function feedRoute(app: FastifyInstance): void {
  const xml = renderRss({
    title: 'Flicker announcements',
    link: '/',
    description: 'News, new features and fixes of Flicker.',
    items: announcements.map((item) => ({ ...item, published: new Date(item.published) })),
  });
  app.get('/notifications.xml', (_request, reply) =>
    // Revalidated on every load so a new release's announcements show up at once.
    reply.header('cache-control', 'no-cache').type('application/rss+xml; charset=utf-8').send(xml),
  );
}
