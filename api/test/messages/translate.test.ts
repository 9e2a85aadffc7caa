import { describe, expect, it } from 'vitest';
import { createTranslator, requestLocale, type Translations } from '../../src/messages/translate';

const t = (ru: string): Translations => ({ ru, de: `de:${ru}`, pl: `pl:${ru}`, cn: `cn:${ru}`, cz: `cz:${ru}`, lv: `lv:${ru}` });

describe('the message translator', () => {
  const translator = createTranslator([
    {
      'Pet not found': t('Собака не найдена'),
      '{0} is required': t('{0}: обязательное поле'),
      'body/registrations/{0}: {1} {2} is already registered to {3}': t('body/registrations/{0}: {3} уже зарегистрирована как {1} {2}'),
      '{0} must be {1}': t('{0}: должно быть {1}'),
      '{0} must be integer': t('{0}: должно быть целым числом'),
    },
  ]);

  it('translates exact messages and leaves English as it is', () => {
    expect(translator.translate('Pet not found', 'ru')).toBe('Собака не найдена');
    expect(translator.translate('Pet not found', 'lv')).toBe('lv:Собака не найдена');
    expect(translator.translate('Pet not found', 'en')).toBe('Pet not found');
  });

  it('puts the values of a message into its translation, in the translation\'s order', () => {
    expect(translator.translate('body/registrations/1: FCI RKF 123 is already registered to "Fly" (#7)', 'ru')).toBe(
      'body/registrations/1: "Fly" (#7) уже зарегистрирована как FCI RKF 123',
    );
    expect(translator.translate('body/email is required', 'ru')).toBe('body/email: обязательное поле');
  });

  it('prefers the most specific pattern', () => {
    expect(translator.translate('body/year must be integer', 'ru')).toBe('body/year: должно быть целым числом');
    expect(translator.translate('body/sex must be "male" or "female"', 'ru')).toBe('body/sex: должно быть "male" or "female"');
  });

  it('translates refusals joined by "; " part by part, and only when every part has a translation', () => {
    expect(translator.translate('Pet not found; body/email is required', 'ru')).toBe('Собака не найдена; body/email: обязательное поле');
    expect(translator.translate('Pet not found; something else', 'ru')).toBeUndefined();
    expect(translator.translate('Something unknown', 'ru')).toBeUndefined();
  });
});

describe('the terms a message carries', () => {
  const translator = createTranslator(
    [{ 'Import {0} is {1}; only a finished import is undone': t('Импорт {0} в состоянии «{1}»') }],
    { running: t('выполняется') },
  );

  it('are translated when a value is exactly one of them, and other values are kept', () => {
    expect(translator.translate('Import 7 is running; only a finished import is undone', 'ru')).toBe('Импорт 7 в состоянии «выполняется»');
    expect(translator.translate('Import 7 is running; only a finished import is undone', 'de')).toBe('de:Импорт 7 в состоянии «de:выполняется»');
    expect(translator.translate('Import 7 is Running; only a finished import is undone', 'ru')).toBe('Импорт 7 в состоянии «Running»');
    expect(translator.translate('Import running is 7; only a finished import is undone', 'ru')).toBe('Импорт выполняется в состоянии «7»');
    expect(translator.translate('Import 7 is constructor; only a finished import is undone', 'ru')).toBe('Импорт 7 в состоянии «constructor»');
  });
});

describe('the locale a request asks for', () => {
  it('is the first of Accept-Language\'s languages the site has, by weight', () => {
    expect(requestLocale('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(requestLocale('fr-FR, de;q=0.7, en;q=0.8')).toBe('en');
    expect(requestLocale('fr-FR, de;q=0.9, en;q=0.8')).toBe('de');
    expect(requestLocale('zh-CN')).toBe('cn');
    expect(requestLocale('cs')).toBe('cz');
    expect(requestLocale('lv, pl')).toBe('lv');
    expect(requestLocale('pl;q=0, cz')).toBe('cz');
    expect(requestLocale('pl;q=0')).toBe('en');
  });

  it('is English without the header or without any language of the site', () => {
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('')).toBe('en');
    expect(requestLocale('fr, ja')).toBe('en');
    expect(requestLocale('*')).toBe('en');
    expect(requestLocale(';;;,,q=x')).toBe('en');
  });
});
