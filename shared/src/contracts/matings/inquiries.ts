import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Email, errors, Id, Nullable, Page, PageQuery } from '../common';
import { LIMITS, MATING_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict, text } from '../schema';
import { matingEndpoints } from './endpoints';

/** Inquiries about a mating or a litter: the form on their pages and the owner's list. */

const tags = ['matings'];

export const INQUIRY_TOPICS = ['reserve-puppy', 'book-stud', 'question'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];
export const InquiryTopicSchema = Type.Union(INQUIRY_TOPICS.map((t) => Type.Literal(t)));

/**
 * An inquiry: about mating `id`, or litter `litterId` (exactly one of them, 400 naming `id` otherwise). `website`
 * is a trap for robots: the form never shows it, and a request that fills it is answered as accepted and dropped.
 */
export const InquiryBody = Type.Object(
  {
    id: Type.Optional(Id),
    litterId: Type.Optional(Id),
    name: text(LIMITS.name, 1),
    email: Email,
    message: text(MATING_LIMITS.inquiryMessage, 1),
    topic: InquiryTopicSchema,
    website: Type.Optional(text(LIMITS.url)),
  },
  strict,
);
export type InquiryBody = Static<typeof InquiryBody>;

export const inquiryRoute = defineRoute({
  ...matingEndpoints.inquiry,
  schema: {
    tags, summary: 'Send an inquiry about a published mating or litter (reserve a puppy, book the stud, ask a question)',
    description:
      'Stored and emailed to the member who recorded it, in that member’s language, with Reply-To set to the inquirer. ' +
      'Limited per address (429). A request filling the hidden `website` field is answered 202 and dropped.',
    body: InquiryBody, response: { 202: Type.Object({ ok: Type.Literal(true) }), ...errors(400, 401, 403, 404, 429) },
  },
});

export const InquiryItem = Type.Object({
  id: Id,
  matingId: Nullable(Id),
  litterId: Nullable(Id),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  topic: InquiryTopicSchema,
  /** The member who sent it, when signed in. */
  fromUserId: Nullable(Id),
  createdAt: DateTime,
});
export type InquiryItem = Static<typeof InquiryItem>;
export const InquiriesResponse = Page(InquiryItem);
export type InquiriesResponse = Static<typeof InquiriesResponse>;
export const myInquiriesRoute = defineRoute({
  ...matingEndpoints.inquiries,
  schema: {
    tags, summary: 'Inquiries received about my matings and litters, newest first',
    querystring: PageQuery, response: { 200: InquiriesResponse, ...errors(400, 401, 403) },
  },
});
