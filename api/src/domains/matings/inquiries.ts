import type { InquiriesResponse, InquiryBody, Locale, PageQuery } from '@bc/shared/contracts';
import { localePath } from '@bc/shared/contracts';
import { badRequest, notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import { INQUIRY, INQUIRY_SUBJECTS, INQUIRY_TOPIC_NAMES } from '../../mail/breeding';
import { renderMail } from '../../mail/templates';
import { canSeeLitter, canSeeMating } from './access';
import type { MatingsDeps } from './deps';

/** Inquiries about a mating or a litter: stored, mailed to its recorder with Reply-To the inquirer; the recorder's list. */
export function inquiryOperations(deps: MatingsDeps) {
  const { data } = deps;
  return {
    /** Stores and mails an inquiry; a filled trap field (`website`) is answered the same and dropped. */
    async send(body: InquiryBody, viewer: Viewer | null): Promise<void> {
      if ((body.id === undefined) === (body.litterId === undefined)) throw badRequest('body/id: give the mating’s id or the litterId (one of them)', 'id');
      const name = body.name.trim();
      const message = body.message.trim();
      if (!name) throw badRequest('body/name must not be blank', 'name');
      if (!message) throw badRequest('body/message must not be blank', 'message');
      const target = body.id !== undefined ? await data.matings.byId(body.id) : await data.litters.byId(body.litterId!);
      const visible = target && (body.id !== undefined
        ? canSeeMating(viewer, target as NonNullable<Awaited<ReturnType<typeof data.matings.byId>>>)
        : canSeeLitter(viewer, target as NonNullable<Awaited<ReturnType<typeof data.litters.byId>>>));
      const field = body.id !== undefined ? 'id' : 'litterId';
      if (!target || !visible) throw notFound(body.id !== undefined ? 'Mating not found' : 'Litter not found', field);
      if (body.website) return; // a robot filled the field no person sees
      const recipientId = target.createdBy;
      if (recipientId === null) throw notFound('Nobody receives inquiries about this announcement any more', field);
      const members = await data.breeding.members([recipientId]);
      const owner = members.get(recipientId);
      await data.breeding.insertInquiry({
        matingId: body.id ?? null, litterId: body.litterId ?? null, recipientId, fromUserId: viewer?.id ?? null, name, email: body.email, message, topic: body.topic,
      });
      if (!owner?.usable || !owner.email) return;
      const locale = owner.locale as Locale;
      const [dam, sire] = await data.petDetails.shorts([target.damId, target.sireId].filter((id): id is number => id !== null));
      const names = new Map([dam, sire].filter(Boolean).map((p) => [p.id, p.registeredName]));
      const subject = INQUIRY_SUBJECTS[locale][body.id !== undefined ? 'mating' : 'litter']
        .replace('{dam}', names.get(target.damId ?? 0) ?? '—').replace('{sire}', names.get(target.sireId ?? 0) ?? '—');
      const link = `${deps.publicUrl}${localePath(locale, body.id !== undefined ? `/m/${body.id}` : '/u/litters')}`;
      try {
        await deps.mailer.send({
          to: owner.email, replyTo: body.email, link,
          ...renderMail(INQUIRY, locale, { link, nickname: owner.nickname ?? '', name, email: body.email, message, subject, topic: INQUIRY_TOPIC_NAMES[locale][body.topic] }),
        });
      } catch (error) {
        deps.log.error({ err: error }, 'an inquiry was stored but could not be mailed');
      }
    },

    async mine(query: PageQuery, viewer: Viewer): Promise<InquiriesResponse> {
      const request = pageOf(query);
      const { rows, total } = await data.breeding.inquiriesOf(viewer.id, request);
      return {
        items: rows.map((r) => ({
          id: r.id, matingId: r.matingId, litterId: r.litterId, name: r.name, email: r.email, message: r.message, topic: r.topic,
          fromUserId: r.fromUserId, createdAt: r.createdAt.toISOString(),
        })),
        total, page: request.page, limit: request.limit,
      };
    },
  };
}
