import type { FastifyInstance } from 'fastify';
import * as contracts from '@bc/shared/contracts';
import type { RouteContract } from '@bc/shared/contracts';

/** Every route contract exported by @bc/shared/contracts. */
export const ALL_ROUTES: RouteContract[] = (Object.values(contracts) as unknown[]).filter(
  (value): value is RouteContract =>
    typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'schema' in value && 'auth' in value,
);

/** The contracts whose routes the app serves (contracts of later issues may land before their routes). */
export const servedRoutes = (app: FastifyInstance) => ALL_ROUTES.filter((r) => app.hasRoute({ method: r.method, url: r.url }));

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
