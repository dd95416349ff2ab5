import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupOrderPutBodySchema, userIdParamsSchema } from '../../../src/contracts/backend.ts';
import { groupOrders } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';

/** Bookmark group order (CONTRACTS.md §1). */
export function groupOrderRoutes(app: FastifyInstance, context: BackendContext): void {
  // Never set is an empty order, answered 200 as the community server does (clients also read a
  // 404 as empty, so either works for them).
  app.get('/users/:id/group-order', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const [row] = await context.db
      .select({ groupOrder: groupOrders.groupOrder })
      .from(groupOrders)
      .where(eq(groupOrders.userId, id));
    return { groupOrder: row?.groupOrder ?? [] };
  });

  app.put('/users/:id/group-order', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const groupOrder = parseInput(groupOrderPutBodySchema, request.body, 'body');
    await context.db
      .insert(groupOrders)
      .values({ userId: id, groupOrder })
      .onConflictDoUpdate({ target: groupOrders.userId, set: { groupOrder } });
    return { groupOrder };
  });
}
