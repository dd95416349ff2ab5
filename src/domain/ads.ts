/**
 * The ad spaces of the iframe player (spec doc 2 §2, §3 "Cover (ad) item", §4 "Ads"): placeholders
 * only — no ad network, no third-party code. Anyone may dismiss one; a cookie keeps it dismissed.
 */

/** A cover (ad) item: its id and the cookie that remembers its dismissal. */
export interface AdCover {
  adId: string;
  cookie: string;
}

/** How long a dismissal lasts (doc 2 §9 "Ad cookie 7 days"). */
export const AD_DISMISSAL_DAYS = 7;
export const AD_DISMISSAL_SECONDS = AD_DISMISSAL_DAYS * 24 * 60 * 60;

const cover = (adId: string): AdCover => ({ adId, cookie: `flicker-ad-dismissed-${adId}` });

/** The iframe player's left and right ad spaces, shown on wide screens. */
export const EMBED_AD_COVERS = {
  left: cover('embed-left'),
  right: cover('embed-right'),
} as const;
