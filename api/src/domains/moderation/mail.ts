import { isLocale, type Locale, localePath, reasonText, toBcp47 } from '@bc/shared/contracts';
import { ATTACHMENT_REJECTED } from '../../mail/attachment-requests';
import { BAN_TERM, BANNED, PET_HIDDEN, PET_MERGED, withoutNote } from '../../mail/moderation';
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

  return {
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
