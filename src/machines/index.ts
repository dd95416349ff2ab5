import type { AnyStateMachine } from 'xstate';
import { accountMachine } from './account/account.machine.ts';
import { accountEditMachine } from './account/accountEdit.machine.ts';
import { humanCheckMachine } from './account/humanCheck.machine.ts';
import { loginMachine } from './account/login.machine.ts';
import { registerMachine } from './account/register.machine.ts';
import { sessionsMachine } from './account/sessions.machine.ts';
import { syncMachine } from './account/sync.machine.ts';
import { adminTestMachine } from './admin/adminTest.machine.ts';
import { appMachine } from './app/app.machine.ts';
import { bannersMachine } from './app/banners.machine.ts';
import { bootMachine } from './app/boot.machine.ts';
import { errorReportMachine } from './app/errorReport.machine.ts';
import { modalsMachine } from './app/modals.machine.ts';
import { onlineMachine } from './app/online.machine.ts';
import { bookmarkGroupsMachine } from './browse/bookmarkGroups.machine.ts';
import { detailModalMachine } from './browse/detailModal.machine.ts';
import { discoverListMachine } from './browse/discoverList.machine.ts';
import { featuredMachine } from './browse/featured.machine.ts';
import { featuredCarouselMachine } from './browse/featuredCarousel.machine.ts';
import { randomPickMachine } from './browse/randomPick.machine.ts';
import { searchMachine } from './browse/search.machine.ts';
import { migrateDirectMachine } from './migration/migrateDirect.machine.ts';
import { migrateDownloadMachine } from './migration/migrateDownload.machine.ts';
import { migrateUploadMachine } from './migration/migrateUpload.machine.ts';
import { notificationsMachine } from './notifications/notifications.machine.ts';
import { adCoverMachine } from './player/adCover.machine.ts';
import { captionsMachine } from './player/captions.machine.ts';
import { castingMachine } from './player/casting.machine.ts';
import { controlsMachine } from './player/controls.machine.ts';
import { copyLinkMachine } from './player/copyLink.machine.ts';
import { embedFrameMachine } from './player/embedFrame.machine.ts';
import { externalSubtitlesMachine } from './player/externalSubtitles.machine.ts';
import { holdToBoostMachine } from './player/holdToBoost.machine.ts';
import { indicatorMachine } from './player/indicator.machine.ts';
import { mediaMachine } from './player/media.machine.ts';
import { nextEpisodeMachine } from './player/nextEpisode.machine.ts';
import { overlaysMachine } from './player/overlays.machine.ts';
import { playerMachine } from './player/player.machine.ts';
import { progressSaverMachine } from './player/progressSaver.machine.ts';
import { resumePromptMachine } from './player/resumePrompt.machine.ts';
import { scrapeCheckMachine } from './player/scrapeCheck.machine.ts';
import { scrapingMachine } from './player/scraping.machine.ts';
import { seekingMachine } from './player/seeking.machine.ts';
import { skipIntroMachine } from './player/skipIntro.machine.ts';
import { skipTrackerMachine } from './player/skipTracker.machine.ts';
import { sourceSelectionMachine } from './player/sourceSelection.machine.ts';
import { speedMachine } from './player/speed.machine.ts';
import { volumeMachine } from './player/volume.machine.ts';
import { watchPartyMachine } from './player/watchParty.machine.ts';
import { backendMetaMachine } from './settings/backendMeta.machine.ts';
import { listDragMachine } from './settings/listDrag.machine.ts';
import { sourceListMachine } from './settings/sourceList.machine.ts';
import { debridKeyMachine } from './setup/debridKey.machine.ts';
import { extensionMachine } from './setup/extension.machine.ts';
import { fileHostTokenMachine } from './setup/fileHostToken.machine.ts';
import { onboardingMachine } from './setup/onboarding.machine.ts';
import { proxyTestMachine } from './setup/proxyTest.machine.ts';
import { regionMachine } from './setup/region.machine.ts';
import { setupStatusMachine } from './setup/setupStatus.machine.ts';

