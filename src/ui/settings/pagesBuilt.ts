/**
 * Pages the settings link to that later work builds (spec doc 1 §2): a link shows once its page
 * exists, rather than leading to the not-found page. Switch a flag on with its route.
 */
export const ADMIN_PAGE_BUILT: boolean = false;
