import type { AnyStateMachine } from 'xstate';
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
};
