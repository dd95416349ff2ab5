import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../ui/admin/AdminPage.tsx';

/** /admin (spec doc 3 §2): the diagnostics page; who may open it is not checked (doc 3 §6). */
export const Route = createFileRoute('/admin')({ component: AdminPage });
