import PDFDocument from 'pdfkit';
import { toBcp47 } from '@bc/shared/contracts';
import { fontRuns, loadFonts, type LoadedFonts } from './fonts';
import type { ChartDog, ReportData } from './report-data';
import { REPORT_TEXTS, type ReportTexts } from './texts';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const LABEL_WIDTH = 190;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
/** Fills of repeated ancestors, by colour index (the tree on the site colours them by the same index). */
const REPEAT_FILLS = ['#ffe08a', '#a8e6cf', '#ffb3ba', '#bae1ff', '#d7b4f3', '#ffd1a6', '#c7f0a0', '#f9c0e8', '#b5ead7', '#f3e6a2', '#a9d6e5', '#e4c1a1'];
export const repeatFill = (index: number) => REPEAT_FILLS[index % REPEAT_FILLS.length]!;

interface Writer {
  doc: Doc;
  fonts: LoadedFonts;
  t: ReportTexts;
  data: ReportData;
}

/** Writes a text in runs of the font that has its characters (fonts.ts), continuing on the same line. */
function write(w: Writer, text: string, options: PDFKit.Mixins.TextOptions & { bold?: boolean; at?: [number, number] } = {}) {
  const { bold, at, ...rest } = options;
  const runs = fontRuns(text === '' ? ' ' : text, w.fonts);
  runs.forEach((run, k) => {
    w.doc.font(run.cjk ? (bold ? 'cjkBold' : 'cjk') : bold ? 'bold' : 'regular');
    const opts = { ...rest, continued: k < runs.length - 1 };
    if (k === 0 && at) w.doc.text(run.text, at[0], at[1], opts);
    else w.doc.text(run.text, opts);
  });
}

/** The width of a text in runs, at the current size. */
function widthOf(w: Writer, text: string, bold = false) {
  return fontRuns(text, w.fonts).reduce((sum, run) => {
    w.doc.font(run.cjk ? (bold ? 'cjkBold' : 'cjk') : bold ? 'bold' : 'regular');
    return sum + w.doc.widthOfString(run.text);
  }, 0);
}

