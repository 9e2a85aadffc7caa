import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { ATTACHMENT_REJECTED } from '../../src/mail/attachment-requests';
import { withoutNote } from '../../src/mail/moderation';
import { renderMail } from '../../src/mail/templates';

const values = { link: 'http://localhost:3000/pets/7', nickname: 'anna', pet: 'Moss of Hill', info: 'Hips A', reason: 'False data', note: 'Another dog' };

describe('the rejected attachment request email', () => {
  it('all seven languages, each its own subject naming the dog, every placeholder filled, the link kept; without a note its paragraph goes', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = renderMail(ATTACHMENT_REJECTED, locale, values);
      subjects.add(mail.subject);
      expect(mail.subject).toContain(values.pet);
      for (const value of Object.values(values)) expect(mail.text).toContain(value);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      const { note: _note, ...rest } = values;
      const plain = renderMail(withoutNote(ATTACHMENT_REJECTED), locale, rest);
      expect(plain.text).not.toContain(values.note);
      expect(plain.text).not.toMatch(/\{\w+\}/);
    }
    expect(subjects.size).toBe(LOCALES.length);
  });
});
