import { createFileRoute } from '@tanstack/react-router';
import { MigrationDirectPage } from '../ui/migration/direct/MigrationDirectPage.tsx';

/** /migration/direct (spec doc 1 §2): the account moved to another backend. */
export const Route = createFileRoute('/migration/direct')({ component: MigrationDirectPage });
