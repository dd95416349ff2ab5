import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { GROUP_ICONS } from '../../domain/bookmarkGroups.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../primitives/Button.tsx';
import { GroupIconGlyph } from './GroupLabel.tsx';
import type { BookmarkGroupsActor } from './useBookmarkStores.ts';

/**
 * Creating a group (spec doc 3 §2 "Group create"): a name field, then, once a name is typed, the
 * icon picker; Enter creates the group, Escape cancels. The actor announces the new group.
 */
export function GroupCreator({ actor }: { actor: BookmarkGroupsActor }) {
  const { t } = useTranslation();
  const hintId = useId();
  const iconsName = useId();
  const naming = useSelector(actor, (snapshot) => snapshot.matches({ create: 'naming' }));
  const named = useSelector(actor, (snapshot) => snapshot.matches({ create: { naming: 'named' } }));
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);

  // The form goes away on Enter or Escape: the focus goes back to the button that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  const wasNaming = useRef(naming);
  useEffect(() => {
    if (wasNaming.current && !naming) opener.current?.focus();
    wasNaming.current = naming;
  }, [naming]);

  if (!naming) {
    return (
      <button
        ref={opener}
        type="button"
        className="button button-ghost"
        onClick={() => actor.send({ type: 'group.create' })}
      >
        <span aria-hidden="true">+</span> {t('bookmarks.picker.newGroup')}
      </button>
    );
  }
  return (
    <form
      className="group-creator"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'group.submit' });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape belongs to the form here, not to the modal around it.
        event.stopPropagation();
        actor.send({ type: 'group.cancel' });
      }}
    >
      <label className="form-field group-creator-name">
        {t('bookmarks.picker.name')}
        <input
          type="text"
          // The field appears because the user asked for it: typing is what comes next.
          // biome-ignore lint/a11y/noAutofocus: see above.
          autoFocus
          value={draft.name}
          aria-describedby={hintId}
          onChange={(event) => actor.send({ type: 'group.nameChanged', name: event.target.value })}
        />
      </label>
      <p id={hintId} className="group-creator-hint">
        {t('bookmarks.picker.hint')}
      </p>
      {named && (
        <>
          <fieldset className="group-creator-icons">
            <legend>{t('bookmarks.picker.icon')}</legend>
            {GROUP_ICONS.map((icon) => (
              <label key={icon} title={t(`bookmarks.icons.${icon}`)}>
                <input
                  type="radio"
                  name={iconsName}
                  value={icon}
                  checked={draft.icon === icon}
                  onChange={() => actor.send({ type: 'group.iconPicked', icon })}
                />
                <GroupIconGlyph icon={icon} />
                <span className="visually-hidden">{t(`bookmarks.icons.${icon}`)}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="primary">
            {t('bookmarks.picker.create')}
          </Button>
        </>
      )}
    </form>
  );
}
