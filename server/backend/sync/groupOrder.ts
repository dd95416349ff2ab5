import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Bookmark group order (CONTRACTS.md §1). */
export function groupOrderRoutes(_app: FastifyInstance, _context: BackendContext): void {}
