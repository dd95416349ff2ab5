/** Feeds written by hand for the tests: RSS 2.0 and Atom, with any fields wanted. */

export interface RssItemFields {
  guid?: string;
  title?: string;
  link?: string;
  /** As it appears in the XML: escape HTML yourself, or wrap it in CDATA. */
  description?: string;
  pubDate?: string;
  category?: string;
}

const element = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<${name}>${value}</${name}>`;

export const rssItem = (fields: RssItemFields) =>
  `<item>${element('guid', fields.guid)}${element('title', fields.title)}${element('link', fields.link)}${element('description', fields.description)}${element('pubDate', fields.pubDate)}${element('category', fields.category)}</item>`;

export const rss = (items: readonly string[] | string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>News</title><link>https://news.example/</link><description>News</description>${
    typeof items === 'string' ? items : items.join('')
  }</channel></rss>`;

export const atom = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title><id>urn:blog</id>${entries.join('')}</feed>`;

/** An RSS feed of `count` small items, item i dated i minutes before `newest` (ms). */
export function manyItems(count: number, newest = Date.UTC(2026, 4, 1)): string {
  const items: string[] = [];
  for (let index = 0; index < count; index += 1) {
    items.push(
      rssItem({
        guid: `item-${index}`,
        title: `Item ${index}`,
        description: `Text of item ${index}`,
        pubDate: new Date(newest - index * 60_000).toUTCString(),
      }),
    );
  }
  return rss(items);
}
