import { useCallback, useEffect, useMemo } from 'react';
import { DEFAULT_GROUP_ID, orderGroups } from '../../domain/bookmarkGroups.ts';
import type { MediaItem } from '../../domain/media.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { StoredBookmark } from '../../services/storage/index.ts';
import { GroupCreator } from './GroupCreator.tsx';
import { GroupIconGlyph, GroupLabel, useGroupName } from './GroupLabel.tsx';
import {
  useBookmarkGroupsActor,
  useSavedGroupOrder,
  useStoredBookmarks,
  useStores,
} from './useBookmarkStores.ts';
import './bookmarks.css';

/** Every group any bookmark is in, in the saved order (the ungrouped section is no group). */
function allGroups(bookmarks: Record<string, StoredBookmark>, savedOrder: string[]): string[] {
  const groups = new Set(Object.values(bookmarks).flatMap((bookmark) => bookmark.group ?? []));
  return orderGroups([...groups], savedOrder).filter((group) => group !== DEFAULT_GROUP_ID);
}

/**
 * The title detail modal's group dropdown (spec doc 3 §2): whether the title is bookmarked and in
 * which groups; ticking a group puts the title in it (bookmarking it first if need be); a new
 * group can be created here, and the title goes in it.
 */
export function GroupPicker({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const { bookmarks: store } = useStores();
  const bookmarks = useStoredBookmarks();
  const savedOrder = useSavedGroupOrder();
  const groups = useMemo(() => allGroups(bookmarks, savedOrder), [bookmarks, savedOrder]);
  const bookmark = bookmarks[media.id];
  const inGroups = groups.filter((group) => bookmark?.group?.includes(group));
  const actor = useBookmarkGroupsActor();

  /** Puts the title in these groups instead of its current ones, bookmarking it first if need be. */
  const regroup = useCallback(
    (change: (group: string[]) => string[]) => {
      const at = Date.now();
      const { id: tmdbId, type, title, year, poster } = media;
      const current = store.getSnapshot().context.bookmarks[tmdbId];
      if (!current) store.trigger.added({ media: { tmdbId, type, title, year, poster }, at });
      store.trigger.groupsSet({ tmdbId, group: change(current?.group ?? []), at });
    },
    [media, store],
  );
  useEffect(() => {
    const created = actor.on('group.created', ({ name }) => regroup((group) => [...group, name]));
    return () => created.unsubscribe();
  }, [actor, regroup]);
  const toggle = (name: string) =>
    regroup((group) =>
      group.includes(name) ? group.filter((other) => other !== name) : [...group, name],
    );

  const summary = !bookmark
    ? t('bookmarks.picker.notBookmarked')
    : inGroups.length
      ? t('bookmarks.picker.inGroups', { groups: inGroups.map(nameOf).join(', ') })
      : t('bookmarks.picker.bookmarked');
  return (
    <details className="group-picker">
      <summary className="button">
        <GroupIconGlyph icon="bookmark" /> {summary}
      </summary>
      <div className="group-picker-panel">
        <fieldset className="group-picker-groups">
          <legend>{t('bookmarks.picker.groups')}</legend>
          {groups.length === 0 && <p>{t('bookmarks.picker.noGroups')}</p>}
          {groups.map((group) => (
            <label key={group}>
              <input
                type="checkbox"
                checked={inGroups.includes(group)}
                onChange={() => toggle(group)}
              />
              <GroupLabel group={group} />
            </label>
          ))}
        </fieldset>
        <GroupCreator actor={actor} />
      </div>
    </details>
  );
}
