import { describe, expect, it } from 'vitest';
import { checkPdf } from '../../src/domains/files/checks';
import { certificatePdf, type Certificate } from '../../src/seed/demo-documents';

const certificate: Certificate = {
  title: 'Health certificate',
  issuer: 'RKF panel',
  dog: [{ label: 'Registered name', value: 'Wiatr (Mazur) z Wrzosowego Wzgórza \\ Łania Řeka' }, { label: 'Registration', value: 'RKF 1234567' }],
  section: 'Results',
  lines: [{ label: 'Hips (HD) — RKF', value: 'A   (examined 2021-04-02)' }],
  issuedOn: '2021-04-02',
};

describe('certificatePdf', () => {
  const pdf = certificatePdf(certificate);
  const text = pdf.toString('latin1');

  it('is a PDF the files domain accepts as an upload', () => {
    expect(() => checkPdf(pdf)).not.toThrow();
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
    const entries = text.slice(xrefAt).split('\n').slice(3, 2 + Number(count));
    expect(entries).toHaveLength(Number(count) - 1);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('shows the dog, its registration and its result, in WinAnsi letters with PDF escapes', () => {
    expect(text).toContain('(Wiatr \\(Mazur\\) z Wrzosowego Wzg\\363rza \\\\ Lania Reka) Tj');
    expect(text).toContain('(RKF 1234567) Tj');
    expect(text).toContain('(Hips \\(HD\\) - RKF) Tj');
    expect(text).toContain('(A   \\(examined 2021-04-02\\)) Tj');
  });

  it('gives the same bytes for the same certificate', () => {
    expect(certificatePdf(certificate).equals(pdf)).toBe(true);
  });
});
