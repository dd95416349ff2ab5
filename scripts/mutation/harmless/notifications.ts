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
      ((s.mutator === 'ConditionalExpression' && s.replacement === 'true') ||
        (s.mutator === 'EqualityOperator' && s.replacement === 'old.length >= 0')) &&
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
  {
    name: "notifications: a feed's outcome, once",
    why: 'Each loader sends one outcome per feed it was given, and it is given only the feeds still loading (addresses are unique); outcomes of a loader already stopped are dropped by XState. So an outcome never finds its feed settled, and the check that it is still loading never decides anything.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "feed.status === 'loading'" &&
      s.lineText ===
        "feeds.map((feed) => (feed.url === next.url && feed.status === 'loading' ? next : feed));",
  },
  {
    name: 'notifications: no items of a feed not loaded, for the auto-read',
    why: 'These items only go through the auto-read age check, which finds no date on anything but an item (`pastAutoReadAge` of undefined is false): whatever stands for a feed not loaded, nothing of it is marked read.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.original === '[]' &&
      s.lineText === "feeds.flatMap((feed) => (feed.status === 'loaded' ? feed.items : []));",
  },
  {
    name: "notifications: the console line of a feed's code error",
    why: 'The text logged when loading a feed fails with an error of the code (not a `FeedError`) is for developers: no code reads it and no view shows it; that it is logged at all, and only then, is stated by tests.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source code, as written.
      s.original === '`The feed ${url} failed`' &&
      s.lineText ===
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source line, as written.
        'if (!(error instanceof FeedError)) console.error(`The feed ${url} failed`, error);',
  },
  {
    name: 'notifications: Mark all unread without its param',
    why: 'Without the `read: false` param the read store is told `read: undefined`, which it takes as not read just as false: every item listed is marked unread all the same.',
    matches: (s) =>
      s.mutator === 'ObjectLiteral' &&
      s.original === '{ read: false }' &&
      s.lineText ===
        "'notifications.markAllUnread': { actions: { type: 'markAll', params: { read: false } } },",
  },
  {
    name: 'notifications: Try again with no feed failed',
    why: 'Try again is offered only beside feeds that failed (FeedProblems draws nothing otherwise); sent anyway without the guard, the list passes through loading with no feed to load and is back to loaded in the same step, nothing asked, nothing changed.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'anyFailed'" &&
      s.replacement === '""' &&
      s.before === 'guard:' &&
      s.lineText === "guard: 'anyFailed',",
  },
];
