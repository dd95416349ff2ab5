import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Synced settings (CONTRACTS.md §1). */
export function settingsRoutes(_app: FastifyInstance, _context: BackendContext): void {}
