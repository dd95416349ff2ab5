import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the notifications machine (src/machines/notifications), each kind with why. */
export const NOTIFICATIONS_HARMLESS: HarmlessKind[] = [
  {
    name: 'notifications: event checks for TypeScript',
    why: "Each of the notifications' guards and actions that checks the event's type runs only on that event (`listed` and `open` on `notification.open`, `validDays` and `storeDays` on `settings.autoReadDays`, `newFeed`, `addFeed` and `storeAddedFeed` on `settings.feedAdded`, `customFeed`, `removeFeed` and `storeRemovedFeed` on `settings.feedRemoved`, `recordLoaded` on `feed.loaded`, `recordFailed` on `feed.failed`; `markRead` and `markUnread` only on events with a guid): the check only narrows the event type.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      (/^event\.type === '(notification\.open|settings\.(autoReadDays|feedAdded|feedRemoved)|feed\.(loaded|failed))'$/.test(
        s.original,
      ) ||
        (s.original === "'guid' in event" &&
          /^if \('guid' in event\) context\.stores\.read\.trigger\.marked\(/.test(s.lineText))),
  },
  {
    name: 'notifications: no item past the auto-read age',
    why: 'Marking no items read changes nothing in the read store (it keeps its state when every guid given is read already), so skipping the call when there are none is only a shortcut.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === 'old.length > 0' &&
      s.lineText === 'if (old.length > 0) {',
  },
  {
    name: 'notifications: the item opened, after the detail',
    why: 'The modal reads the item opened only in the detail view, and each `notification.open` sets it anew before that view shows: forgetting it on leaving the detail changes nothing anyone reads.',
    matches: (s) =>
      (s.mutator === 'ObjectLiteral' &&
        s.original === '{ opened: null }' &&
        s.lineText === 'close: assign({ opened: null }),') ||
      (s.mutator === 'StringLiteral' &&
        s.original === "'close'" &&
        s.lineText === "exit: 'close',"),
  },
];
