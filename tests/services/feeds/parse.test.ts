// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_ITEMS_KEPT, parseFeed } from '../../../src/services/feeds/parse.ts';
import { FeedError, type FeedProblem } from '../../../src/services/feeds/problems.ts';
import { atom, manyItems, rss, rssItem } from './feeds.ts';

const FEED_URL = 'https://news.example/feed.xml';

/** The problem `parseFeed` refuses `xml` with. */
function problemOf(xml: string): FeedProblem {
  try {
    parseFeed(xml, FEED_URL);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return (error as FeedError).problem;
  }
  throw new Error('The feed was accepted');
}

describe('parseFeed: RSS 2.0 and Atom (spec doc 3 §5, §7)', () => {
  it('reads an RSS item: guid, title, link, description, date, category', () => {
    const { items, total } = parseFeed(
      rss([
        rssItem({
          guid: 'a-1',
          title: ' Watch  parties ',
          link: '/news/watch-parties',
          description:
            '&lt;p&gt;Start a &lt;b&gt;party&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Share its code.&lt;/p&gt;',
          pubDate: 'Mon, 20 Apr 2026 09:00:00 GMT',
          category: 'feature',
        }),
      ]),
      FEED_URL,
    );
    expect(total).toBe(1);
    expect(items).toEqual([
      {
        guid: 'a-1',
        title: 'Watch parties',
        link: 'https://news.example/news/watch-parties',
        description: '<p>Start a <b>party</b>.</p><p>Share its code.</p>',
        preview: 'Start a party. Share its code.',
        published: Date.UTC(2026, 3, 20, 9),
        category: 'feature',
      },
    ]);
  });

  it('reads CDATA descriptions as HTML', () => {
    const [item] = parseFeed(
      rss([rssItem({ guid: 'c', title: 'C', description: '<![CDATA[<i>in</i> CDATA]]>' })]),
      FEED_URL,
    ).items;
    expect(item?.description).toBe('<i>in</i> CDATA');
    expect(item?.preview).toBe('in CDATA');
  });

  it('reads an Atom entry: id, title, alternate link, content by its type, dates, category term', () => {
    const { items } = parseFeed(
      atom([
        `<entry><id>urn:1</id><title type="html">Fix &lt;b&gt;one&lt;/b&gt;</title>
          <link rel="self" href="https://news.example/api/1"/><link href="/posts/1"/>
          <updated>2026-05-12T09:00:00Z</updated><category term="bugfix"/>
          <content type="html">&lt;p&gt;Fixed.&lt;/p&gt;</content></entry>`,
        `<entry><id>urn:2</id><title>Plain &lt;title&gt;</title>
          <published>2026-05-01T09:00:00Z</published><updated>2026-05-13T00:00:00Z</updated>
          <summary>a &lt; b</summary></entry>`,
        `<entry><id>urn:3</id><title>Rich</title><published>2026-04-01T00:00:00Z</published>
          <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>X<em>HTML</em></p></div></content></entry>`,
      ]),
      FEED_URL,
    );
    expect(
      items.map(({ guid, title, link, published, category }) => ({
        guid,
        title,
        link,
        published,
        category,
      })),
    ).toEqual([
      {
        guid: 'urn:1',
        title: 'Fix one',
        link: 'https://news.example/posts/1',
        published: Date.UTC(2026, 4, 12, 9),
        category: 'bugfix',
      },
      // Published wins over updated.
      {
        guid: 'urn:2',
        title: 'Plain <title>',
        link: null,
        published: Date.UTC(2026, 4, 1, 9),
        category: null,
      },
      { guid: 'urn:3', title: 'Rich', link: null, published: Date.UTC(2026, 3, 1), category: null },
    ]);
    expect(items[0]?.description).toBe('<p>Fixed.</p>');
    // Text content is text: shown as written, never as markup.
    expect(items[1]?.description).toBe('a &lt; b');
    expect(items[1]?.preview).toBe('a < b');
    expect(items[2]?.description).toContain('<p>X<em>HTML</em></p>');
    expect(items[2]?.preview).toBe('XHTML');
  });

  it('cuts previews to 150 characters', () => {
    const long = `${'x'.repeat(149)}yz`;
    const [item] = parseFeed(
      rss([rssItem({ guid: 'l', title: 'L', description: long })]),
      FEED_URL,
    ).items;
    expect(item?.preview).toBe(`${'x'.repeat(149)}y…`);
  });
});

