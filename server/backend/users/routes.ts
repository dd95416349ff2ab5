import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Users and sessions (CONTRACTS.md §1). */
export function userRoutes(_app: FastifyInstance, _context: BackendContext): void {}