/** A machine with what the docs and the coverage gate need to know about it. */
export interface MachineEntry {
  machine: AnyStateMachine;
  /** One line on what it models. */
  summary: string;
  /** Where the behaviour is specified, e.g. `doc 3 §4`. */
  spec: string;
  /** Transitions the tests may leave unwalked, each with the reason. */
  exclusions?: Array<{ transition: string; why: string }>;
}

/** Every machine of the app, by id: docs/statecharts and the coverage gate are built from this. */
export const machines: Record<string, MachineEntry> = {
  app: {
    machine: appMachine,
    summary: 'The root actor: boots, then runs the app; parent of the app-wide actors.',
    spec: 'DESIGN.md §3',
  },
  boot: {
    machine: bootMachine,
    summary:
      "App start: load the account's profile; the failure screen's log out, reload, reset backend.",
    spec: 'doc 1 §2, §7, §8; doc 3 §4',
  },
  online: {
    machine: onlineMachine,
    summary: 'Connectivity: a ping every 50 s while online, every 5 s while offline.',
    spec: 'doc 3 §4, §9',
  },
  banners: {
    machine: bannersMachine,
    summary: 'The offline and custom banners: shown, hidden for the session, or ignored for good.',
    spec: 'doc 2 §8; doc 3 §2',
  },
  modals: {
    machine: modalsMachine,
    summary: 'The modal stack: open, close, Escape closes the top unless typing; one-time modals.',
    spec: 'doc 1 §4; doc 3 §2',
  },
  errorReport: {
    machine: errorReportMachine,
    summary: 'The error screen: details overlay, copy the redacted debug report, "Copied" for 2 s.',
    spec: 'doc 3 §2, §8, §9',
  },
  account: {
    machine: accountMachine,
    summary:
      "The device's account: anonymous or logged in (the sync runs); logout ends the session and clears the account's data; a gone session or another backend logs out.",
    spec: 'doc 1 §4, §6, §7',
  },
  login: {
    machine: loginMachine,
    summary:
      'Logging in: device name and passphrase checked, keys derived, the challenge signed; a 401 means a wrong passphrase.',
    spec: 'doc 1 §2, §5, §7',
  },
  register: {
    machine: registerMachine,
    summary:
      'Registration in four steps (trust the server, account info, passphrase, confirmation), the human check when the server asks, then the signed registration.',
    spec: 'doc 1 §2, §5, §7; CONTRACTS §1–§2',
  },
  humanCheck: {
    machine: humanCheckMachine,
    summary:
      "The backend's human check: a reCAPTCHA token requested, then resolved, or rejected when there is none.",
    spec: 'doc 1 §4',
  },
  sync: {
    machine: syncMachine,
    summary:
      "The account's data: at login the device's imported, then the account fetched (again every 12 h); queued changes, group order and changed settings pushed every 5 s, transient failures retried with back-off, rejections dropped and logged.",
    spec: 'doc 1 §4, §7, §9; DESIGN.md §8',
  },
  sessions: {
    machine: sessionsMachine,
    summary:
      'Settings › Account devices: load the sessions (names decrypted), end one or all others, delete the account after a confirmation; a 401 ends the account here.',
    spec: 'doc 1 §2, §7, §8',
  },
  accountEdit: {
    machine: accountEditMachine,
    summary:
      'Settings › Account: save the device name (encrypted, PATCH /sessions/{sid}) or the profile (PATCH /users/{id}); then account.updated, or account.ended on a 401.',
    spec: 'doc 1 §2, §5, §7',
  },
  backendMeta: {
    machine: backendMetaMachine,
    summary:
      'The backend address of the Connections settings: blank, not a URL, or, once the typing pauses, its server’s /meta loaded or failed (try again).',
    spec: 'doc 1 §2, §7',
  },
  search: {
    machine: searchMachine,
    summary:
      'The home search: 500 ms debounce, then results, no results or failed; empty goes idle.',
    spec: 'doc 3 §2, §5',
  },
  featuredCarousel: {
    machine: featuredCarouselMachine,
    summary:
      'Featured slides: next every 5 s (8 s in the discover hero), reset by moves and swipes.',
    spec: 'doc 3 §2, §9',
  },
  randomPick: {
    machine: randomPickMachine,
    summary:
      'Watch Something Random: pick a popular movie, count down 5 s, open it; press to cancel.',
    spec: 'doc 3 §2, §9',
  },
  featured: {
    machine: featuredMachine,
    summary: 'The featured block: load 6 popular movies and 4 shows, then run the carousel.',
    spec: 'doc 3 §2, §9',
  },
  discoverList: {
    machine: discoverListMachine,
    summary:
      'A discover carousel or "more" page: first page, fallback content type, load-more paging.',
    spec: 'doc 3 §2, §7, §8, §9',
  },
  bookmarkGroups: {
    machine: bookmarkGroupsMachine,
    summary: 'Bookmark groups: create (name, then icon), section edit mode, the reorder dialog.',
    spec: 'doc 3 §2, §4; doc 1 §3',
  },
  detailModal: {
    machine: detailModalMachine,
    summary:
      'Title details: load (failure logged, skeleton stays), old links redirected, no id closes; bookmark, share, copy id; seasons, favourites, watched toggles, season-watched confirm, go-to-episode.',
    spec: 'doc 3 §2, §4, §5, §8, §9; doc 1 §4',
  },
  player: {
    machine: playerMachine,
    summary:
      'The player: meta, resume prompt, source (the search, or picked by hand), then playing with the display and progress saving, or not found, playback error, metadata failure; try again. A source picked while playing is looked into beside the video, which it replaces only once it has a stream.',
    spec: 'doc 2 §2, §4, §8; doc 1 §8',
  },
  scraping: {
    machine: scrapingMachine,
    summary:
      'The automatic source search: the scraping API runs the sources in order; each waits, is pending, then found, failed or found nothing, with its embeds; ends with a stream, nothing, or a failure.',
    spec: 'doc 2 §4, §7, §8',
  },
  scrapeCheck: {
    machine: scrapeCheckMachine,
    summary:
      "The scraping API's human check: the question, the answer checked (a wrong one asks again), the token for the scraper; cancelled or unreachable, none.",
    spec: 'doc 2 §2, §6, §8',
  },
  sourceSelection: {
    machine: sourceSelectionMachine,
    summary:
      'Picking a source by hand: an embed provider plays in an iframe at once; a source is scraped: its stream, its one embed scraped in turn, several embeds to pick from, or no stream, no embeds, failed.',
    spec: 'doc 2 §2, §4',
  },
  embedFrame: {
    machine: embedFrameMachine,
    summary:
      "An embed provider's page in the iframe player: loading, loaded, or after 10 s the notice to open it in a new tab, which says it opens there.",
    spec: 'doc 2 §2, §8',
  },
  adCover: {
    machine: adCoverMachine,
    summary:
      'An ad space of the iframe player (a placeholder): shown unless its cookie says dismissed; dismissing sets the cookie for 7 days.',
    spec: 'doc 2 §2, §3, §4, §9',
  },
  media: {
    machine: mediaMachine,
    summary:
      'The display: a stream on the video element (hls.js, native HLS, MP4 by quality) or an embed; requests in, element facts out; playing only when the element plays.',
    spec: 'doc 2 §4, §8, §9',
  },
  controls: {
    machine: controlsMachine,
    summary:
      'Player controls: shown 3 s after a mouse move, toggled by a tap, always while paused or an overlay is open.',
    spec: 'doc 2 §2, §4, §9',
  },
  holdToBoost: {
    machine: holdToBoostMachine,
    summary:
      'Hold-to-boost: a 300 ms hold plays at 2x until release, the indicator lingers 1.5 s; a short press toggles play.',
    spec: 'doc 2 §4, §5, §9',
  },
  seeking: {
    machine: seekingMachine,
    summary:
      'Seeking: a drag pauses, then seeks and resumes only if it was playing; seek times clamped to 0..duration.',
    spec: 'doc 2 §4, §5',
  },
  overlays: {
    machine: overlaysMachine,
    summary:
      'The player overlay router in `r`: settings and episodes pages, back, close, Escape unless typing, 400 ms close.',
    spec: 'doc 2 §2, §9; doc 1 §2',
  },
  volume: {
    machine: volumeMachine,
    summary:
      'Volume: mute remembers the volume, unmute restores it (or 1); keys ±0.15, wheel deltaY/1000 once per 345 ms, slider; 0 mutes.',
    spec: 'doc 2 §4, §5, §9',
  },
  indicator: {
    machine: indicatorMachine,
    summary:
      'A passing indicator: the subtitle delay and the speed for 3 s after their keys, the r key’s 1 s roll; shown again, its time starts over.',
    spec: 'doc 2 §2, §5',
  },
  speed: {
    machine: speedMachine,
    summary:
      'Playback rate: presets 0.25–2 stepped with < and >, a custom speed (above 0, at most 5), fixed at 1 in a watch party.',
    spec: 'doc 2 §4, §5, §9',
  },
  watchParty: {
    machine: watchPartyMachine,
    summary:
      'The watch party: the backend checked (2.0.1 on; does it push rooms?), then off, host (a 4-digit code only the host edits) or guest (the room looked up: not empty, same title and episode); the host sends its status about every second, a guest every 10 s; the room read as pushed or every 2 s; a guest follows the host (200 ms, then 500 ms to settle) and becomes host after 10 s alone; another title ends it with an alert.',
    spec: 'doc 2 §3–§9',
  },
  copyLink: {
    machine: copyLinkMachine,
    summary:
      'Copying a link (the watch party’s): copying, then "Link copied" for 2 s, or refused until tried again.',
    spec: 'doc 2 §2, §9',
  },
  captions: {
    machine: captionsMachine,
    summary:
      'Captions: off, loading the caption picked, on with its cues, or its error; off clears the language; c toggles the last language (en by default); a new source re-picks it when captions are on.',
    spec: 'doc 2 §4, §5',
  },
  externalSubtitles: {
    machine: externalSubtitlesMachine,
    summary:
      'External subtitles: 100 ms after a source loads the subtitle lookup is asked; what it finds joins the captions; nothing, a failure or 5 s without an answer is not found.',
    spec: 'doc 2 §4, §5',
  },
  skipTracker: {
    machine: skipTrackerMachine,
    summary:
      'Skip tracking: a jump of 15 s or more missing the expected time by 3 s is a skip, 30 s a scrub; keeps the last 50.',
    spec: 'doc 2 §3, §5',
  },
  nextEpisode: {
    machine: nextEpisodeMachine,
    summary:
      'Next-episode button: shown in the last 30 s, or from 93 % while the controls show; plays next on a click, or once by autoplay at the end (99 % with skip credits).',
    spec: 'doc 2 §4, §5; doc 1 §3',
  },
  skipIntro: {
    machine: skipIntroMachine,
    summary:
      "Skip-intro button: shown before the intro's end, always in the first 10 s, then while the controls show; a click seeks past it.",
    spec: 'doc 2 §5, §7',
  },
  progressSaver: {
    machine: progressSaverMachine,
    summary:
      'Saves watch progress every 3 s while playing, once played and only if changed; also on pause, end and leave.',
    spec: 'doc 2 §4, §9; doc 1 §3',
  },
  resumePrompt: {
    machine: resumePromptMachine,
    summary:
      'Resume prompt: saved progress past 20 s and not yet watched (90 %) asks resume or start over; else starts at 0.',
    spec: 'doc 2 §4; doc 3 §4, §9',
  },
  casting: {
    machine: castingMachine,
    summary:
      'Casting: with a way to cast (the cast SDK, the browser’s Remote Playback) and a device in reach, connect; the device plays the current source from the viewer’s position until the session ends or the viewer stops, then the local video picks up there; a load failure ends the session with the framework’s message.',
    spec: 'doc 2 §2, §4, §7, §8',
  },
  sourceList: {
    machine: sourceListMachine,
    summary:
      'The source-order settings: load the scraping API’s scrapers; a failure shows, and can be tried again.',
    spec: 'doc 1 §2, §3; doc 2 §2',
  },
  extension: {
    machine: extensionMachine,
    summary:
      'The browser extension: hello 500 ms after the start, 500 ms to answer, then working, not allowed here or without permission (its permission page opened on request), outdated (not ^1.0.2), failed or none; a check asks again.',
    spec: 'doc 1 §4, §5, §7',
  },
  onboarding: {
    machine: onboardingMachine,
    summary:
      'Stream-access setup: extension, proxy or the default (Safari at once, else confirmed); the extension asked every second until it works.',
    spec: 'doc 1 §2, §3, §9',
  },
  proxyTest: {
    machine: proxyTestMachine,
    summary:
      'Testing a proxy URL: an http(s) URL not ending with a slash, then the echo service asked through it; works, a website, or no connection (also after 10 s). On success the caller stores it.',
    spec: 'doc 1 §5, §7, §8; doc 3 §5',
  },
  region: {
    machine: regionMachine,
    summary:
      "The file-host servers' region: detected (geolocation, then the fallback service) as the nearest of nine, again only when not picked and 30 days old; a failure keeps the stored one or unknown; the user's pick.",
    spec: 'doc 1 §3, §4, §7, §8, §9',
  },
  fileHostToken: {
    machine: fileHostTokenMachine,
    summary:
      'The file-host token check: up to 2 attempts 3 s apart, valid only with a VIP stream; 502/503 api_down, no answer unreachable, refused or no VIP invalid_token; the caller stores a token that works.',
    spec: 'doc 1 §4, §5, §7, §8, §9',
  },
  debridKey: {
    machine: debridKeyMachine,
    summary:
      'The debrid key check (GET /user): premium works; a bad key, refused or free account is invalid; another answer api down; none a connection failure; the caller stores a key that works.',
    spec: 'doc 1 §1, §3, §8',
  },
  setupStatus: {
    machine: setupStatusMachine,
    summary:
      'The setup status of Settings › Connections: the extension and the first proxy checked; a failing proxy an error, either one working a success, else unset (the default).',
    spec: 'doc 1 §4',
  },
  migrateDownload: {
    machine: migrateDownloadMachine,
    summary:
      'Downloading a backup: the counts of bookmarks and progress first, then the JSON file (format version, export date) made from the stores and saved; a failure can be tried again.',
    spec: 'doc 1 §2, §4, §8',
  },
  migrateUpload: {
    machine: migrateUploadMachine,
    summary:
      'Uploading a backup: a .json file read (20 MB at most, JSON, a backup; bad records skipped and counted), previewed (counts, export date, skipped), then merged into the stores — the newer change wins, nothing is deleted; a chunk the browser’s storage cannot hold is undone and said.',
    spec: 'doc 1 §2, §4, §5, §8',
  },
  migrateDirect: {
    machine: migrateDirectMachine,
    summary:
      "Direct migration (needs login): an empty address the spec's alert; the target's /meta (unreachable, or not a backend), its human check, the account registered there with this device's keys (409: exists), logged in, bookmarks, progress, settings and group order copied; a failure retried on the same address resumes.",
    spec: 'doc 1 §2, §4, §5, §7',
  },
  adminTest: {
    machine: adminTestMachine,
    summary:
      'A test of the admin page (backend, a worker, TMDB, an M3U8 proxy): idle, running, then success or error with the spec’s message; its button rests 5 s after a success, 250 ms after a failure; no answer in 10 s is a failure.',
    spec: 'doc 3 §2, §4, §5, §7, §8',
  },
  listDrag: {
    machine: listDragMachine,
    summary:
      'Dragging a row of an order list (embed scrapers, sources) by its handle: a press held 75 ms picks it up, moving first is a scroll; dropped elsewhere it moves there; Escape puts it back.',
    spec: 'doc 2 §9; doc 3 §2, §9',
  },
  notifications: {
    machine: notificationsMachine,
    summary:
      'The notifications: the built-in feed and the custom ones (through the proxy) loaded each on its own, 15 s at most, then loaded, empty or failed (try again); items past the auto-read age (14 days) marked read; the modal’s list, detail (opening marks read) and settings; mark read, unread, all.',
    spec: 'doc 3 §2, §4, §5, §7, §8, §9',
  },
};
