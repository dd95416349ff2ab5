import type { ActorRefFrom } from 'xstate';
import type { migrateDirectMachine } from '../../../machines/migration/migrateDirect.machine.ts';

/** The page's migration, as its parts take it. */
export type MigrationActor = ActorRefFrom<typeof migrateDirectMachine>;
