import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { DONATION_RECEIPT, PREMIUM_RECEIPT, RENEWAL_LAPSED, RENEWAL_REMINDER } from '../../src/mail/payments';
import { formatAmount } from '../../src/domains/payments/money';
import { renderMail } from '../../src/mail/templates';

const values = { link: 'http://localhost:3000/premium', nickname: 'anna', name: 'Anna', amount: '299,00 ₽', date: '26 ноября 2026 г.', until: '26 декабря 2026 г.', orderId: 'ord_x' };

describe('payments emails', () => {
  for (const [name, template] of [['premium receipt', PREMIUM_RECEIPT], ['donation receipt', DONATION_RECEIPT], ['renewal reminder', RENEWAL_REMINDER], ['renewal lapsed', RENEWAL_LAPSED]] as const) {
    it(`${name}: all seven languages, each its own subject, every placeholder filled, the link kept`, () => {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const mail = renderMail(template, locale, values);
        subjects.add(mail.subject);
        expect(mail.text).toContain(values.link);
        expect(mail.text).not.toMatch(/\{\w+\}/);
      }
      expect(subjects.size).toBe(LOCALES.length);
    });
  }

  it('the renewal emails say the amount and the end date', () => {
    for (const template of [RENEWAL_REMINDER, RENEWAL_LAPSED]) {
      for (const locale of LOCALES) {
        const text = renderMail(template, locale, values).text;
        expect(text).toContain(values.amount);
        expect(text).toContain(values.until);
      }
    }
  });

  it('amounts carry the currency’s sign, not its code, in every language', () => {
    expect(formatAmount(29_900, 'RUB', 'en')).toBe('₽299.00');
    expect(formatAmount(29_900, 'RUB', 'cn')).toBe('₽299.00');
    expect(formatAmount(499, 'EUR', 'de')).toBe('4,99\u00a0€');
    for (const locale of LOCALES) {
      expect(formatAmount(29_900, 'RUB', locale)).toContain('₽');
      expect(formatAmount(499, 'EUR', locale)).toContain('€');
    }
  });
});
