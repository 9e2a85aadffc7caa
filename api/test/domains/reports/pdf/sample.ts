import type { Locale } from '@bc/shared/contracts';
import type { ReportData } from '../../../../src/domains/reports/pdf/report-data';

/** A report's data as gather.ts makes it, for a dog with a full five-generation chart and repeated ancestors. */
export function sampleReport(locale: Locale, registeredName = 'Żółć Šťastný Ķēniņš'): ReportData {
  const chart = Array.from({ length: 62 }, (_, k) => ({ name: `Ancestor ${k + 1}`, year: 2000 - Math.floor(Math.log2(k + 2)) * 3, titles: k % 5 === 0 ? 'CH' : null, repeat: k === 20 || k === 40 ? 0 : null }));
  return {
    locale, number: 'R-7K2M9Q4X', dataAt: '2026-11-26T05:00:00.000Z', verifyUrl: 'https://bc.example/reports/verify/R-7K2M9Q4X',
    pet: {
      registeredName, callName: '小黑', kennelPrefix: 'Пограничный', sex: 'male', birthDate: '2020-05-01', deathDate: null,
      breed: 'Border collie', color: 'black and white', breeder: 'Jānis Bērziņš', owner: 'Łucja Dvořáková', microchip: '643000000000001',
      titles: 'JCH RU', workingResults: null, registrations: [{ registry: 'RKF', number: '5551234' }],
    },
    photo: null, chart,
    coi: { coi10: 0.0312, full: 0.0451, completeness10: [1, 1, 1, 1, 1, 0.9, 0.8, 0.6, 0.4, 0.2], equivalentGenerations: 7.9, breedAverage: 0.052, breedAverageDogs: 120 },
    avk: 87.5,
    commonAncestors: [{ name: 'Ancestor 21', contribution: 0.0156, paths: 2, repeat: 0 }],
    health: [{ name: 'HD (FCI)', value: 'A', date: '2021-06-01' }],
    dna: [{ name: 'CEA', status: 'clear', result: 'N/N' }, { name: 'TNS', status: 'clear-by-parentage', result: null }],
    relatives: [
      { name: 'Sister One', relation: 'full', results: ['CEA: N/N'] },
      { name: 'Half Brother', relation: 'half', results: [] },
      { name: 'Puppy', relation: 'offspring', results: ['HD: B'] },
    ],
    litters: [{ partner: 'Dam Name', birthDate: '2023-03-03', puppies: 6 }],
  };
}
