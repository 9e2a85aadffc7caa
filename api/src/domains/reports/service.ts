import type { FastifyBaseLogger } from 'fastify';
import type { Locale, MyReportsResponse, PendingReportOrders, ReportBuyBody, ReportBuyResponse, ReportOrderView, ReportVerification, ReportView } from '@bc/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import { createLimit } from '../../lib/limit';
import { offsetOf, type PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { orderView } from '../payments/orders';
import type { PaymentsService } from '../payments/service';
import type { PetsService } from '../pets/service';
import type { ReportRow } from './data/reports';
import type { GatherReport } from './gather';
import type { ReportRenderer } from './pdf/pool';

export interface ReportsDeps {
  data: DataAccess;
  events: Events;
  payments: PaymentsService;
  pets: PetsService;
  gather: GatherReport;
  renderer: ReportRenderer;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A pet the viewer may no longer see (404) is named by nobody; any other failure stands. */
const hiddenAsNull = (error: unknown) => {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
};

const view = (r: ReportRow): ReportView => ({
  id: r.id, number: r.number, pet: { id: r.petId, registeredName: r.petName }, locale: r.locale as Locale, ready: r.ready,
  dataAt: r.dataAt?.toISOString() ?? null, paid: r.orderId !== null, reissueOf: r.reissueOf, createdAt: r.createdAt.toISOString(),
});

/**
 * Pet reports: bought through the payments domain (an order of kind `report`, granted by inserting the report) or
 * given at once to premium members; rendered in a worker thread (pdf/pool.ts) as soon as they are issued, stored, and
 * served only to their owner; re-issued free; confirmed by number on a public page.
 */
export function createReportsService(deps: ReportsDeps) {
  const { data, log } = deps;
  /** Renders in progress, by report id: a download waits for the one already running. */
  const rendering = new Map<number, Promise<void>>();
  /**
   * Reports generated at once: as many as the renderer has threads; the others wait their turn. A report's gathering
   * (its queries, the ten-generation tree and its COI) runs on the request thread and the database's: ten at once
   * took turns with every page request for them, while one at a time keeps the render thread busy and leaves the rest
   * to the pages (bench:payments, docs/benchmarks.md). The buyer waits a little longer when many reports are asked
   * for at once.
   */
  const generating = createLimit(deps.renderer.threads);

  function ensureRendered(id: number): Promise<void> {
    const running = rendering.get(id);
    if (running) return running;
    const work = (async () => {
      const row = await data.reports.byId(id);
      if (!row || row.ready) return;
      await generating(async () => {
        const now = deps.now();
        const owner: Viewer = { id: row.userId, isModerator: false };
        const pdf = await deps.renderer.render(await deps.gather(row.petId, owner, row.locale as Locale, row.number, now));
        await data.reports.setFile(id, pdf, now);
      });
    })().finally(() => rendering.delete(id));
    rendering.set(id, work);
    return work;
  }

  const renderLater = (ids: number[]) => {
    for (const id of ids) ensureRendered(id).catch((error: unknown) => log.error({ err: error, reportId: id }, 'the report was not rendered'));
  };
  deps.events.on('reportsIssued', ({ ids }) => renderLater(ids));

  /** One of the viewer's reports; anyone else's (and a missing one) is the same 404. */
  async function own(id: number, viewer: Viewer): Promise<ReportRow> {
    const row = await data.reports.byId(id);
    if (!row || row.userId !== viewer.id) throw notFound('No such report', 'id');
    return row;
  }

  /** Issues a report to the viewer now (premium, re-issue) and answers it rendered. */
  async function issueNow(values: { userId: number; petId: number; locale: Locale; orderId?: string | null; reissueOf?: number | null }) {
    const id = (await data.reports.insert(values))!;
    await ensureRendered(id);
    return view((await data.reports.byId(id))!);
  }

  return {
    ensureRendered,

    /** Renders the reports a restart interrupted. */
    async resume(): Promise<void> {
      renderLater(await data.reports.unrendered(100));
    },

    async buy(body: ReportBuyBody, viewer: Viewer): Promise<ReportBuyResponse> {
      await deps.pets.short(body.petId, viewer, 'petId');
      if (await deps.payments.isPremium(viewer.id)) {
        return { kind: 'report', report: await issueNow({ userId: viewer.id, petId: body.petId, locale: body.language }) };
      }
      return { kind: 'checkout', ...(await deps.payments.reports.buy(body.petId, { report: body.language, page: body.locale ?? body.language }, viewer)) };
    },

    async status(orderId: string, viewer: Viewer): Promise<ReportOrderView> {
      const order = await deps.payments.reports.status(orderId, viewer);
      const report = order.status === 'succeeded' ? await data.reports.byOrderId(orderId) : null;
      return { ...orderView(order), report: report ? view(report) : null };
    },

    /** My report orders still pending: the dog (when I may still see it), the report's language, where to pay. */
    async pendingOrders(viewer: Viewer): Promise<PendingReportOrders> {
      const orders = await deps.payments.reports.pending(viewer);
      const items = await Promise.all(
        orders.map(async (order) => {
          const grant = 'report' in order.grants ? order.grants.report : null;
          const pet = grant ? await deps.pets.short(grant.petId, viewer).catch(hiddenAsNull) : null;
          return {
            ...orderView(order), pet: pet ? { id: pet.id, registeredName: pet.registeredName } : null,
            language: (grant?.locale ?? order.locale) as Locale, confirmationUrl: order.confirmationUrl,
          };
        }),
      );
      return { items };
    },

    async list(viewer: Viewer, page: PageRequest, petId?: number): Promise<MyReportsResponse> {
      const { rows, total } = await data.reports.ofUser(viewer.id, { limit: page.limit, offset: offsetOf(page) }, petId);
      return { items: rows.map(view), total, page: page.page, limit: page.limit };
    },

    /** The report's file (rendered first if it is not yet) and its file name. */
    async file(id: number, viewer: Viewer): Promise<{ pdf: Buffer; fileName: string }> {
      const row = await own(id, viewer);
      await ensureRendered(id);
      const pdf = await data.reports.file(id);
      if (!pdf) throw notFound('No such report', 'id');
      return { pdf, fileName: `report-${row.number}.pdf` };
    },

    /** A new report of the same pet with the latest data, free; the old one stays valid for its own date. */
    async reissue(id: number, language: Locale | undefined, viewer: Viewer): Promise<ReportView> {
      const row = await own(id, viewer);
      await deps.pets.short(row.petId, viewer, 'id');
      return issueNow({ userId: viewer.id, petId: row.petId, locale: language ?? (row.locale as Locale), orderId: row.orderId, reissueOf: row.reissueOf ?? row.id });
    },

    async verify(number: string): Promise<ReportVerification> {
      const row = await data.reports.byNumber(number.toUpperCase());
      if (!row) throw notFound('No report has this number', 'number');
      return {
        number: row.number, issuedAt: row.createdAt.toISOString(), dataAt: row.dataAt?.toISOString() ?? null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        pet: row.petStatus === 'published' ? { id: row.petId, registeredName: row.petName } : null,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
