import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Watch-party statuses (CONTRACTS.md §1, spec doc 2 §3). */
export function playerStatusRoutes(_app: FastifyInstance, _context: BackendContext): void {}
