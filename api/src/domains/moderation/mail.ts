import { isLocale, type Locale, localePath, reasonText, resetPasswordLink, toBcp47 } from '@bc/shared/contracts';
import { ACCOUNT_DOGS_MOVED, ACCOUNT_HANDED_OVER, ACCOUNT_REQUEST_REJECTED, DOGS_CONNECTED } from '../../mail/account-requests';
import { LITTER_HIDDEN, MATING_HIDDEN } from '../../mail/breeding-moderation';
import { ATTACHMENT_REJECTED } from '../../mail/attachment-requests';
import { BAN_TERM, BANNED, PET_DELETED, PET_HIDDEN, PET_MERGED, withoutNote } from '../../mail/moderation';
import { renderMail } from '../../mail/templates';
import type { UserRow } from '../accounts/data/users';
import type { ModerationDeps } from './deps';

const localeOf = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : 'ru');
const reachable = (user: UserRow | undefined): user is UserRow & { email: string } =>
  user !== undefined && user.email !== null && user.deletedAt === null && user.isActive;

/** Tells members of the decisions that concern them, in their language, once committed; a failed delivery is logged. */
export function moderationMail(deps: ModerationDeps) {
  async function send(user: UserRow | undefined, render: (locale: Locale) => ReturnType<typeof renderMail>, link: string) {
    if (!reachable(user)) return;
    try {
      await deps.mailer.send({ to: user.email, link, ...render(localeOf(user)) });
    } catch (error) {
      deps.log.error({ err: error, userId: user.id }, 'a moderation email could not be sent');
    }
  }

  /** To an address that may belong to no member (a visitor's account request), in the language it was written in. */
  async function sendTo(to: string, locale: Locale, content: ReturnType<typeof renderMail>, link: string) {
    try {
      await deps.mailer.send({ to, link, ...content });
    } catch (error) {
      deps.log.error({ err: error, to }, 'a moderation email could not be sent');
    }
  }

  return {
    /**
     * The answer to an account request, at the request's address: the account handed over (with the link that sets
     * its password), its dogs moved to the requester, or the request rejected with the reason.
     */
    accountRequestAnswered(
      request: { email: string; locale: string }, account: string,
      answer: { decision: 'hand-over'; token: string; note?: string } | { decision: 'move-dogs'; count: number; note?: string } | { decision: 'reject'; reason: string; note?: string },
    ) {
      const locale: Locale = isLocale(request.locale) ? request.locale : 'ru';
      const note = answer.note;
      const pick = <T>(template: T): T => (note ? template : (withoutNote(template as never) as T));
      if (answer.decision === 'hand-over') {
        const link = resetPasswordLink(deps.publicUrl, locale, answer.token);
        return sendTo(request.email, locale, renderMail(pick(ACCOUNT_HANDED_OVER), locale, { link, account, note }), link);
      }
      if (answer.decision === 'move-dogs') {
        const link = `${deps.publicUrl}${localePath(locale, '/u/pets')}`;
        return sendTo(request.email, locale, renderMail(pick(ACCOUNT_DOGS_MOVED), locale, { link, account, note, count: String(answer.count) }), link);
      }
      const link = deps.publicUrl;
      return sendTo(request.email, locale, renderMail(pick(ACCOUNT_REQUEST_REJECTED), locale, {
        link, account, note, reason: reasonText(answer.reason, locale), contact: deps.contactEmail,
      }), link);
    },

    /** A member whose kennel was named on dogs as plain text: those dogs are now connected to their account. */
    dogsConnected(member: UserRow, count: number) {
      const link = `${deps.publicUrl}${localePath(localeOf(member), '/u/pets')}`;
      return send(member, (locale) => renderMail(DOGS_CONNECTED, locale, {
        link, nickname: member.nickname ?? '', count: String(count), kennel: member.kennelName ?? member.kennelPrefix ?? '',
      }), link);
    },

    /** The recorder of a mating or litter a moderator hid (the link: the mating's page, the litter's editor). */
    async announcementHidden(kind: 'mating' | 'litter', recorderId: number | null, announcement: { id: number; pair: string }, hide: { reason: string; note?: string }) {
      if (recorderId === null) return;
      const recorder = await deps.data.users.byId(recorderId);
      if (!reachable(recorder)) return;
      const link = `${deps.publicUrl}${localePath(localeOf(recorder), kind === 'mating' ? `/m/${announcement.id}` : `/litters/edit/${announcement.id}`)}`;
      const base = kind === 'mating' ? MATING_HIDDEN : LITTER_HIDDEN;
      const template = hide.note ? base : withoutNote(base);
      return send(recorder, (locale) => renderMail(template, locale, {
        link, nickname: recorder.nickname ?? '', pair: announcement.pair, reason: reasonText(hide.reason, locale), note: hide.note,
      }), link);
    },

    banned(user: UserRow, ban: { reason: string; note: string; until: Date | null }) {
      const link = deps.publicUrl;
      return send(user, (locale) => {
        const term = ban.until
          ? BAN_TERM[locale].until.replace('{date}', `${new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(ban.until)} (UTC)`)
          : BAN_TERM[locale].lifted;
        return renderMail(BANNED, locale, { link, nickname: user.nickname ?? '', term, reason: reasonText(ban.reason, locale), note: ban.note, contact: deps.contactEmail });
      }, link);
    },

    async petHidden(ownerId: number | null, pet: { id: number; registeredName: string }, hide: { reason: string; note?: string }) {
      if (ownerId === null) return;
      const owner = await deps.data.users.byId(ownerId);
      if (!reachable(owner)) return;
      const link = `${deps.publicUrl}${localePath(localeOf(owner), `/pets/${pet.id}`)}`;
      const template = hide.note ? PET_HIDDEN : withoutNote(PET_HIDDEN);
      return send(owner, (locale) => renderMail(template, locale, {
        link, nickname: owner.nickname ?? '', pet: pet.registeredName, reason: reasonText(hide.reason, locale), note: hide.note,
      }), link);
    },

    /** The member whose correction, document or photo for a dog was rejected, with the reason. */
    async attachmentRejected(requesterId: number, pet: { id: number; registeredName: string }, rejection: { info: string; reason: string; note?: string }) {
      const member = await deps.data.users.byId(requesterId);
      if (!reachable(member)) return;
      const link = `${deps.publicUrl}${localePath(localeOf(member), `/pets/${pet.id}`)}`;
      const template = rejection.note ? ATTACHMENT_REJECTED : withoutNote(ATTACHMENT_REJECTED);
      return send(member, (locale) => renderMail(template, locale, {
        link, nickname: member.nickname ?? '', pet: pet.registeredName, info: rejection.info, reason: reasonText(rejection.reason, locale), note: rejection.note,
      }), link);
    },

    /** The owner of a dog a moderator deleted, with the reason and the note (a deletion always has one). */
    async petDeleted(ownerId: number | null, pet: { registeredName: string }, deletion: { reason: string; note: string }) {
      if (ownerId === null) return;
      const owner = await deps.data.users.byId(ownerId);
      if (!reachable(owner)) return;
      const link = `${deps.publicUrl}${localePath(localeOf(owner), '/u/pets')}`;
      return send(owner, (locale) => renderMail(PET_DELETED, locale, {
        link, nickname: owner.nickname ?? '', pet: pet.registeredName, reason: reasonText(deletion.reason, locale), note: deletion.note, contact: deps.contactEmail,
      }), link);
    },

    /** The duplicate's owners: their record now lives on as the survivor (the link is the survivor's page). */
    async petMerged(memberIds: readonly (number | null)[], merge: { duplicateName: string; survivor: { id: number; registeredName: string }; note: string }) {
      for (const id of new Set(memberIds.filter((member): member is number => member !== null))) {
        const member = await deps.data.users.byId(id);
        if (!reachable(member)) continue;
        const link = `${deps.publicUrl}${localePath(localeOf(member), `/pets/${merge.survivor.id}`)}`;
        await send(member, (locale) => renderMail(PET_MERGED, locale, {
          link, nickname: member.nickname ?? '', pet: merge.duplicateName, survivor: merge.survivor.registeredName, note: merge.note, contact: deps.contactEmail,
        }), link);
      }
    },
  };
}
export type ModerationMail = ReturnType<typeof moderationMail>;
