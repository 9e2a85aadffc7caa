import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { fontRuns, loadFonts } from '../../../../src/domains/reports/pdf/fonts';
import { renderReport } from '../../../../src/domains/reports/pdf/render';
import { REPORT_TEXTS } from '../../../../src/domains/reports/pdf/texts';
import { pdfText } from './pdf-text';
import { sampleReport } from './sample';

describe('the report PDF', () => {
  it('keeps Polish, Czech and Latvian letters in the Latin font and only Chinese in the CJK font', () => {
    const runs = fontRuns('Żółć Šťastný Ķēniņš 小黑, Ёжик', loadFonts());
    expect(runs).toEqual([
      { text: 'Żółć Šťastný Ķēniņš ', cjk: false },
      { text: '小黑, ', cjk: true },
      { text: 'Ёжик', cjk: false },
    ]);
  });

  it('holds the dog’s name with Polish, Czech and Latvian letters, and Chinese text, as a reader extracts it', async () => {
    const text = await pdfText(await renderReport(sampleReport('cn')));
    expect(text).toContain('Żółć Šťastný Ķēniņš');
    expect(text).toContain('小黑');
    expect(text).toContain(REPORT_TEXTS.cn.chart);
    expect(text).toContain('R-7K2M9Q4X');
    expect(text).toContain('https://bc.example/reports/verify/R-7K2M9Q4X');
  });

  it.each(LOCALES)('renders in %s with its own headings, the chart and the relatives', async (locale) => {
    const text = await pdfText(await renderReport(sampleReport(locale)));
    const t = REPORT_TEXTS[locale];
    for (const words of [t.identity, t.coi, t.commonAncestors, t.relatives, t.litters, t.chart, t.relations.half]) expect(text).toContain(words);
    expect(text).toContain('Ancestor 62');
    expect(text).toContain('Sister One');
  });
});
