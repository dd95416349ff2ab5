import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { bookmarkSections } from '../../domain/bookmarkGroups.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemActor } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';
import { BookmarkSection } from './BookmarkSection.tsx';
import { bookmarkEntries } from './bookmarkEntries.ts';
import { GROUP_ORDER_DIALOG, GroupOrderDialog } from './GroupOrderDialog.tsx';
import {
  useBookmarkGroupsActor,
  useSavedGroupOrder,
  useStoredBookmarks,
} from './useBookmarkStores.ts';
import './bookmarks.css';

/** /bookmarks (spec doc 3 §2): every bookmark, by group in the saved order, ungrouped ones last. */
export function BookmarksPage() {
  const { t } = useTranslation();
  const bookmarks = useStoredBookmarks();
  const savedOrder = useSavedGroupOrder();
  const sections = useMemo(
    () => bookmarkSections(bookmarkEntries(bookmarks), savedOrder),
    [bookmarks, savedOrder],
  );
  const groups = useBookmarkGroupsActor();
  const editing = useSelector(groups, (snapshot) =>
    snapshot.matches({ sections: 'editing' }) ? snapshot.context.section : null,
  );
  const modals = useSystemActor('modals');

  if (sections.length === 0) return <EmptyBookmarks />;
  return (
    <section className="bookmarks" aria-labelledby="bookmarks-title">
      <header className="bookmarks-header">
        <Link to="/" className="button button-ghost">
          <ArrowLeft className="icon-directional" size={18} /> {t('bookmarks.backHome')}
        </Link>
        <h1 id="bookmarks-title">{t('bookmarks.title')}</h1>
        {sections.length > 1 && (
          <Button
            onClick={() => {
              groups.send({ type: 'order.edit', groups: sections.map((section) => section.id) });
              modals.send({ type: 'modal.open', id: GROUP_ORDER_DIALOG });
            }}
          >
            {t('bookmarks.order.open')}
          </Button>
        )}
      </header>
      {sections.map((section) => (
        <BookmarkSection
          key={section.id}
          group={section.id}
          entries={section.bookmarks}
          editing={editing === section.id}
          actor={groups}
        />
      ))}
      <GroupOrderDialog actor={groups} />
    </section>
  );
}

function EmptyBookmarks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      title={t('bookmarks.empty.title')}
      actions={
        <Button variant="primary" onClick={() => navigate({ to: '/' })}>
          {t('bookmarks.empty.goHome')}
        </Button>
      }
    >
      <p>{t('bookmarks.empty.text')}</p>
    </StatusScreen>
  );
}
