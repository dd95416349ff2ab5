import DOMPurify from 'dompurify';

/**
 * A DOMPurify of its own: its hook below must not touch what other code sanitises (captions).
 * Every link of a description opens in a new tab, without access to this page.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * A feed item's description made safe to show (DESIGN.md §8): DOMPurify's HTML profile, without
 * forms, styles or media that plays; no script, handler or `javascript:` URL survives.
 */
export function sanitizeFeedHtml(html: string): string {
  // Without a DOM (never the case in the app) DOMPurify would hand the input back untouched.
  if (!purifier.isSupported) throw new Error('Feed sanitising needs a DOM');
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'video', 'audio'],
    FORBID_ATTR: ['style'],
  });
}
