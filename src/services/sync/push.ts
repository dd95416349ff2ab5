import type { SettingsInput } from '../../contracts/backend.ts';
import type { BookmarkUpdate, ProgressUpdate } from '../../contracts/stored.ts';
import type { BackendClient } from '../backend/client.ts';
import { classifyFailure } from './failures.ts';
import { bookmarkPayload, progressUpdatePayload } from './payloads.ts';

/** Who pushes: the backend and the account's credentials. */
export interface AccountApi {
  client: BackendClient;
  token: string;
  userId: string;
}

/** What a push round has to send: the queues in order, and what changed of the rest. */
export interface PushWork {
  bookmarks: readonly BookmarkUpdate[];
  progress: readonly ProgressUpdate[];
  /** The group order, when it changed. */
  groupOrder: string[] | null;
  /** The settings changed since the last push. */
  settings: SettingsInput | null;
}

/** What a round did: the queued changes it is done with (pushed, or dropped), and why it stopped. */
export interface PushOutcome {
  bookmarkIds: number[];
  progressIds: number[];
  groupOrder: string[] | null;
  settings: SettingsInput | null;
  /** Changes the backend rejected for good: dropped, and logged. */
  dropped: number;
  /** A transient failure or a dead session ends the round early; the rest waits for the next. */
  stoppedBy: 'transient' | 'sessionGone' | null;
}

function sendBookmark({ client, token, userId }: AccountApi, update: BookmarkUpdate) {
  return update.action === 'delete'
    ? client.removeBookmark(token, userId, update.tmdbId)
    : client.addBookmark(token, userId, bookmarkPayload(update.tmdbId, update));
}

function sendProgress({ client, token, userId }: AccountApi, update: ProgressUpdate) {
  return update.action === 'delete'
    ? client.removeProgress(token, userId, update.tmdbId)
    : client.saveProgress(token, userId, progressUpdatePayload(update));
}

/**
 * One push round (spec doc 1 §4, DESIGN.md §8): the settings, the group order, then each queued
 * bookmark and progress change in the order it was made, one at a time so that a delete and a
 * later add of the same title reach the backend in that order. The first transient failure stops
 * the round: what is left stays queued, in order, for the next one.
 */
export async function pushChanges(api: AccountApi, work: PushWork): Promise<PushOutcome> {
  const outcome: PushOutcome = {
    bookmarkIds: [],
    progressIds: [],
    groupOrder: null,
    settings: null,
    dropped: 0,
    stoppedBy: null,
  };
  /** Sends one change; false when the round must stop. */
  const attempt = async (what: string, send: () => Promise<unknown>, done: () => void) => {
    try {
      await send();
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure === 'transient' || failure === 'sessionGone') {
        outcome.stoppedBy = failure;
        return false;
      }
      if (failure === 'permanent') {
        outcome.dropped += 1;
        console.warn(`Sync: the backend rejected ${what}; it is dropped.`, error);
      }
    }
    done();
    return true;
  };

  const { settings, groupOrder } = work;
  if (
    settings &&
    !(await attempt(
      'the settings',
      () => api.client.saveSettings(api.token, api.userId, settings),
      () => {
        outcome.settings = settings;
      },
    ))
  ) {
    return outcome;
  }
  if (
    groupOrder &&
    !(await attempt(
      'the group order',
      () => api.client.saveGroupOrder(api.token, api.userId, groupOrder),
      () => {
        outcome.groupOrder = groupOrder;
      },
    ))
  ) {
    return outcome;
  }
  for (const update of work.bookmarks) {
    const done = () => outcome.bookmarkIds.push(update.id);
    const what = `the bookmark change ${update.action} ${update.tmdbId}`;
    if (!(await attempt(what, () => sendBookmark(api, update), done))) return outcome;
  }
  for (const update of work.progress) {
    const done = () => outcome.progressIds.push(update.id);
    const what = `the progress change ${update.action} ${update.tmdbId}`;
    if (!(await attempt(what, () => sendProgress(api, update), done))) return outcome;
  }
  return outcome;
}
