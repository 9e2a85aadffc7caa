/** The part of fontkit (pdfkit's font engine) the report uses: which font has a glyph for a character. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
