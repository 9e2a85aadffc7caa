import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The seven languages of the product, as URL prefixes (ru has none): one list, in shared/i18n. */
import { LOCALES } from '../i18n/locales';
export { LOCALES, DEFAULT_LOCALE, isLocale, toBcp47, type Locale } from '../i18n/locales';

import { LIMITS } from './limits';

export { BAN_MESSAGE, BAN_MESSAGES } from './messages';

export const LocaleSchema = Type.Union(
  LOCALES.map((l) => Type.Literal(l)),
  { description: 'Language code (URL prefix); ru is the default' },
);

/** A name written in every language of the product. */
export const LocalizedName = Type.Object(
  {
    ru: Type.String(),
    en: Type.String(),
    de: Type.String(),
    pl: Type.String(),
    cn: Type.String(),
    cz: Type.String(),
    lv: Type.String(),
  },
  { additionalProperties: false },
);
export type LocalizedName = Static<typeof LocalizedName>;

/** The one error shape of every failed call. */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    statusCode: Type.Integer(),
    statusMessage: Type.Optional(Type.String()),
    data: Type.Optional(Type.Any()),
  },
  { description: 'Error: { message, statusCode, statusMessage?, data? }' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Error answers a route declares, e.g. `...errors(400, 401)`. */
export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorResponse } {
  return Object.fromEntries(codes.map((c) => [c, ErrorResponse])) as { [K in C[number]]: typeof ErrorResponse };
}

export const OkResponse = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: LIMITS.email });
export const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax });
export const ShortText = Type.String({ maxLength: LIMITS.name });
export const LongText = Type.String({ maxLength: LIMITS.text });
export const DateTime = Type.String({ format: 'date-time' });
/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = Type.String({ format: 'date' });
/** ISO 3166-1 alpha-2 country code. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2 });
/** Database ids are positive 32-bit integers. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageSize, default: 20 })),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

/** `{ items, total, page, limit }` */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
  });
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
