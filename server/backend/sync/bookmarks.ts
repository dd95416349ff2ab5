import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Bookmarks (CONTRACTS.md §1). */
export function bookmarkRoutes(_app: FastifyInstance, _context: BackendContext): void {}
