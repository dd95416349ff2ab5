import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context.ts';

/** Watch progress (CONTRACTS.md §1). */
export function progressRoutes(_app: FastifyInstance, _context: BackendContext): void {}
