// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseFeed } from '../../../src/services/feeds/parse.ts';
import { sanitizeFeedHtml } from '../../../src/services/feeds/sanitize.ts';
import { rss, rssItem } from './feeds.ts';

/** Script that marks the page when it runs (jsdom runs inline handlers and scripts). */
const PWN = "document.documentElement.dataset.pwned = 'yes'";

/** Descriptions that run script if their HTML lands in a page as it is. */
const PAYLOADS = [
  `<script>${PWN}</script>`,
  `<img src="x" onerror="${PWN}">`,
  `<a href="javascript:${PWN}">click</a>`,
  `<svg onload="${PWN}"><circle/></svg>`,
  `<iframe srcdoc="<script>${PWN}</script>"></iframe>`,
  `<b onclick="${PWN}" onmouseover="${PWN}">bold</b>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}">`,
  `<object data="javascript:${PWN}"></object>`,
  `<form action="javascript:${PWN}"><button>Go</button></form>`,
  `<p style="background:url(javascript:${PWN})">styled</p>`,
  `<details open ontoggle="${PWN}">x</details>`,
];

const pwned = () => document.documentElement.dataset.pwned;

afterEach(() => {
  delete document.documentElement.dataset.pwned;
  document.body.replaceChildren();
});

/** What can run: script elements, handler attributes, script URLs, embedded documents. */
function expectInert(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  expect(box.querySelector('script, iframe, object, embed, form, style')).toBeNull();
  for (const element of box.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      expect(name).not.toBe('style');
      expect(value).not.toMatch(/^\s*javascript:/i);
    }
  }
}

describe('sanitizeFeedHtml (DESIGN.md §8)', () => {
  it.each(PAYLOADS)('leaves nothing that can run in %s', (payload) => {
    expectInert(sanitizeFeedHtml(payload));
  });

  it('runs nothing when every sanitised description is put into the page', async () => {
    const xml = rss(
      PAYLOADS.map((payload, index) =>
        rssItem({ guid: `p${index}`, title: `P${index}`, description: `<![CDATA[${payload}]]>` }),
      ),
    );
    const { items } = parseFeed(xml, 'https://news.example/feed.xml');
    expect(items).toHaveLength(PAYLOADS.length);
    for (const item of items) {
      const box = document.createElement('div');
      box.innerHTML = sanitizeFeedHtml(item.description);
      document.body.append(box);
    }
    for (const element of document.body.querySelectorAll('*')) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pwned()).toBeUndefined();
  });

  it('keeps text, formatting, images and links; links open in a new tab without this page', () => {
    const html = sanitizeFeedHtml(
      '<p>New <b>feature</b>: <a href="https://news.example/a">read more</a></p><img src="https://news.example/a.png" alt="Screenshot">',
    );
    expect(html).toBe(
      '<p>New <b>feature</b>: <a href="https://news.example/a" target="_blank" rel="noopener noreferrer">read more</a></p><img src="https://news.example/a.png" alt="Screenshot">',
    );
  });
});
