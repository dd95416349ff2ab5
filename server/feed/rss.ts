/** A minimal RSS 2.0 writer: just the elements the app's feed reader looks at. */

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  items: readonly RssItem[];
}

export interface RssItem {
  guid: string;
  title: string;
  link: string;
  description: string;
  published: Date;
  category: string;
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

export function renderRss(channel: RssChannel): string {
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      ${element('description', item.description)}`,
      // RFC 822 dates, which is what toUTCString writes ("Tue, 12 May 2026 09:00:00 GMT").
      `      ${element('pubDate', item.published.toUTCString())}`,
      `      ${element('category', item.category)}`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
