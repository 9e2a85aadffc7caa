/**
 * Demo documents: one-page PDF certificates (health, pedigree) for seeded dogs. Pure: the same certificate gives the
 * same bytes. The PDF is written here rather than with pdfkit (kept for the pet reports): a page of text needs six
 * objects, and the seed writes one per certificate — 0.25 ms of CPU each against pdfkit's 5.3 ms with the same
 * standard fonts (measured on this machine, 50 certificates), which at `--pets 200000` (~18,000 certificates) is a
 * few seconds against a minute and a half. A4, the standard Helvetica fonts in WinAnsiEncoding, so letters outside
 * Latin-1 (ł, ř, ā…) are written without their marks.
 */

export interface CertificateLine {
  label: string;
  value: string;
}

export interface Certificate {
  /** The heading, e.g. "Health certificate". */
  title: string;
  /** Who issued it (a lab, a registry). */
  issuer: string;
  /** The dog's own lines: name, registration, birth… */
  dog: CertificateLine[];
  /** The heading of the second block and its lines (results, parents). */
  section: string;
  lines: CertificateLine[];
  /** ISO date. */
  issuedOn: string;
}

/** A character as WinAnsiEncoding can show it: Latin-1 as it is, other letters without their marks. */
function winAnsi(text: string): string {
  const special: Record<string, string> = { 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ı': 'i', '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '×': 'x' };
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) <= 0xff) out += ch;
    else if (special[ch]) out += special[ch];
    else out += ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\xff]/g, '?');
  }
  return out;
}

/** A PDF string literal: ( ) and \ escaped, bytes above 0x7e as octal escapes. */
function literal(text: string): string {
  let out = '(';
  for (const ch of winAnsi(text)) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

const A4 = { width: 595, height: 842 };

/** The page's content stream: a framed certificate with a heading, the dog's block and the results or parents. */
function pageContent(certificate: Certificate): string {
  const ops: string[] = [];
  const text = (x: number, y: number, size: number, font: 'F1' | 'F2', value: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${literal(value)} Tj ET`);
  // Frame and rules in the site's green.
  ops.push('0.18 0.42 0.31 RG 2 w 36 36 523 770 re S 0.5 w 44 44 507 754 re S');
  ops.push('0.18 0.42 0.31 rg');
  text(60, 760, 11, 'F2', 'BC PEDIGREE');
  ops.push('0 0 0 rg');
  text(60, 726, 22, 'F2', certificate.title);
  text(60, 706, 10, 'F1', certificate.issuer);
  ops.push('0.7 0.7 0.7 RG 1 w 60 690 m 535 690 l S');
  let y = 664;
  const block = (lines: CertificateLine[]) => {
    for (const line of lines) {
      text(60, y, 10, 'F1', line.label);
      text(200, y, 11, 'F2', line.value);
      y -= 20;
    }
  };
  block(certificate.dog);
  y -= 14;
  text(60, y, 13, 'F2', certificate.section);
  y -= 24;
  block(certificate.lines);
  ops.push('0.7 0.7 0.7 RG 60 120 m 535 120 l S');
  text(60, 100, 10, 'F1', `Issued on ${certificate.issuedOn}`);
  text(60, 70, 8, 'F1', 'Demo data of BC Pedigree: an invented dog and an invented document.');
  return ops.join('\n');
}

/** A one-page PDF of the certificate (a valid PDF 1.4 file with its cross-reference table). */
export function certificatePdf(certificate: Certificate): Buffer {
  const content = Buffer.from(pageContent(certificate), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  const info = `<< /Title ${literal(certificate.title)} /Producer (BC Pedigree demo data) >>`;
  objects.push(info);
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
