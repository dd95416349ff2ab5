import { createFileRoute } from '@tanstack/react-router';
import { MigrationRoute } from '../ui/migration/MigrationRoute.tsx';

/**
 * /migration, /migration/direct, /migration/download and /migration/upload (spec doc 1 §2): one
 * route, so the home page's router carries one entry for them.
 */
export const Route = createFileRoute('/migration/{-$page}')({ component: MigrationRoute });
