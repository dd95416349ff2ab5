import type { ActorRefFrom } from 'xstate';
import type { searchMachine } from '../../../machines/browse/search.machine.ts';

/** The home search, shared by the search box, the URL and the results. */
export type SearchActor = ActorRefFrom<typeof searchMachine>;
