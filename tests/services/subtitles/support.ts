import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { ALLOWED_CUE_ATTRIBUTES, ALLOWED_CUE_TAGS } from '../../../src/services/subtitles/index.ts';

// import.meta.url is an http URL under jsdom; dirname is the file's folder on disk.
const ROOT = `${resolve(import.meta.dirname, '../../..')}/`;

/** The bytes of a file, by its path from the repository root (node_modules/…, media/…). */
export const readBytes = (path: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(readFileSync(`${ROOT}${path}`));
export const readText = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

/**
 * Asserts that `html` can run nothing once in a page: every element is an allowed caption tag and
 * every attribute one of the three kept ones; so no script, no handler, no URL.
 */
export function expectInertHtml(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(ALLOWED_CUE_TAGS).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_CUE_ATTRIBUTES).toContain(attribute.name);
    }
  }
  expect(html).not.toMatch(/<(script|img|svg|iframe|a|math|style|object)\b/i);
}

/** Windows-1252 bytes of `text`, built by hand so the tests do not lean on the code under test. */
export function windows1252(text: string): Uint8Array<ArrayBuffer> {
  const high: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '—': 0x97 };
  return Uint8Array.from([...text], (char) => {
    const code = high[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`No Windows-1252 byte for ${char}`);
    return code;
  });
}

/** Cue HTML as the plain text a viewer reads. */
export const plain = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The error a promise rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected a rejection');
}
