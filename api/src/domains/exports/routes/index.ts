import type { FastifyInstance, FastifyReply } from 'fastify';
import { EXPORT_LIMITS, EXPORT_TRUNCATED_HEADER, exportMemberRoute, exportPedigreeRoute, exportSearchRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { requestLocale } from '../../../messages';
import { viewerOf } from '../../../plugins/app/auth';
import { perCallerLimit } from '../../../plugins/external/rate-limit';
import type { ExportAnswer, ExportRequest } from '../service';

/** Exports a caller may ask for per ten minutes (each is up to 5,000 dogs read and written). */
const EXPORTS_PER_10_MINUTES = 60;

const send = (reply: FastifyReply, { file, truncated }: ExportAnswer) => {
  reply.header('Content-Type', file.contentType).header('Content-Disposition', file.disposition).header('Cache-Control', 'private, no-store');
  if (truncated !== null) reply.header(EXPORT_TRUNCATED_HEADER, String(truncated));
  return reply.send(file.body);
};

/** /api/exports/…: a pedigree, a search's dogs, a member's dogs as CSV or XLSX (the header row in the request's language). */
export default async function exportRoutes(app: FastifyInstance) {
  const limit = perCallerLimit(app, 'exports', { max: EXPORTS_PER_10_MINUTES, timeWindow: 10 * 60_000 }, (seconds) => `Too many exports; try again in ${seconds} s`);
  /** The contract's options with its auth hook first, then the per-caller limit (which counts members by their id). */
  const limited = <C extends Parameters<typeof fromContract>[1]>(contract: C) => {
    const base = fromContract(app, contract);
    return { ...base, onRequest: [base.onRequest, limit].filter((hook) => hook !== undefined) };
  };
  const r = typed(app);
  const asked = (request: { headers: Record<string, string | string[] | undefined> }, format: ExportRequest['format'] | undefined, viewer: ExportRequest['viewer']): ExportRequest => ({
    viewer, locale: requestLocale(request.headers['accept-language']), format: format ?? 'csv',
  });
  r.route({
    ...limited(exportPedigreeRoute),
    handler: async (request, reply) => {
      const { generations = EXPORT_LIMITS.generationsDefault, format } = request.query;
      return send(reply, await app.exports.pedigree(request.params.id, generations, asked(request, format, viewerOf(request))));
    },
  });
  r.route({
    ...limited(exportSearchRoute),
    handler: async (request, reply) => {
      const { format, ...query } = request.query;
      return send(reply, await app.exports.search(query, asked(request, format, viewerOf(request))));
    },
  });
  r.route({
    ...limited(exportMemberRoute),
    handler: async (request, reply) => send(reply, await app.exports.member(request.params.id, request.query.role, asked(request, request.query.format, viewerOf(request)))),
  });
}
