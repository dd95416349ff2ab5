import { newestFirst, previewOf } from '../../domain/notifications.ts';
import { FeedError } from './problems.ts';

/** One notification (spec doc 3 §3); its source is its feed's. */
export interface FeedItem {
  guid: string;
  title: string;
  /** An http(s) URL, resolved against the feed's; null when the item has none. */
  link: string | null;
  /** HTML from the feed, not yet safe: it reaches the page only through `sanitizeFeedHtml`. */
  description: string;
  /** The description as plain text, cut to the preview's length. */
  preview: string;
  /** Milliseconds since 1970; null when the item has no date, or one that does not parse. */
  published: number | null;
  category: string | null;
}

export interface ParsedFeed {
  /** The newest `MAX_ITEMS_KEPT` items, newest first; undated ones last, in the feed's order. */
  items: FeedItem[];
  /** How many valid items the feed has, kept or not. */
  total: number;
}

/** Items kept per feed: a feed of thousands still makes a list a person can go through. */
export const MAX_ITEMS_KEPT = 500;

/** Where an item's fields are, found in one pass over its child elements. */
interface Candidate {
  guid: string;
  title: string;
  published: number | null;
  fields: Map<string, Element>;
  links: Element[];
}

/** The child elements an item's fields are read from, by local name, RSS 2.0 and Atom alike. */
const FIELDS = new Set([
  'guid',
  'id',
  'title',
  'link',
  'description',
  'encoded',
  'content',
  'summary',
  'pubDate',
  'published',
  'updated',
  'category',
]);

/** Elements after which text runs on as a new word in a preview. */
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

const text = (element: Element | undefined) => element?.textContent?.trim() ?? '';

/**
 * Parses an RSS 2.0 or Atom feed (spec doc 3 §5, §7): it must be XML with an `rss` or `feed` root,
 * or a `FeedError` says why. An item needs a guid (Atom: id; else its link) and a title, or it is
 * skipped; a date that does not parse leaves the item undated. Only the newest 500 are kept, and
 * only those have their description read. Uses the browser's DOMParser, whose documents run no
 * script and load nothing.
 */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  const parser = new DOMParser();
  const document = parser.parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new FeedError({ kind: 'notXml' });
  }
  const root = document.documentElement;
  const atom = root.localName === 'feed';
  if (!atom && root.localName !== 'rss') throw new FeedError({ kind: 'notFeed' });

  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const element of descendantsNamed(root, atom ? 'entry' : 'item')) {
    const candidate = candidateOf(element, atom, parser);
    if (!candidate || seen.has(candidate.guid)) continue;
    seen.add(candidate.guid);
    candidates.push(candidate);
  }
  // Stable: items of one date, and undated items, stay in the feed's order.
  candidates.sort(newestFirst);
  return {
    items: candidates
      .slice(0, MAX_ITEMS_KEPT)
      .map((candidate) => itemOf(candidate, atom, feedUrl, parser)),
    total: candidates.length,
  };
}

/**
 * The elements named `localName` under `root`, in document order, not looking inside one found
 * (items do not nest). One walk: jsdom, which the tests run on, re-walks a live collection such as
 * getElementsByTagNameNS's on every read, seconds for a feed of 10,000 items.
 */
function* descendantsNamed(root: Element, localName: string): Generator<Element> {
  let element = root.firstElementChild;
  while (element) {
    if (element.localName === localName) yield element;
    else if (element.firstElementChild) {
      element = element.firstElementChild;
      continue;
    }
    while (element && !element.nextElementSibling && element !== root) {
      element = element.parentElement;
    }
    if (!element || element === root) return;
    element = element.nextElementSibling;
  }
}

function candidateOf(element: Element, atom: boolean, parser: DOMParser): Candidate | null {
  const fields = new Map<string, Element>();
  const links: Element[] = [];
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    const name = child.localName;
    if (!FIELDS.has(name)) continue;
    if (name === 'link') links.push(child);
    else if (!fields.has(name)) fields.set(name, child);
  }
  const titleElement = fields.get('title');
  const title =
    atom && titleElement ? textConstruct(titleElement, parser).text : text(titleElement);
  const guid = text(fields.get(atom ? 'id' : 'guid')) || rawLink(links, atom);
  if (!guid || !title) return null;
  const date = text(fields.get('pubDate') ?? fields.get('published') ?? fields.get('updated'));
  const published = date ? Date.parse(date) : Number.NaN;
  return {
    guid,
    title: title.replace(/\s+/g, ' '),
    published: Number.isNaN(published) ? null : published,
    fields,
    links,
  };
}

function itemOf(
  { guid, title, published, fields, links }: Candidate,
  atom: boolean,
  feedUrl: string,
  parser: DOMParser,
): FeedItem {
  const body =
    fields.get('description') ??
    fields.get('encoded') ??
    fields.get('content') ??
    fields.get('summary');
  // RSS descriptions are HTML by custom; Atom says which with its `type`.
  const { html, text: plain } = body
    ? atom
      ? textConstruct(body, parser)
      : htmlConstruct(text(body), parser)
    : { html: '', text: '' };
  const category = fields.get('category');
  return {
    guid,
    title,
    link: httpUrl(rawLink(links, atom), feedUrl),
    description: html,
    preview: previewOf(plain),
    published,
    category: (atom ? category?.getAttribute('term') : text(category)) || null,
  };
}

/** RSS: the `link` element's text; Atom: the href of the alternate (or untyped) link. */
function rawLink(links: readonly Element[], atom: boolean): string {
  if (!atom) return text(links[0]);
  const alternate = links.find((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
  return alternate?.getAttribute('href')?.trim() ?? '';
}

/** `link` as an absolute http(s) URL, relative ones resolved against the feed; else null. */
function httpUrl(link: string, feedUrl: string): string | null {
  if (!link || !URL.canParse(link, feedUrl)) return null;
  const url = new URL(link, feedUrl);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** An Atom text construct as HTML and as text: `type` is text (the default), html or xhtml. */
function textConstruct(element: Element, parser: DOMParser): { html: string; text: string } {
  const type = element.getAttribute('type') ?? 'text';
  if (type === 'html') return htmlConstruct(text(element), parser);
  if (type === 'xhtml') return htmlConstruct(element.innerHTML, parser);
  const plain = text(element);
  return { html: escapeHtml(plain), text: plain };
}

/** HTML and its text: what scripts and styles hold left out, a space after each block. */
function htmlConstruct(html: string, parser: DOMParser): { html: string; text: string } {
  const body = parser.parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ');
  return { html, text: body.textContent ?? '' };
}

const escapeHtml = (plain: string) =>
  plain.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
