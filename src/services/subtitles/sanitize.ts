import DOMPurify, { type Config } from 'dompurify';
import type { Tree, TreeNode } from 'webvtt-parser';

/**
 * Cue text becomes HTML in two steps.
 *
 * 1. `renderCueTree` turns the tree of the WebVTT cue-text parser into HTML, so WebVTT markup
 *    survives in a form a browser renders and CSS can style:
 *    - `<i>`, `<b>`, `<u>`, `<ruby>`, `<rt>` stay as they are;
 *    - `<c.yellow.big>` becomes `<span class="yellow big">`;
 *    - `<v.loud Bob>` becomes `<span data-voice="Bob" class="loud">`;
 *    - `<lang en>` becomes `<span lang="en">`;
 *    - line breaks become `<br>`; karaoke timestamps are dropped.
 *    Any other tag (`<font>`, `<img>`, `<script>`) is not WebVTT: the parser drops it and keeps its
 *    text, which is escaped. The output is thus safe by construction.
 * 2. `sanitizeCueHtml` runs DOMPurify over it anyway (spec doc 2 §5, DESIGN §8), allowing only the
 *    spec's tags and the three attributes above, so a bug in step 1 cannot become an XSS.
 */

/** The tags of spec doc 2 §5. c, v and lang are listed for the spec; step 1 never emits them. */
export const ALLOWED_CUE_TAGS = ['c', 'b', 'i', 'u', 'span', 'ruby', 'rt', 'br', 'v', 'lang'];
/** class (WebVTT classes), data-voice (voice names), lang (language spans); nothing else. */
export const ALLOWED_CUE_ATTRIBUTES = ['class', 'data-voice', 'lang'];

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: ALLOWED_CUE_TAGS,
  ALLOWED_ATTR: ALLOWED_CUE_ATTRIBUTES,
  // Otherwise every data-* and aria-* attribute would pass, not only data-voice.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const classAttribute = (classes: readonly string[]) => {
  const names = classes.filter(Boolean);
  return names.length ? ` class="${escapeAttribute(names.join(' '))}"` : '';
};

function renderNode(node: TreeNode): string {
  if (node.type === 'text') return escapeText(node.value).replace(/\n/g, '<br>');
  if (node.type === 'timestamp') return '';
  const children = (node.children as TreeNode[]).map(renderNode).join('');
  const classes = classAttribute(node.classes);
  switch (node.name) {
    case 'c':
      return `<span${classes}>${children}</span>`;
    case 'v':
      return `<span data-voice="${escapeAttribute(node.value ?? '')}"${classes}>${children}</span>`;
    case 'lang':
      return `<span lang="${escapeAttribute(node.value ?? '')}"${classes}>${children}</span>`;
    default:
      return `<${node.name}${classes}>${children}</${node.name}>`;
  }
}

/** Step 1: the HTML of a parsed cue text. */
export function renderCueTree(tree: Tree): string {
  return tree.children.map(renderNode).join('');
}

/** A tag other than an allowed one without attributes (`<br>`, `<i>`, `</i>`…). */
const NOT_BARE_ALLOWED_TAG = new RegExp(`<(?!/?(?:${ALLOWED_CUE_TAGS.join('|')})>)`);

/**
 * Step 2: `html` with everything but the allowed tags and attributes removed. Text whose only tags
 * are allowed ones without attributes (line breaks, italics…) has nothing to remove and comes back
 * as it is, without a round through the DOM: most cues are such text, and a film has a thousand or
 * more.
 */
export function sanitizeCueHtml(html: string): string {
  if (!NOT_BARE_ALLOWED_TAG.test(html)) return html;
  // Without a DOM (never the case in the app) DOMPurify would hand the input back untouched.
  if (!DOMPurify.isSupported) throw new Error('Caption sanitising needs a DOM');
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
}
