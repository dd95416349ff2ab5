// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMBED_AD_COVERS } from '../../../src/domain/ads.ts';
import { adCoverMachine } from '../../../src/machines/player/adCover.machine.ts';
import { clearCookies } from '../../support/cookies.ts';

/**
 * The ad spaces of the iframe player (spec doc 2 §4 "Ads"): anyone may dismiss one, and it is gone
 * at once. What the page shows is what EmbedPlayer's AdSpace reads: `matches('shown')`.
 */
afterEach(clearCookies);

describe('ads: dismissing an ad space (doc 2 §4)', () => {
  it('hides the space at once, not only on the next visit', () => {
    const ad = createActor(adCoverMachine, { input: EMBED_AD_COVERS.left }).start();
    expect(ad.getSnapshot().matches('shown')).toBe(true);
    ad.send({ type: 'ad.dismiss' });
    expect(ad.getSnapshot().matches('shown')).toBe(false);
  });
});
