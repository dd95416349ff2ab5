import '../../../i18n/english/player.ts';
import { useLocation } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ROOM_CODE_MAX_LENGTH, typedRoomCode, viewerLabel } from '../../../domain/party.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { copyLinkMachine } from '../../../machines/player/copyLink.machine.ts';
import type { PartyMember } from '../../../machines/player/watchParty.machine.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { Switch } from '../../settings/Switch.tsx';
import { partyAlertKeys } from './partyAlerts.ts';
import type { WatchPartyActor } from './WatchPartyContext.ts';

type Party = { party: WatchPartyActor };

/** The page's state, as the view tells it apart. */
type PageState = 'checking' | 'unavailable' | 'off' | 'host' | 'guest';

/**
 * The settings overlay's `/watchparty` page (spec doc 2 §2, §5, §8): why the party is unavailable;
 * off, host a party or join one by its code (at most 10 characters, upper-cased, Join disabled
 * while empty or looked up); as host, the code, its link to copy, the code to edit, the viewers,
 * the status box and leaving; as guest, the room, its host and viewers, the status box and leaving.
 */
export function WatchPartyPage({ party }: Party) {
  const state = useSelector(party, (snapshot): PageState => {
    if (snapshot.matches('checking')) return 'checking';
    if (snapshot.matches('unavailable')) return 'unavailable';
    if (snapshot.matches({ on: { role: 'host' } })) return 'host';
    if (snapshot.matches('on')) return 'guest';
    return 'off';
  });
  return (
    <div className="player-party">
      {state === 'checking' && <Checking />}
      {state === 'unavailable' && <Unavailable party={party} />}
      {state === 'off' && <Off party={party} />}
      {state === 'host' && <Hosting party={party} />}
      {state === 'guest' && <Following party={party} />}
    </div>
  );
}

function Checking() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true">
      {t('player.party.checking')}
    </p>
  );
}

function Unavailable({ party }: Party) {
  const { t } = useTranslation();
  const alert = useSelector(party, (snapshot) => snapshot.context.alert);
  return (
    <>
      <p className="player-party-message">{alert && t(partyAlertKeys[alert])}</p>
      {alert === 'noBackend' && <p>{t('player.party.noBackendHint')}</p>}
      {alert === 'backendUnreachable' && (
        <button type="button" onClick={() => party.send({ type: 'party.retry' })}>
          {t('player.party.tryAgain')}
        </button>
      )}
    </>
  );
}

/** The last alert (a room refused, a party ended), until dismissed. */
function PartyAlert({ party }: Party) {
  const { t } = useTranslation();
  const alert = useSelector(party, (snapshot) => snapshot.context.alert);
  if (!alert) return null;
  return (
    <div className="player-party-alert-row" role="alert">
      <p>{t(partyAlertKeys[alert])}</p>
      <button type="button" onClick={() => party.send({ type: 'party.alert.dismiss' })}>
        {t('player.party.dismiss')}
      </button>
    </div>
  );
}

/** No party: host one, or join one by its code. */
function Off({ party }: Party) {
  const { t } = useTranslation();
  const validating = useSelector(party, (snapshot) => snapshot.matches('validating'));
  const [code, setCode] = useState('');
  const statusId = useId();
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (code !== '' && !validating) party.send({ type: 'party.join', code });
  };
  return (
    <>
      <PartyAlert party={party} />
      <p>{t('player.party.intro')}</p>
      <button
        type="button"
        className="player-party-primary"
        disabled={validating}
        onClick={() => party.send({ type: 'party.host' })}
      >
        {t('player.party.host')}
      </button>
      <form className="player-party-form" onSubmit={join} aria-describedby={statusId}>
        <h3>{t('player.party.joinHeading')}</h3>
        <RoomCodeField
          value={code}
          readOnly={validating}
          onChange={(text) => setCode(typedRoomCode(text))}
        />
        <div className="player-party-actions">
          <button type="submit" disabled={code === '' || validating} aria-busy={validating}>
            {t('player.party.join')}
          </button>
          {validating && (
            <button type="button" onClick={() => party.send({ type: 'party.leave' })}>
              {t('player.party.cancel')}
            </button>
          )}
        </div>
        <p id={statusId} role="status" className="player-party-note">
          {validating && t('player.party.joining', { code })}
        </p>
      </form>
    </>
  );
}

/** A room code as typed: upper-cased, at most 10 characters (spec doc 2 §5). */
function RoomCodeField({
  value,
  readOnly,
  onChange,
  onEscape,
}: {
  value: string;
  readOnly?: boolean;
  onChange: (text: string) => void;
  onEscape?: () => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !onEscape) return;
    // Escape cancels the edit, not the overlay.
    event.stopPropagation();
    onEscape();
  };
  return (
    <label className="player-panel-field">
      {t('player.party.roomCode')}
      <input
        className="player-party-code-input"
        value={value}
        maxLength={ROOM_CODE_MAX_LENGTH}
        readOnly={readOnly}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}

/** The link that joins this room: the player's address with `?watchparty=` (spec doc 2 §2). */
function useRoomLink(roomCode: string): string {
  const pathname = useLocation({ select: (location) => location.pathname });
  const link = new URL(pathname, window.location.origin);
  link.searchParams.set('watchparty', roomCode);
  return link.href;
}

