import { Type } from '@sinclair/typebox';

/**
 * Small schema builders the contract files share (not exported by `@bc/shared/contracts`: the shapes built with
 * them are).
 */

/** Objects of bodies, queries and params refuse unknown fields. */
export const strict = { additionalProperties: false } as const;

/** A string of `minLength` to `maxLength` characters. */
export const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });

/** A comma list of `item` (a regular expression), e.g. `csv('[A-Z]{2}', 'Country codes, comma-separated')`. */
export const csv = (item: string, description: string) =>
  Type.String({ pattern: `^${item}(,${item})*$`, maxLength: 500, description });

/** Ids of dictionary entries (breeds, colours, health option sets). */
export const DictionaryId = text(60, 1);
