// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMBED_AD_COVERS } from '../../../src/domain/ads.ts';
import { adCoverMachine } from '../../../src/machines/player/adCover.machine.ts';
import {
  cookieAssignment,
  readCookie,
  writeCookie,
} from '../../../src/services/browser/cookies.ts';
import { clearCookies } from '../../support/cookies.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { transitionTests } from '../../support/model.ts';

const cover = EMBED_AD_COVERS.left;

afterEach(clearCookies);

describe('adCover machine: every transition', () => {
  it.each(
    transitionTests({
      machine: adCoverMachine,
      input: cover,
      system: () => {
        clearCookies();
        return { system: {} };
      },
      events: () => [{ type: 'ad.dismiss' as const }],
      assert: { dismissed: () => expect(readCookie(cover.cookie)).toBe('1') },
    }),
  )('$name', ({ run }) => run());

  it('starts dismissed when the cookie says so', () => {
    writeCookie(cover.cookie, '1', 60);
    const actor = createActor(adCoverMachine, { input: cover, inspect: recordTransitions }).start();
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});

describe('ad spaces (doc 2 §4 "Ads", §9)', () => {
  it('keeps one dismissal for 7 days, for that space only', () => {
    const left = createActor(adCoverMachine, { input: EMBED_AD_COVERS.left }).start();
    left.send({ type: 'ad.dismiss' });
    expect(
      createActor(adCoverMachine, { input: EMBED_AD_COVERS.left }).start().getSnapshot().value,
    ).toBe('dismissed');
    expect(
      createActor(adCoverMachine, { input: EMBED_AD_COVERS.right }).start().getSnapshot().value,
    ).toBe('shown');
  });

  it('writes a first-party cookie for the whole site that lasts 7 days', () => {
    expect(cookieAssignment('flicker-ad-dismissed-embed-left', '1', 7 * 24 * 60 * 60)).toBe(
      'flicker-ad-dismissed-embed-left=1; max-age=604800; path=/; SameSite=Lax',
    );
  });
});