function Hosting({ party }: Party) {
  const { t } = useTranslation();
  const roomCode = useSelector(party, (snapshot) => snapshot.context.roomCode);
  const editing = useSelector(party, (snapshot) =>
    snapshot.matches({ on: { role: { host: 'editing' } } }),
  );
  return (
    <>
      <p className="player-party-label">{t('player.party.yourCode')}</p>
      <p className="player-party-code" data-testid="party-code">
        {roomCode}
      </p>
      <p>{t('player.party.shareHint')}</p>
      <CopyRoomLink roomCode={roomCode} />
      {editing ? (
        <EditCode party={party} />
      ) : (
        <button type="button" onClick={() => party.send({ type: 'party.code.edit' })}>
          {t('player.party.editCode')}
        </button>
      )}
      <Members party={party} />
      <PartyFooter party={party} />
    </>
  );
}

/** Copy link, then "Link copied" for 2 s; a refused clipboard leaves the link to copy by hand. */
function CopyRoomLink({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation();
  const link = useRoomLink(roomCode);
  const copier = useActorRef(copyLinkMachine, useViewActorOptions());
  const copied = useSelector(copier, (snapshot) => snapshot.matches('copied'));
  const failed = useSelector(copier, (snapshot) => snapshot.matches('failed'));
  return (
    <div className="player-panel-copy">
      <button type="button" onClick={() => copier.send({ type: 'copy.request', text: link })}>
        {t('player.party.copyLink')}
      </button>
      <p role="status" className="player-party-note">
        {copied && t('player.party.linkCopied')}
        {failed && t('player.party.copyFailed')}
      </p>
      {failed && (
        <input
          className="player-party-link"
          readOnly
          value={link}
          aria-label={t('player.party.link')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}

/** The host's code being edited: Save needs a code, Cancel (or Escape) keeps the old one. */
function EditCode({ party }: Party) {
  const { t } = useTranslation();
  const draft = useSelector(party, (snapshot) => snapshot.context.draft);
  const cancel = () => party.send({ type: 'party.code.cancel' });
  return (
    <form
      className="player-party-form"
      onSubmit={(event) => {
        event.preventDefault();
        party.send({ type: 'party.code.save' });
      }}
    >
      <RoomCodeField
        value={draft}
        onChange={(text) => party.send({ type: 'party.code.typed', text })}
        onEscape={cancel}
      />
      <div className="player-party-actions">
        <button type="submit" disabled={typedRoomCode(draft) === ''}>
          {t('player.party.save')}
        </button>
        <button type="button" onClick={cancel}>
          {t('player.party.cancel')}
        </button>
      </div>
    </form>
  );
}

function Following({ party }: Party) {
  const { t } = useTranslation();
  const roomCode = useSelector(party, (snapshot) => snapshot.context.roomCode);
  const host = useSelector(
    party,
    (snapshot) => snapshot.context.members.find((member) => member.isHost)?.userId,
  );
  const alone = useSelector(party, (snapshot) =>
    snapshot.matches({ on: { role: { guest: 'alone' } } }),
  );
  return (
    <>
      <p className="player-party-label">{t('player.party.roomCode')}</p>
      <p className="player-party-code player-party-code-small">{roomCode}</p>
      <p>{t('player.party.guestNote')}</p>
      <p role="status" className="player-party-message">
        {alone
          ? t('player.party.alone')
          : host && t('player.party.hostIs', { viewer: viewerLabel(host) })}
      </p>
      <Members party={party} />
      <PartyFooter party={party} />
    </>
  );
}

const sameMembers = (a: PartyMember[], b: PartyMember[]) =>
  a.length === b.length &&
  a.every(
    (member, index) => member.userId === b[index]?.userId && member.isHost === b[index]?.isHost,
  );

/** The others in the room, by the start of their ids, the host marked (spec doc 2 §9). */
function Members({ party }: Party) {
  const { t } = useTranslation();
  const members = useSelector(party, (snapshot) => snapshot.context.members, sameMembers);
  const headingId = useId();
  return (
    <section className="player-party-members" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('player.party.viewers', { count: members.length })}</h3>
      {members.length === 0 ? (
        <p className="player-party-note">{t('player.party.nobody')}</p>
      ) : (
        <ul>
          {members.map((member) => (
            <li key={member.userId}>
              <span className="player-party-viewer">{viewerLabel(member.userId)}</span>
              {member.isHost && (
                <span className="player-party-badge">{t('player.party.hostMark')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The status box, and leaving, for host and guest alike. */
function PartyFooter({ party }: Party) {
  const { t } = useTranslation();
  const statusBox = useSelector(party, (snapshot) => snapshot.context.statusBox);
  return (
    <>
      <Switch
        label={t('player.party.statusBox')}
        checked={statusBox}
        onChange={() => party.send({ type: 'party.statusBox.toggle' })}
      />
      <button
        type="button"
        className="player-party-leave"
        onClick={() => party.send({ type: 'party.leave' })}
      >
        {t('player.party.leave')}
      </button>
    </>
  );
}
