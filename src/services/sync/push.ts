import type { SyncedSettingKey, SyncedSettingValues } from '../../contracts/backendAnswers.ts';
import type { BackendClient } from '../backend/client.ts';
import { classifyFailure } from './failures.ts';
import { bookmarkPayload } from './payloads.ts';
import type { BookmarkChange, ProgressChange, SettingsChange } from './pending.ts';

/** Who pushes: the backend and the account's credentials. */
export interface AccountApi {
  client: BackendClient;
  token: string;
  userId: string;
}

/** What a push round has to send (see `pending.ts`). */
export interface PushWork {
  settings: SettingsChange | null;
  groupOrder: { order: string[]; at: number } | null;
  bookmarks: readonly BookmarkChange[];
  progress: readonly ProgressChange[];
}

/**
 * What a round did: the changes the account holds now (pushed, or rejected for good and dropped),
 * by the keys and times their stores know them by; and why it stopped early, if it did.
 */
export interface PushOutcome {
  settings: Partial<Record<SyncedSettingKey, number>>;
  groupOrder: number | null;
  bookmarks: { tmdbId: string; at: number }[];
  progress: { key: string; at: number }[];
  /** Changes the backend rejected for good: dropped, and logged. */
  dropped: number;
  /** The last of them: why, as the backend said (`BackendStatusError.reason`). */
  rejection?: unknown;
  /** A transient failure or a dead session ends the round early; the rest waits for the next. */
  stoppedBy: 'transient' | 'sessionGone' | null;
  /** What stopped it. */
  error?: unknown;
}

function sendBookmark({ client, token, userId }: AccountApi, change: BookmarkChange) {
  return change.action === 'delete'
    ? client.removeBookmark(token, userId, change.tmdbId, change.at)
    : client.addBookmark(token, userId, bookmarkPayload(change.tmdbId, change.bookmark));
}

function sendProgress({ client, token, userId }: AccountApi, change: ProgressChange) {
  return change.action === 'delete'
    ? client.removeProgress(token, userId, change.tmdbId, { updatedAt: change.at })
    : client.saveProgress(token, userId, change.payload);
}

/** One setting at a time: a backend that refuses one value of many refuses them all at once. */
function eachSetting({ values, times }: SettingsChange): SettingsChange[] {
  return (Object.keys(values) as SyncedSettingKey[]).map((key) => ({
    values: { [key]: values[key] } as Partial<SyncedSettingValues>,
    times: { [key]: times[key] },
  }));
}

/**
 * One push round (spec doc 1 §4, DESIGN.md §8): the settings, the group order, then each bookmark
 * and progress change, oldest first, one at a time, each with the time it was made. The first
 * transient failure stops the round: what is left stays pending for the next one. A change the
 * backend rejects for good is dropped and logged; settings it rejects together are tried one by
 * one, so one bad value does not take the others with it.
 */
export async function pushChanges(api: AccountApi, work: PushWork): Promise<PushOutcome> {
  const outcome: PushOutcome = {
    settings: {},
    groupOrder: null,
    bookmarks: [],
    progress: [],
    dropped: 0,
    stoppedBy: null,
  };
  /** Sends one change: done, refused for good, or the round must stop. */
  const attempt = async (
    send: () => Promise<unknown>,
  ): Promise<'done' | 'stop' | { refused: unknown }> => {
    try {
      await send();
      return 'done';
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure === 'permanent') return { refused: error };
      outcome.stoppedBy = failure;
      outcome.error = error;
      return 'stop';
    }
  };
  /** `attempt`, dropping and logging a refused change; false when the round must stop. */
  const step = async (what: string, send: () => Promise<unknown>, done: () => void) => {
    const result = await attempt(send);
    if (result === 'stop') return false;
    if (result !== 'done') {
      outcome.dropped += 1;
      outcome.rejection = result.refused;
      console.warn(`Sync: the backend rejected ${what}; it is dropped.`, result.refused);
    }
    done();
    return true;
  };
  const saveSettings = (change: SettingsChange) => () =>
    api.client.saveSettings(api.token, api.userId, change.values, change.times);
  const settingsSaved = (change: SettingsChange) => () =>
    Object.assign(outcome.settings, change.times);

  const { settings, groupOrder } = work;
  if (settings) {
    const together = await attempt(saveSettings(settings));
    if (together === 'stop') return outcome;
    if (together === 'done') settingsSaved(settings)();
    else {
      for (const one of eachSetting(settings)) {
        const what = `the setting ${Object.keys(one.values)[0]}`;
        if (!(await step(what, saveSettings(one), settingsSaved(one)))) return outcome;
      }
    }
  }
  if (
    groupOrder &&
    !(await step(
      'the group order',
      () => api.client.saveGroupOrder(api.token, api.userId, groupOrder.order, groupOrder.at),
      () => {
        outcome.groupOrder = groupOrder.at;
      },
    ))
  ) {
    return outcome;
  }
  for (const change of work.bookmarks) {
    const what = `the bookmark change ${change.action} ${change.tmdbId}`;
    const done = () => outcome.bookmarks.push({ tmdbId: change.tmdbId, at: change.at });
    if (!(await step(what, () => sendBookmark(api, change), done))) return outcome;
  }
  for (const change of work.progress) {
    const what = `the progress change ${change.action} ${change.key}`;
    const done = () => outcome.progress.push({ key: change.key, at: change.at });
    if (!(await step(what, () => sendProgress(api, change), done))) return outcome;
  }
  return outcome;
}
