import '../../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useWatchParty } from './WatchPartyContext.ts';

/**
 * The main settings page's "Watch party" row, with the party's state beside it; none when the
 * backend is older than 2.0.1 and offers no parties (spec doc 2 §5).
 */
export function WatchPartyEntry({ open }: { open: () => void }) {
  const { t } = useTranslation();
  const { party } = useWatchParty();
  const stateId = useId();
  const state = useSelector(party ?? undefined, (snapshot) => {
    if (!snapshot || snapshot.context.alert === 'oldBackend') return null;
    const code = snapshot.context.roomCode;
    if (snapshot.matches('checking')) return t('player.party.entry.checking');
    if (snapshot.matches('unavailable')) return t('player.party.entry.unavailable');
    if (snapshot.matches({ on: { role: 'host' } })) return t('player.party.entry.host', { code });
    if (snapshot.matches('on')) return t('player.party.entry.guest', { code });
    return t('player.party.entry.off');
  });
  if (state === null) return null;
  // Named "Watch party" alone (the name the page is known by), its state its description: the
  // state sits beside the button, drawn over its end as the other rows show theirs.
  return (
    <li className="player-party-entry">
      <button type="button" aria-describedby={stateId} onClick={open}>
        {t('player.party.title')}
      </button>
      <span id={stateId} className="player-party-entry-state">
        {state}
      </span>
    </li>
  );
}
