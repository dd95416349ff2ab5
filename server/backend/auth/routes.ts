import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Register and log in (CONTRACTS.md §1, §2). */
export function authRoutes(_app: FastifyInstance, _context: BackendContext): void {}