describe('parseFeed: bad input (spec doc 3 §5)', () => {
  it('refuses an HTML page, well-formed or not', () => {
    expect(problemOf('<!doctype html><html><body><p>A blog<br></body></html>')).toEqual({
      kind: 'notXml',
    });
    expect(problemOf('<html><body><p>A blog</p></body></html>')).toEqual({ kind: 'notFeed' });
  });

  it('refuses truncated XML, and text that is not XML at all', () => {
    const whole = rss([rssItem({ guid: 'a', title: 'A' }), rssItem({ guid: 'b', title: 'B' })]);
    expect(problemOf(whole.slice(0, whole.length - 40))).toEqual({ kind: 'notXml' });
    expect(problemOf('')).toEqual({ kind: 'notXml' });
    expect(problemOf('{"items": []}')).toEqual({ kind: 'notXml' });
  });

  it('skips items with no guid, id or link, or no title; a link stands in for a guid', () => {
    const { items, total } = parseFeed(
      rss([
        rssItem({ title: 'No id at all' }),
        rssItem({ guid: 'untitled' }),
        rssItem({ guid: '  ', title: 'Blank guid' }),
        rssItem({ link: 'https://news.example/by-link', title: 'By link' }),
        rssItem({ guid: 'kept', title: 'Kept' }),
      ]),
      FEED_URL,
    );
    expect(items.map((item) => item.guid)).toEqual(['https://news.example/by-link', 'kept']);
    expect(total).toBe(2);
    const entries = parseFeed(
      atom([
        '<entry><title>No id</title></entry>',
        '<entry><link href="https://x.example/1"/><title>Linked</title></entry>',
      ]),
      FEED_URL,
    ).items;
    expect(entries.map((item) => item.guid)).toEqual(['https://x.example/1']);
  });

  it('keeps an item whose date does not parse, undated, after the dated ones', () => {
    const { items } = parseFeed(
      rss([
        rssItem({ guid: 'bad', title: 'Bad date', pubDate: 'the day after tomorrow' }),
        rssItem({ guid: 'none', title: 'No date' }),
        rssItem({ guid: 'old', title: 'Old', pubDate: 'Sun, 01 Feb 2026 09:00:00 GMT' }),
        rssItem({ guid: 'new', title: 'New', pubDate: 'Tue, 12 May 2026 09:00:00 GMT' }),
      ]),
      FEED_URL,
    );
    expect(items.map((item) => [item.guid, item.published])).toEqual([
      ['new', Date.UTC(2026, 4, 12, 9)],
      ['old', Date.UTC(2026, 1, 1, 9)],
      ['bad', null],
      ['none', null],
    ]);
  });

  it('keeps one item per guid', () => {
    const { items } = parseFeed(
      rss([rssItem({ guid: 'same', title: 'First' }), rssItem({ guid: 'same', title: 'Again' })]),
      FEED_URL,
    );
    expect(items.map((item) => item.title)).toEqual(['First']);
  });

  it('keeps only http(s) links', () => {
    const { items } = parseFeed(
      rss([
        rssItem({ guid: 'js', title: 'JS', link: 'javascript:alert(1)' }),
        rssItem({ guid: 'data', title: 'Data', link: 'data:text/html,<script>alert(1)</script>' }),
        rssItem({ guid: 'http', title: 'HTTP', link: 'http://news.example/a' }),
      ]),
      FEED_URL,
    );
    expect(items.map((item) => item.link)).toEqual([null, null, 'http://news.example/a']);
  });

  it('leaves the text of scripts and styles out of previews', () => {
    const [item] = parseFeed(
      rss([
        rssItem({
          guid: 's',
          title: 'S',
          description:
            '<![CDATA[<style>p{color:red}</style><p>Hello</p><script>window.pwned = true</script><img src=x onerror="window.pwned = true">]]>',
        }),
      ]),
      FEED_URL,
    ).items;
    expect(item?.preview).toBe('Hello');
  });

  // jsdom's DOMParser takes seconds for these 2 MB (7 s on a busy 2-core machine): not what is tested.
  it('keeps the newest 500 of 10,000 items, and counts them all', { timeout: 30_000 }, () => {
    const { items, total } = parseFeed(manyItems(10_000), FEED_URL);
    expect(total).toBe(10_000);
    expect(items).toHaveLength(MAX_ITEMS_KEPT);
    expect(items[0]?.guid).toBe('item-0');
    expect(items.at(-1)?.guid).toBe('item-499');
  });
});
