import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The report's fonts, from npm packages (a fresh clone needs nothing installed by hand): Noto Sans for Latin and
 * Cyrillic, Noto Sans SC for Chinese. The order is the fallback order: a character takes the first font that has it,
 * so Polish, Czech and Latvian letters come from Noto Sans (with their accents placed by it) and only what Noto Sans
 * lacks comes from the CJK font.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
export type FontName = keyof typeof FILES;

export interface LoadedFonts {
  /** The font files, read once per thread (pdfkit parses them per document). */
  buffers: Record<FontName, Buffer>;
  /** Whether the Latin/Cyrillic font has a glyph for a code point. */
  latinHas(codePoint: number): boolean;
}

let loaded: LoadedFonts | null = null;

export function loadFonts(): LoadedFonts {
  if (loaded) return loaded;
  const buffers = Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))])) as Record<FontName, Buffer>;
  const latin = fontkit.openSync(require.resolve(FILES.regular));
  const cache = new Map<number, boolean>();
  loaded = {
    buffers,
    latinHas(codePoint) {
      let has = cache.get(codePoint);
      if (has === undefined) {
        has = latin.hasGlyphForCodePoint(codePoint);
        cache.set(codePoint, has);
      }
      return has;
    },
  };
  return loaded;
}

export interface TextRun {
  text: string;
  cjk: boolean;
}

/**
 * Splits a text into runs of one font each: the Latin/Cyrillic font where it has the glyph, the CJK font otherwise.
 * Spaces and punctuation both fonts have stay in the run they are in, so a Chinese phrase is not cut at each comma.
 */
export function fontRuns(text: string, fonts: LoadedFonts): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const neutral = code < 0x80 && !/[A-Za-z0-9]/.test(char);
    const last = runs.at(-1);
    const cjk = neutral && last ? last.cjk : !fonts.latinHas(code);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}
