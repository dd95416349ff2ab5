import { eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  groupOrderPutBodySchema,
  groupOrderPutQuerySchema,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import { groupOrders } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import { excluded } from './bulk.ts';
import { clientTime } from './clientTime.ts';

/**
 * The last change by the client's time wins; an order stored before times were kept is older than
 * any.
 */
const notNewer = or(
  isNull(groupOrders.updatedAt),
  lte(groupOrders.updatedAt, excluded(groupOrders.updatedAt)),
);

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

  // The body is a bare list, so the time of the change comes in the query. Answers the order as
  // stored, whichever change won.
  app.put('/users/:id/group-order', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const query = parseInput(groupOrderPutQuerySchema, request.query, 'query');
    const groupOrder = parseInput(groupOrderPutBodySchema, request.body, 'body');
    const updatedAt = clientTime(query.updatedAt, context.now(), 'query.updatedAt');
    return context.db.transaction(async (tx) => {
      await tx
        .insert(groupOrders)
        .values({ userId: id, groupOrder, updatedAt })
        .onConflictDoUpdate({
          target: groupOrders.userId,
          set: { groupOrder, updatedAt },
          setWhere: notNewer,
        });
      const [stored] = await tx
        .select({ groupOrder: groupOrders.groupOrder })
        .from(groupOrders)
        .where(eq(groupOrders.userId, id));
      return { groupOrder: stored?.groupOrder ?? groupOrder };
    });
  });
}
