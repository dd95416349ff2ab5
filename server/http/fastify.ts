import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { healthRoutes } from '../ops/health.ts';
import { metricsRoutes, type PoolConnections } from '../ops/metrics.ts';
import { capConnectionsPerAddress } from './connectionCap.ts';
import { closeConnectionsWhenDraining } from './drain.ts';
import { errorHandler } from './errors.ts';
import { appPageCsp, securityHeaders } from './securityHeaders.ts';
import { fastifyTrustProxy, trustedPeer } from './trustProxy.ts';

/** Headers must be in by then (or by the whole request's time-out, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their time-out. */
const TIMEOUT_CHECK_MS = 1_000;

export interface BaseServerOptions {
  config: ServerConfig;
  db: Database;
  connections?: () => PoolConnections;
}

/**
 * A Fastify server as both `npm start` and `npm run backend` serve: client addresses read through
 * trusted proxies, security headers, JSON errors, time-outs for
 * headers and bodies (a request must be in whole within REQUEST_TIMEOUT, or it is answered 408 and
 * closed), a cap on connections per client address, a graceful stop, health and metrics. Routes
 * are added by the caller.
 */
export function createBaseServer({ config, db, connections }: BaseServerOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Malformed URLs ("/%zz") are answered before routing: give them the same JSON 400.
    frameworkErrors: errorHandler,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  });
  app.setErrorHandler(errorHandler);
  closeConnectionsWhenDraining(app);
  securityHeaders(app, appPageCsp(config.app.CAST_SDK_URL));
  // A trusted proxy carries many clients on its connections: it is not held to one's share.
  capConnectionsPerAddress(app, config.connectionsPerAddress, trustedPeer(config.trustProxy));
  // Before any route, so that its hook times every one of them.
  metricsRoutes(app, { connections, token: config.metricsToken });
  healthRoutes(app, db);
  return app;
}
