import { useSelector } from '@xstate/react';
import { ArrowLeft, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { autoReadDaysOf, feedUrlProblem } from '../../domain/notifications.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { NotificationStores } from '../../machines/notifications/notifications.machine.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../settings/SettingsField.tsx';
import type { NotificationsActor } from './NotificationsModal.tsx';

/** The auto-read age: stored as typed once it is a whole number from 1 to 365, else refused. */
function AutoReadDays({
  actor,
  store,
}: {
  actor: NotificationsActor;
  store: NotificationStores['autoReadDays'];
}) {
  const { t } = useTranslation();
  const stored = useSelector(store, (snapshot) => snapshot.context.days);
  const [entered, setEntered] = useState(String(stored));
  const valid = autoReadDaysOf(entered) !== null;
  return (
    <TextField
      label={t('notifications.settings.autoRead')}
      hint={t('notifications.settings.autoReadHint')}
      error={valid ? null : t('notifications.settings.autoReadInvalid')}
      inputMode="numeric"
      autoComplete="off"
      value={entered}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setEntered(text);
        const days = autoReadDaysOf(text);
        if (days !== null) actor.send({ type: 'settings.autoReadDays', days });
      }}
    />
  );
}

/** The custom feeds: listed with a remove button each; a URL is added once it passes §5's rules. */
function CustomFeeds({ actor }: { actor: NotificationsActor }) {
  const { t } = useTranslation();
  const urls = useSelector(actor, (snapshot) =>
    snapshot.context.feeds.slice(1).map((feed) => feed.url),
  );
  const [entered, setEntered] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    // Blank entries are skipped (spec doc 3 §5).
    if (entered.trim() === '') return;
    const refused = feedUrlProblem(entered, urls);
    setProblem(refused && t(`notifications.settings.${refused}`));
    if (refused) return;
    actor.send({ type: 'settings.feedAdded', url: entered });
    setEntered('');
  };
  return (
    <section className="notifications-settings-group" aria-labelledby="notification-feeds">
      <h4 id="notification-feeds">{t('notifications.settings.feeds')}</h4>
      <p className="notifications-note">
        {t('notifications.settings.feedsHint', { name: t('app.name') })}
      </p>
      {urls.length === 0 ? (
        <p className="notifications-note">{t('notifications.settings.feedsEmpty')}</p>
      ) : (
        <ul className="notification-feeds" aria-label={t('notifications.settings.feedsList')}>
          {urls.map((url) => (
            <li key={url}>
              <span className="notification-feed-url">{url}</span>
              <Button
                variant="ghost"
                className="notifications-icon-button"
                aria-label={t('notifications.settings.remove', { url })}
                onClick={() => actor.send({ type: 'settings.feedRemoved', url })}
              >
                <X size={18} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="notification-feed-form" onSubmit={add}>
        <TextField
          label={t('notifications.settings.feedUrl')}
          error={problem}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={entered}
          onChange={(event) => {
            setEntered(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Button type="submit">{t('notifications.settings.add')}</Button>
      </form>
    </section>
  );
}

/** The settings view (spec doc 3 §4, §5): the auto-read age and the custom feeds. */
export function NotificationSettings({
  actor,
  stores,
}: {
  actor: NotificationsActor;
  stores: NotificationStores;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="notifications-view">
      <Button
        variant="ghost"
        className="notifications-back"
        onClick={() => actor.send({ type: 'notifications.back' })}
      >
        <ArrowLeft className="icon-directional" size={18} aria-hidden="true" />
        {t('notifications.settings.back')}
      </Button>
      <h3 ref={heading} tabIndex={-1}>
        {t('notifications.settings.title')}
      </h3>
      <AutoReadDays actor={actor} store={stores.autoReadDays} />
      <CustomFeeds actor={actor} />
    </div>
  );
}
