import type { FastifyRequest } from 'fastify';
import type { Locale } from '@bc/shared/contracts';
import type { ReportContext } from '../../services/pedigree-reports';
import { viewerOf } from '../../services/pets-access';

/** The pedigree service, the database and the caller of a pedigree route. */
export const reportContext = (request: FastifyRequest, locale?: Locale): ReportContext => ({
  pedigree: request.server.pedigree,
  db: request.server.db,
  viewer: viewerOf(request),
  locale,
});
