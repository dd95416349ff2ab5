import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Watch history (CONTRACTS.md §1). */
export function watchHistoryRoutes(_app: FastifyInstance, _context: BackendContext): void {}
