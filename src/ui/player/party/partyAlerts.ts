import type { PartyAlert } from '../../../machines/player/watchParty.machine.ts';

/** The message of each of the party's alerts (spec doc 2 §8), as an i18n key. */
export const partyAlertKeys: Readonly<Record<PartyAlert, string>> = {
  noBackend: 'player.party.alerts.noBackend',
  oldBackend: 'player.party.alerts.oldBackend',
  backendUnreachable: 'player.party.alerts.backendUnreachable',
  emptyRoom: 'player.party.alerts.emptyRoom',
  invalidRoom: 'player.party.alerts.invalidRoom',
  unreachable: 'player.party.alerts.unreachable',
  contentMismatch: 'player.party.alerts.contentMismatch',
  episodeMismatch: 'player.party.alerts.episodeMismatch',
  mediaChanged: 'player.party.alerts.mediaChanged',
};

/** Alerts about the backend, which the settings page tells: over the player, only after a link. */
const BACKEND_ALERTS: ReadonlySet<PartyAlert> = new Set([
  'noBackend',
  'oldBackend',
  'backendUnreachable',
]);

/**
 * Whether an alert is told over the player, where it is seen without opening the settings: a
 * party ended or a room refused; and, when the page came from a link, why it could not join.
 */
export function toldOverPlayer(alert: PartyAlert | null, fromLink: boolean): alert is PartyAlert {
  return alert !== null && (fromLink || !BACKEND_ALERTS.has(alert));
}
