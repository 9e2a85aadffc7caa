/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for values that contain `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern for values that start with `text`. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;
