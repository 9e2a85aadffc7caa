import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { ACTIVATION, PASSWORD_RESET, renderMail } from '../../src/mail/templates';

describe('mail templates', () => {
  for (const [name, template] of [['activation', ACTIVATION], ['password reset', PASSWORD_RESET]] as const) {
    it(`${name}: written in all seven languages, with the link in text and HTML`, () => {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const link = `http://localhost:3000/x/${locale}`;
        const mail = renderMail(template, locale, { link, nickname: 'anna<b>' });
        subjects.add(mail.subject);
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`<a href="${link}">`);
        expect(mail.html).not.toContain('<b>');
        expect(mail.text).not.toMatch(/\{(link|nickname)\}/);
      }
      expect(subjects.size).toBe(LOCALES.length);
    });
  }

  it('greets by nickname in the activation email', () => {
    expect(renderMail(ACTIVATION, 'ru', { link: 'L', nickname: 'anna' }).text).toMatch(/^Здравствуйте, anna!/);
    expect(renderMail(ACTIVATION, 'cn', { link: 'L', nickname: 'anna' }).text).toMatch(/^anna，您好！/);
  });
});
