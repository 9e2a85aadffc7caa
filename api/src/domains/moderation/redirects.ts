import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MergedPetRedirect, pedigreeEndpoints, petEndpoints } from '@bc/shared/contracts';
import { viewerOf } from '../../plugins/app/auth';

/** The GET routes keyed by a pet's id (`:id`) whose old ids, once merged, redirect to the survivor's. */
const PET_ROUTES = new Set<string>([
  petEndpoints.detail.url, petEndpoints.short.url, petEndpoints.siblings.url, petEndpoints.offspring.url,
  pedigreeEndpoints.petTree.url, pedigreeEndpoints.petTreeDefaultDepth.url, pedigreeEndpoints.studRanking.url,
]);

/** The request's path with the `:id` segment of its route replaced. */
function pathWith(request: FastifyRequest, id: number): string {
  const [path, query] = request.url.split(/\?(.*)/s, 2);
  const segments = path.split('/');
  const index = request.routeOptions.url!.split('/').indexOf(':id');
  segments[index] = String(id);
  return segments.join('/') + (query ? `?${query}` : '');
}

/**
 * A merged dog's old id keeps working: a pet route that answers 404 for it answers 308 to the same route of the
 * survivor instead (browsers and `fetch` follow it, the body names the survivor as `mergedInto`). Only the 404s
 * ask, so the routes pay nothing otherwise; a survivor the caller may not see stays a 404.
 */
export function mergedPetRedirects(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (reply.statusCode !== 404 || request.method !== 'GET' || !PET_ROUTES.has(request.routeOptions.url ?? '')) return payload;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) return payload;
    const survivor = await app.moderation.mergedInto(id, viewerOf(request));
    if (survivor === null) return payload;
    const body: MergedPetRedirect = { statusCode: 308, message: `Pet ${id} was merged into pet ${survivor}`, mergedInto: survivor };
    void reply.code(308).header('location', pathWith(request, survivor)).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(body);
  });
}
