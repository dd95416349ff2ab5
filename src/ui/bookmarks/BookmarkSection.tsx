import { useId } from 'react';
import { DEFAULT_GROUP_ID } from '../../domain/bookmarkGroups.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useCardDetails } from '../browse/home/detailsOverlay.ts';
import { MediaCard } from '../media/MediaCard.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';
import { Button } from '../primitives/Button.tsx';
import type { BookmarkEntry } from './bookmarkEntries.ts';
import { GroupLabel, useGroupName } from './GroupLabel.tsx';
import type { BookmarkGroupsActor } from './useBookmarkStores.ts';

/**
 * One group's bookmarks (or the ungrouped ones). In edit mode every card is a button that removes
 * its bookmark, and a group can be deleted (its titles stay bookmarked).
 */
export function BookmarkSection({
  group,
  entries,
  editing,
  actor,
}: {
  group: string;
  entries: BookmarkEntry[];
  editing: boolean;
  actor: BookmarkGroupsActor;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = useGroupName()(group);
  const details = useCardDetails();
  const remove = {
    label: t('bookmarks.section.remove'),
    onAction: ({ id }: { id: string }) =>
      actor.send({ type: 'section.remove', tmdbId: id, at: Date.now() }),
  };
  return (
    <section className="bookmark-section" aria-labelledby={headingId}>
      <div className="bookmark-section-header">
        <h2 id={headingId}>
          <GroupLabel group={group} />
        </h2>
        {editing && group !== DEFAULT_GROUP_ID && (
          <Button
            aria-label={t('bookmarks.section.deleteGroupLabel', { name })}
            onClick={() => actor.send({ type: 'section.deleteGroup', at: Date.now() })}
          >
            {t('bookmarks.section.deleteGroup')}
          </Button>
        )}
        {editing ? (
          <Button
            variant="primary"
            aria-label={t('bookmarks.section.doneLabel', { name })}
            onClick={() => actor.send({ type: 'section.done' })}
          >
            {t('bookmarks.section.done')}
          </Button>
        ) : (
          <Button
            aria-label={t('bookmarks.section.editLabel', { name })}
            onClick={() => actor.send({ type: 'section.edit', section: group })}
          >
            {t('bookmarks.section.edit')}
          </Button>
        )}
      </div>
      <MediaGrid>
        {entries.map(({ media }) => (
          <MediaCard
            key={media.id}
            media={media}
            action={editing ? remove : undefined}
            {...details}
          />
        ))}
      </MediaGrid>
    </section>
  );
}
