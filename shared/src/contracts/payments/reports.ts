import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, LocaleSchema, Nullable, Page, PageQuery } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { paymentEndpoints } from './endpoints';
import { CheckoutResponse, OrderStatusBody, OrderView } from './orders';

/**
 * Pet reports: a PDF of a dog (identity, five-generation chart, COI, AVK, common ancestors, health and DNA, relatives'
 * health, litters) in one of the site's languages. Bought through an order (kind `report`), or given at once to
 * premium members; re-issued free with the latest data; its number and date confirmed by a public page.
 */

/** `R-` and ten characters: printed on the report, confirmed by the verification page. */
export const ReportNumber = Type.String({ pattern: '^R-[0-9A-F]{10}$', minLength: 12, maxLength: 12, description: 'A report number (`R-…`)' });

/** A report as its owner sees it. */
export const ReportView = Type.Object({
  id: Id,
  number: ReportNumber,
  pet: Type.Object({ id: Id, registeredName: Type.String() }),
  locale: LocaleSchema,
  /** The PDF is rendered (until then a download waits for it). */
  ready: Type.Boolean(),
  /** When its data was read (null until rendered). */
  dataAt: Nullable(DateTime),
  /** Paid by an order (false: given to a premium member). */
  paid: Type.Boolean(),
  /** The report this one re-issued with newer data. */
  reissueOf: Nullable(Id),
  createdAt: DateTime,
});
export type ReportView = Static<typeof ReportView>;

export const ReportBuyBody = Type.Object(
  {
    petId: Id,
    /** The report's language. */
    language: LocaleSchema,
    /**
     * The page's language: the checkout page's, the receipt's and the page the payer comes back to (default: the
     * report's language). A member reading the site in English may buy a report in Chinese and still land in English.
     */
    locale: Type.Optional(LocaleSchema),
  },
  strict,
);
export type ReportBuyBody = Static<typeof ReportBuyBody>;

/** Either an order to confirm at the provider (`checkout`), or, for a premium member, the report at once. */
export const ReportBuyResponse = Type.Union([
  Type.Object({ kind: Type.Literal('checkout'), ...CheckoutResponse.properties }),
  Type.Object({ kind: Type.Literal('report'), report: ReportView }),
]);
export type ReportBuyResponse = Static<typeof ReportBuyResponse>;

export const ReportOrderView = Type.Intersect([OrderView, Type.Object({ report: Nullable(ReportView) })]);
export type ReportOrderView = Static<typeof ReportOrderView>;

export const MyReportsQuery = Type.Object(
  { ...PageQuery.properties, petId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type MyReportsQuery = Static<typeof MyReportsQuery>;

export const MyReportsResponse = Page(ReportView);
export type MyReportsResponse = Static<typeof MyReportsResponse>;

/** One of my report orders still waiting for the payment: the dog, the report's language, and where to pay it. */
export const PendingReportOrder = Type.Intersect([
  OrderView,
  Type.Object({
    /** The dog (null when it is no longer shown to the member). */
    pet: Nullable(Type.Object({ id: Id, registeredName: Type.String() })),
    /** The report's language. */
    language: LocaleSchema,
    /** The provider's page to finish paying (null: the provider gave none). */
    confirmationUrl: Nullable(Type.String()),
  }),
]);
export type PendingReportOrder = Static<typeof PendingReportOrder>;

export const PendingReportOrders = Type.Object({ items: Type.Array(PendingReportOrder) });
export type PendingReportOrders = Static<typeof PendingReportOrders>;

export const ReportReissueBody = Type.Object({ language: Type.Optional(LocaleSchema) }, strict);
export type ReportReissueBody = Static<typeof ReportReissueBody>;

export const ReportNumberParams = Type.Object({ number: Type.String({ minLength: 1, maxLength: 40 }) }, strict);

/** What the public verification page confirms: the number, when it was issued and its data's date; nothing private. */
export const ReportVerification = Type.Object({
  number: ReportNumber,
  issuedAt: DateTime,
  dataAt: Nullable(DateTime),
  /** When the report was withdrawn (its payment was refunded): the number is then no longer valid. */
  withdrawnAt: Nullable(DateTime),
  /** The dog, when it is published (a draft or hidden dog is not named). */
  pet: Nullable(Type.Object({ id: Id, registeredName: Type.String() })),
});
export type ReportVerification = Static<typeof ReportVerification>;

const tags = ['reports'];

export const reportBuyRoute = defineRoute({
  ...paymentEndpoints.reportBuy,
  schema: {
    tags, summary: 'Buy a report on a pet in a language: an order to confirm, or (premium) the report at once',
    description: 'The order is granted when the provider reports success (webhook); the report is then rendered. A pet the caller may not see is a 404.',
    body: ReportBuyBody, response: { 200: ReportBuyResponse, ...errors(400, 401, 403, 404, 502) },
  },
});
export const reportStatusRoute = defineRoute({
  ...paymentEndpoints.reportStatus,
  schema: {
    tags, summary: 'The status of one of my report orders, with the report once granted',
    body: OrderStatusBody, response: { 200: ReportOrderView, ...errors(400, 401, 403, 404) },
  },
});
export const myReportsRoute = defineRoute({
  ...paymentEndpoints.myReports,
  schema: { tags, summary: 'My reports, newest first (of one pet with `petId`)', querystring: MyReportsQuery, response: { 200: MyReportsResponse, ...errors(400, 401, 403) } },
});
export const myReportOrdersRoute = defineRoute({
  ...paymentEndpoints.myReportOrders,
  schema: {
    tags, summary: 'My report orders still pending (the newest ten), each re-read from its provider when pending a minute',
    description: 'Only the caller’s own orders. An order paid or declined meanwhile (its webhook lost) leaves the list.',
    response: { 200: PendingReportOrders, ...errors(400, 401, 403) },
  },
});
export const reportFileRoute = defineRoute({
  ...paymentEndpoints.reportFile,
  schema: {
    tags, summary: 'Download one of my reports (application/pdf); another member’s report is a 404',
    params: IdParams,
    response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The report (application/pdf)' }), ...errors(400, 401, 403, 404) },
  },
});
export const reportReissueRoute = defineRoute({
  ...paymentEndpoints.reportReissue,
  schema: {
    tags, summary: 'Re-issue one of my reports free with the latest data (a new number and date; the old one stays valid for its date)',
    params: IdParams, body: ReportReissueBody, response: { 200: ReportView, ...errors(400, 401, 403, 404) },
  },
});
export const reportVerifyRoute = defineRoute({
  ...paymentEndpoints.reportVerify,
  schema: {
    tags, summary: 'Public: confirm a report’s number and date',
    params: ReportNumberParams, response: { 200: ReportVerification, ...errors(400, 404) },
  },
});
