/** A locale file: nested objects of messages; a list is a set of variants (random phrases). */
export interface Messages {
  [key: string]: string | string[] | Messages;
}

/** A `{{name}}` placeholder; the name is its first group. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of the placeholders in `message`. */
export function placeholdersOf(message: string): Set<string> {
  return new Set(Array.from(message.matchAll(PLACEHOLDER), (match) => match[1] as string));
}

export const isMessages = (value: Messages[string] | undefined): value is Messages =>
  typeof value === 'object' && !Array.isArray(value);

/** The message (or list) at a dotted key, if there is one. */
export function lookUp(messages: Messages | undefined, key: string): Messages[string] | undefined {
  let node: Messages[string] | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** Copies `added` into `target`, object by object. */
export function mergeInto(target: Messages, added: Messages): void {
  for (const [key, value] of Object.entries(added)) {
    const existing = target[key];
    if (isMessages(existing) && isMessages(value)) mergeInto(existing, value);
    else target[key] = value;
  }
}
