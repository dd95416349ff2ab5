import '../../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { Users, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { partyAlertKeys, toldOverPlayer } from './partyAlerts.ts';
import { useWatchParty, type WatchPartyActor } from './WatchPartyContext.ts';

/**
 * What the watch party shows over the picture (spec doc 2 §2, §8): its status box while a party is
 * on and the viewer keeps it, or the alert of a party that ended or could not start, until
 * dismissed. `settingsOpen`: the party's settings page already tells the alert.
 */
export function PartyOverPlayer({ settingsOpen }: { settingsOpen: boolean }) {
  const { party, fromLink } = useWatchParty();
  const alert = useSelector(party ?? undefined, (snapshot) => snapshot?.context.alert ?? null);
  const boxShown = useSelector(
    party ?? undefined,
    (snapshot) => (snapshot?.matches('on') && snapshot.context.statusBox) ?? false,
  );
  if (!party) return null;
  if (boxShown) return <PartyStatusBox party={party} />;
  if (!settingsOpen && toldOverPlayer(alert, fromLink)) {
    return <PartyAlertNotice party={party} message={partyAlertKeys[alert]} />;
  }
  return null;
}

/** A party that ended, or a room that refused the viewer (role="alert": it is announced). */
function PartyAlertNotice({ party, message }: { party: WatchPartyActor; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="player-party-box player-party-alert" role="alert">
      <p className="player-party-box-title">
        <Users aria-hidden="true" />
        {t('player.party.title')}
      </p>
      <p>{t(message)}</p>
      <button type="button" onClick={() => party.send({ type: 'party.alert.dismiss' })}>
        {t('player.party.dismiss')}
      </button>
    </div>
  );
}

/**
 * The watch-party status box (spec doc 2 §2): the room, host or guest, how many others watch, and
 * what a guest is doing to keep up; its close button hides it (the settings page shows it again).
 */
function PartyStatusBox({ party }: { party: WatchPartyActor }) {
  const { t } = useTranslation();
  const roomCode = useSelector(party, (snapshot) => snapshot.context.roomCode);
  const others = useSelector(party, (snapshot) => snapshot.context.members.length);
  const doing = useSelector(party, (snapshot) => {
    if (snapshot.matches({ on: { role: { guest: 'alone' } } })) return 'waiting';
    if (
      snapshot.matches({ on: { role: { guest: { following: 'seeking' } } } }) ||
      snapshot.matches({ on: { role: { guest: { following: 'settling' } } } })
    ) {
      return 'catchingUp';
    }
    return null;
  });
  const guest = useSelector(party, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
  return (
    <section className="player-party-box" aria-label={t('player.party.title')}>
      <div className="player-party-box-head">
        <p className="player-party-box-title">
          <Users aria-hidden="true" />
          {t('player.party.status.room', { code: roomCode })}
        </p>
        <button
          type="button"
          className="player-party-box-close"
          aria-label={t('player.party.status.hide')}
          title={t('player.party.status.hide')}
          onClick={() => party.send({ type: 'party.statusBox.toggle' })}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <p>
        {t(guest ? 'player.party.status.guest' : 'player.party.status.host')}
        {' · '}
        {t('player.party.status.others', { count: others })}
      </p>
      {/* Announced as it changes: a guest hears when it catches up and when the host is gone. */}
      <p role="status" className="player-party-box-doing">
        {doing === 'waiting' && t('player.party.status.waitingForHost')}
        {doing === 'catchingUp' && t('player.party.status.catchingUp')}
      </p>
    </section>
  );
}
