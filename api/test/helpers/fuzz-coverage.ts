import type { RouteOptions } from 'fastify';
import * as c from '@bc/shared/contracts';
import { routeKey } from './contracts';

type Route = Pick<c.RouteContract, 'method' | 'url'> | Pick<c.ProtocolRouteContract, 'method' | 'url'>;

/**
 * The routes the property-based bad-input files other than test/app/all-routes.fuzz.test.ts send malformed requests to.
 * Each of those files checks that its case list is exactly its entry here, and all-routes.fuzz.test.ts checks
 * that its own cases and these together cover every route the app serves (collected with Fastify's onRoute).
 */
export const FUZZED_ELSEWHERE: Record<'pets' | 'files' | 'matings' | 'payments' | 'imports' | 'exports' | 'moderation', Route[]> = {
  /** test/domains/pets/routes/fuzz.test.ts */
  pets: [
    c.searchPetsRoute, c.studDogsRoute, c.petDetailRoute, c.petShortRoute, c.petSiblingsRoute, c.petOffspringRoute, c.likePetRoute,
    c.myPetsRoute, c.myNotesRoute, c.addPetRoute, c.savePetRoute, c.setPetPublishRoute, c.savePetNoteRoute, c.deletePetNoteRoute,
    c.addPetAttachmentRequestRoute, c.resolveAttachmentRequestRoute, c.attachmentRequestsRoute, c.dictionarySearchRoute,
    c.dictionaryIndexSearchRoute, c.fullNamesRoute, c.addDnaTestRoute, c.attachmentRequestFileRoute, c.memberSearchRoute,
    c.decideAttachmentRequestRoute, c.attachmentRequestRoute,
  ],
  /** test/domains/files/routes/fuzz.test.ts (HEAD ?patch= has its own property test there) */
  files: [
    c.imageUploadRoute, c.documentUploadRoute, c.imageUploadFilesRoute, c.documentUploadFilesRoute, c.addImageRoute,
    c.orderImagesRoute, c.mainImageRoute, c.deleteImageRoute, c.petImagesRoute, c.randomImagesRoute, c.addDocumentRoute,
    c.deleteDocumentRoute, c.petDocumentsRoute, c.fileRoute,
    ...c.UPLOAD_TARGETS.flatMap((target) => Object.values(c.uploadProtocolRoutes[target])),
  ],
  /** test/domains/matings/routes/fuzz.test.ts */
  matings: [
    c.addMatingRoute, c.saveMatingRoute, c.matingDetailRoute, c.matingPreviewRoute, c.myMatingsRoute, c.announcementsRoute,
    c.defaultAnnouncementsRoute, c.memberAnnouncementsRoute, c.setMatingPublishRoute, c.studAnswerRoute, c.inquiryRoute,
    c.myInquiriesRoute, c.addLitterRoute, c.saveLitterRoute, c.litterDetailRoute, c.deleteLitterRoute, c.myLittersRoute,
    c.addLitterPhotoRoute, c.orderLitterPhotosRoute, c.mainLitterPhotoRoute, c.deleteLitterPhotoRoute,
  ],
  /** test/domains/payments/routes/fuzz.test.ts */
  payments: [
    c.pricesRoute, c.premiumStateRoute, c.premiumBuyRoute, c.premiumStatusRoute, c.disableAutoPayRoute, c.enableAutoPayRoute,
    c.donateBuyRoute, c.donateStatusRoute, c.donateMonthRoute, c.webhookRoute, c.sandboxCheckoutRoute, c.sandboxAnswerRoute,
    c.reportBuyRoute, c.reportStatusRoute, c.myReportsRoute, c.myReportOrdersRoute, c.reportFileRoute, c.reportReissueRoute, c.reportVerifyRoute,
    c.matingPaymentBuyRoute, c.moderatorDonationsRoute, c.donationHideNameRoute, c.orderRefundRoute,
  ],
  /** test/domains/imports/routes/fuzz.test.ts */
  imports: [c.importUploadRoute, c.importListRoute, c.importPreviewRoute, c.importStartRoute, c.importStatusRoute, c.importUndoRoute],
  /** test/domains/exports/routes/fuzz.test.ts */
  exports: [c.exportPedigreeRoute, c.exportSearchRoute, c.exportMemberRoute],
  /** test/domains/moderation/routes/fuzz.test.ts */
  moderation: [
    c.banUserRoute, c.unbanUserRoute, c.setModeratorRoute, c.hidePetRoute, c.publishPetRoute, c.deletePetRoute, c.mergePetsRoute, c.moderationActionsRoute,
    c.undoModerationActionRoute, c.moderationSummaryRoute, c.moderationPetsRoute,
    c.moderationAccountRequestsRoute, c.approveAccountRequestRoute, c.rejectAccountRequestRoute, c.connectBreedersListRoute, c.connectBreedersRoute,
    c.moderationMatingsRoute, c.moderationLittersRoute, c.hideMatingRoute, c.publishMatingRoute, c.hideLitterRoute, c.publishLitterRoute,
  ],
};

/** Served routes that take no input a fuzz case could break, and where they are tested instead. */
const NOT_FUZZED = new Set([
  // The OpenAPI document and the Swagger UI's static files (test/app/openapi.test.ts).
  'GET /api/docs', 'GET /api/docs/', 'GET /api/docs/json', 'GET /api/docs/yaml', 'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js', 'GET /api/docs/static/*', 'GET /api/docs/*',
  // CORS preflight answers (test/plugins/external/cors.test.ts).
  'OPTIONS *',
]);

export const sortedKeys = (routes: Route[]) => routes.map(routeKey).sort();

/**
 * `METHOD url` of every served route no fuzz case list covers. A HEAD route Fastify adds beside a GET shares the
 * GET's schemas and handler, so the GET's cases cover it.
 */
export function uncovered(served: RouteOptions[], covered: Route[]): string[] {
  const keys = new Set(covered.map(routeKey));
  const isCovered = (key: string) =>
    keys.has(key) || NOT_FUZZED.has(key) || (key.startsWith('HEAD ') && (keys.has(`GET ${key.slice(5)}`) || NOT_FUZZED.has(`GET ${key.slice(5)}`)));
  return served
    .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`))
    .filter((key) => !isCovered(key));
}