/** The text cut with an ellipsis to fit `width` at the current size. */
function fit(w: Writer, text: string, width: number, bold = false) {
  if (widthOf(w, text, bold) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(w, `${chars.join('')}…`, bold) > width) chars.pop();
  return `${chars.join('')}…`;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 30;

function ensureRoom(w: Writer, height: number) {
  if (w.doc.y + height > bottom(w.doc)) w.doc.addPage({ size: 'A4', margin: MARGIN });
}

function heading(w: Writer, text: string) {
  ensureRoom(w, 60);
  w.doc.moveDown(0.8);
  w.doc.fontSize(13).fillColor(INK);
  write(w, text, { bold: true, at: [MARGIN, w.doc.y] });
  const y = w.doc.y + 2;
  w.doc.moveTo(MARGIN, y).lineTo(w.doc.page.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke();
  w.doc.y = y + 6;
}

/** A label and its value on one row (the value wraps in its column). */
function row(w: Writer, label: string, value: string, width = contentWidth(w.doc)) {
  ensureRoom(w, 16);
  const y = w.doc.y;
  w.doc.fontSize(9.5).fillColor(MUTED);
  write(w, label, { at: [MARGIN, y], width: LABEL_WIDTH - 8 });
  const afterLabel = w.doc.y;
  w.doc.fillColor(INK);
  write(w, value, { at: [MARGIN + LABEL_WIDTH, y], width: width - LABEL_WIDTH });
  w.doc.y = Math.max(afterLabel, w.doc.y) + 2;
}

function line(w: Writer, text: string, color = INK, size = 9.5) {
  ensureRoom(w, 14);
  w.doc.fontSize(size).fillColor(color);
  write(w, text, { at: [MARGIN, w.doc.y], width: contentWidth(w.doc) });
  w.doc.y += 1;
}

const percent = (value: number, locale: string, digits = 2) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

function dateOf(value: string | null, locale: string, t: ReportTexts) {
  if (!value) return t.unknown;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function identity(w: Writer, bcp47: string) {
  const { doc, data, t } = w;
  const p = data.pet;
  const photoWidth = data.photo ? 150 : 0;
  const top = doc.y;
  const textWidth = contentWidth(doc) - (photoWidth ? photoWidth + 16 : 0);
  if (data.photo) {
    try {
      doc.image(Buffer.from(data.photo), doc.page.width - MARGIN - photoWidth, top, { fit: [photoWidth, photoWidth], align: 'right' });
    } catch {
      // An image pdfkit cannot read leaves the report without a photo rather than without a report.
    }
  }
  heading(w, t.identity);
  row(w, t.registeredName, [p.kennelPrefix, p.registeredName].filter(Boolean).join(' '), textWidth);
  if (p.callName) row(w, t.callName, p.callName, textWidth);
  row(w, t.sex, p.sex === 'male' ? t.male : t.female, textWidth);
  row(w, t.born, dateOf(p.birthDate, bcp47, t), textWidth);
  if (p.deathDate) row(w, t.died, dateOf(p.deathDate, bcp47, t), textWidth);
  if (p.breed) row(w, t.breed, p.breed, textWidth);
  if (p.color) row(w, t.color, p.color, textWidth);
  if (p.breeder) row(w, t.breeder, p.breeder, textWidth);
  if (p.owner) row(w, t.owner, p.owner, textWidth);
  if (p.microchip) row(w, t.microchip, p.microchip, textWidth);
  row(w, t.titles, p.titles ?? t.none, textWidth);
  if (p.workingResults) row(w, t.workingResults, p.workingResults, textWidth);
  row(w, t.registrations, p.registrations.length ? p.registrations.map((r) => `${r.registry} ${r.number}`).join('; ') : t.none, textWidth);
  doc.y = Math.max(doc.y, top + photoWidth + 8);
}

function inbreeding(w: Writer, bcp47: string) {
  const { data, t } = w;
  heading(w, t.coi);
  if (!data.coi) {
    line(w, t.unknown, MUTED);
  } else {
    const c = data.coi;
    row(w, t.coi10, percent(c.coi10, bcp47));
    row(w, t.coiFull, percent(c.full, bcp47));
    row(w, t.completeness10, c.completeness10.map((v, k) => `${k + 1}: ${percent(v, bcp47, 0)}`).join(' · '));
    row(w, t.equivalentGenerations, new Intl.NumberFormat(bcp47, { maximumFractionDigits: 2 }).format(c.equivalentGenerations));
    row(w, t.breedAverage, c.breedAverage === null ? t.unknown : `${percent(c.breedAverage, bcp47)} (n = ${c.breedAverageDogs})`);
  }
  row(w, t.avk, data.avk === null ? t.unknown : new Intl.NumberFormat(bcp47, { maximumFractionDigits: 1 }).format(data.avk));
}

function commonAncestors(w: Writer, bcp47: string) {
  const { doc, data, t } = w;
  heading(w, t.commonAncestors);
  if (data.commonAncestors.length === 0) return line(w, t.none, MUTED);
  const width = contentWidth(doc);
  doc.fontSize(8.5).fillColor(MUTED);
  const y0 = doc.y;
  write(w, t.contribution, { at: [MARGIN + width - 230, y0], width: 160, align: 'right', lineBreak: false });
  write(w, t.paths, { at: [MARGIN + width - 60, y0], width: 60, align: 'right' });
  doc.y = y0 + 13;
  for (const a of data.commonAncestors) {
    ensureRoom(w, 14);
    const y = doc.y;
    if (a.repeat !== null) doc.rect(MARGIN, y, 8, 8).fill(repeatFill(a.repeat));
    doc.fontSize(9).fillColor(INK);
    write(w, fit(w, a.name, width - 190), { at: [MARGIN + 14, y], lineBreak: false });
    write(w, percent(a.contribution, bcp47, 3), { at: [MARGIN + width - 170, y], width: 100, align: 'right', lineBreak: false });
    write(w, String(a.paths), { at: [MARGIN + width - 60, y], width: 60, align: 'right', lineBreak: false });
    doc.y = y + 13;
  }
}

function health(w: Writer, bcp47: string) {
  const { data, t } = w;
  heading(w, t.health);
  if (data.health.length === 0) line(w, t.none, MUTED);
  for (const h of data.health) row(w, h.name, h.date ? `${h.value} (${dateOf(h.date, bcp47, t)})` : h.value);
  heading(w, t.dna);
  if (data.dna.length === 0) line(w, t.none, MUTED);
  for (const d of data.dna) row(w, d.name, d.result ? `${t.statuses[d.status]} (${d.result})` : t.statuses[d.status]);
}

function relatives(w: Writer) {
  const { data, t } = w;
  heading(w, t.relatives);
  for (const relation of ['full', 'half', 'offspring'] as const) {
    const list = data.relatives.filter((r) => r.relation === relation);
    line(w, t.relations[relation], INK, 10.5);
    if (list.length === 0) line(w, t.none, MUTED, 9);
    for (const r of list) row(w, r.name, r.results.length ? r.results.join('; ') : t.none);
    w.doc.moveDown(0.3);
  }
}

function litters(w: Writer, bcp47: string) {
  const { data, t } = w;
  heading(w, t.litters);
  if (data.litters.length === 0) return line(w, t.none, MUTED);
  for (const l of data.litters) row(w, dateOf(l.birthDate, bcp47, t), `${t.partner}: ${l.partner ?? t.unknown} · ${t.puppies}: ${l.puppies}`);
}

/** The five-generation chart on a landscape page: generation g (1…5) is column g, its 2^g dogs stacked. */
function chart(w: Writer) {
  const { doc, data, t } = w;
  doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
  doc.fontSize(13).fillColor(INK);
  write(w, t.chart, { bold: true, at: [MARGIN, MARGIN] });
  doc.fontSize(8.5).fillColor(MUTED);
  write(w, `${[data.pet.kennelPrefix, data.pet.registeredName].filter(Boolean).join(' ')} — ${t.chartLegend}`, { at: [MARGIN, doc.y + 2], width: contentWidth(doc) });
  const top = doc.y + 8;
  const height = bottom(doc) - top;
  const columnWidth = contentWidth(doc) / 5;
  for (let g = 1; g <= 5; g++) {
    const count = 2 ** g;
    const boxHeight = height / count;
    const size = [10, 9, 8, 7, 6.2][g - 1]!;
    for (let k = 0; k < count; k++) {
      const slot = count - 1 + k;
      const dog: ChartDog | null = data.chart[slot - 1] ?? null;
      const x = MARGIN + (g - 1) * columnWidth;
      const y = top + k * boxHeight;
      doc.lineWidth(0.4).strokeColor(RULE);
      if (dog?.repeat != null) doc.rect(x + 1, y + 0.5, columnWidth - 4, boxHeight - 1).fillAndStroke(repeatFill(dog.repeat), RULE);
      else doc.rect(x + 1, y + 0.5, columnWidth - 4, boxHeight - 1).stroke();
      if (!dog) continue;
      doc.fontSize(size).fillColor(INK);
      const lineHeight = size * 1.25;
      const inner = columnWidth - 10;
      const lines = g <= 3 ? 3 : g === 4 ? 2 : 1;
      const textTop = y + Math.max(1, (boxHeight - Math.min(lines, 3) * lineHeight) / 2);
      const name = dog.year ? `${dog.name} (${dog.year})` : dog.name;
      write(w, fit(w, lines === 1 ? name : dog.name, inner, g <= 2), { at: [x + 5, textTop], lineBreak: false, bold: g <= 2 });
      if (lines > 1) {
        doc.fillColor(MUTED).fontSize(size - 1);
        write(w, fit(w, [dog.year, dog.titles].filter(Boolean).join(' · ') || ' ', inner), { at: [x + 5, textTop + lineHeight], lineBreak: false });
      }
    }
  }
}

/** Number, date and the verification link at the foot of every page. */
function footers(w: Writer, bcp47: string) {
  const { doc, data, t } = w;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 14;
    // Writing below the bottom margin would start a new page: the margin is lifted while the footer is written.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(7.5).fillColor(MUTED);
    const text = `${t.number} ${data.number} · ${t.dataAt} ${dateOf(data.dataAt, bcp47, t)} · ${t.verify}: ${data.verifyUrl} · ${t.page} ${i + 1}/${range.count}`;
    write(w, text, { at: [MARGIN, y], width: contentWidth(doc), lineBreak: false, link: data.verifyUrl });
    doc.page.margins.bottom = margin;
  }
}

/** Renders a report as a PDF (pure: the data in, the file out; run in a worker thread, see pool.ts). */
export async function renderReport(data: ReportData): Promise<Buffer> {
  const fonts = loadFonts();
  const t = REPORT_TEXTS[data.locale];
  const bcp47 = toBcp47(data.locale);
  const name = [data.pet.kennelPrefix, data.pet.registeredName].filter(Boolean).join(' ');
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, bufferPages: true, lang: bcp47,
    info: { Title: `${t.title}: ${name}`, Subject: `${t.number} ${data.number}`, Creator: 'BC Pedigree' },
  });
  for (const [font, buffer] of Object.entries(fonts.buffers)) doc.registerFont(font, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w: Writer = { doc, fonts, t, data };

  doc.fontSize(10).fillColor(MUTED);
  write(w, t.title, { at: [MARGIN, MARGIN] });
  doc.fontSize(20).fillColor(INK);
  write(w, name, { bold: true, width: contentWidth(doc) });
  doc.fontSize(9).fillColor(MUTED);
  write(w, `${t.number} ${data.number} · ${t.dataAt} ${dateOf(data.dataAt, bcp47, t)}`);
  write(w, `${t.verify}: ${data.verifyUrl}`, { link: data.verifyUrl, underline: true });

  identity(w, bcp47);
  inbreeding(w, bcp47);
  commonAncestors(w, bcp47);
  health(w, bcp47);
  relatives(w);
  litters(w, bcp47);
  chart(w);
  footers(w, bcp47);
  doc.end();
  return done;
}
