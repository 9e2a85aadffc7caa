/**
 * The initials an avatar shows for a name: the first letters of its first two words ("Мэй Линь" → "МЛ", "Anna-Maria
 * Kowalska" → "AK"), or the first two letters of a one-word name or nickname ("collie_fan" → "CO"), in capitals.
 * Letters and digits count; Chinese names (no spaces) show their first two characters.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s_.]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '';
  const first = (word: string) => [...word].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '';
  if (words.length >= 2) return (first(words[0]) + first(words[1])).toLocaleUpperCase();
  const letters = [...words[0]].filter((char) => /[\p{L}\p{N}]/u.test(char));
  return letters.slice(0, 2).join('').toLocaleUpperCase();
}
