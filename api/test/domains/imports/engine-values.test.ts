import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseImportDate, parseSex, readTable, TableError, guessMapping } from '../../../src/domains/imports/engine';
import { matchers } from './dictionaries';

describe('import values', () => {
  it('reads the common date forms, keeping a year alone as a year', () => {
    expect(parseImportDate('2017-03-08')).toMatchObject({ date: '2017-03-08', precision: 'day' });
    expect(parseImportDate('08.03.2017')).toMatchObject({ date: '2017-03-08', precision: 'day' });
    expect(parseImportDate('Mar  8 2017')).toMatchObject({ date: '2017-03-08', precision: 'day' });
    expect(parseImportDate('May  2 1991 ')).toMatchObject({ date: '1991-05-02', precision: 'day' });
    expect(parseImportDate('March 8, 2017')).toMatchObject({ date: '2017-03-08', precision: 'day' });
    expect(parseImportDate('8 Mar 2017')).toMatchObject({ date: '2017-03-08', precision: 'day' });
    expect(parseImportDate('2017')).toMatchObject({ date: '2017-01-01', precision: 'year' });
    expect(parseImportDate('2017-03')).toMatchObject({ date: '2017-03-01', precision: 'month' });
    for (const bad of ['', '31.02.2017', 'Foo 8 2017', 'yesterday', '17']) expect(parseImportDate(bad)).toBeNull();
  });

  it('reads sexes in the clubs’ languages', () => {
    for (const m of ['M', 'male', 'Male', 'dog', 'кобель', 'Rüde', 'pies']) expect(parseSex(m)).toBe('male');
    for (const f of ['F', 'female', 'bitch', 'сука', 'Hündin', 'suka', 'fena']) expect(parseSex(f)).toBe('female');
    expect(parseSex('X')).toBeNull();
  });

  it('matches colours across spellings and languages, and OFA hip results', () => {
    for (const c of ['BLACK/WHITE', 'BLACK & WHITE', 'black and white', 'Чёрно-белый', 'black-white', 'Schwarz-weiß']) expect(matchers.color.match(c)).toBe('black-white');
    expect(matchers.color.match('Blue merle')).toBe('blue-merle');
    expect(matchers.color.match('BLACK TRICOLOR')).toBe('black-tricolour');
    expect(matchers.color.match('polka dots')).toBeNull();
    const ofa = matchers.scale('hips:ofa')!;
    expect(['FAIR', 'GOOD', 'EXCELLENT', 'Mild'].map((v) => ofa.match(v))).toEqual(['fair', 'good', 'excellent', 'mild']);
    expect(ofa.match('Normal')).toBeNull();
    expect(matchers.scale('hips:fci')!.match('a')).toBe('A');
    expect(matchers.country.match('Russia')).toBe('RU');
    expect(matchers.country.match('de')).toBe('DE');
  });
});

describe('reading files', () => {
  it('reads CSV with a BOM, semicolons and quoted fields', async () => {
    const csv = '\ufeffReg;Name;Sex\r\nABC1;"Buran; the first";M\r\n\r\nABC2;Вьюга;F\r\n';
    const table = await readTable(Buffer.from(csv));
    expect(table.header).toEqual(['Reg', 'Name', 'Sex']);
    expect(table.rows).toEqual([['ABC1', 'Buran; the first', 'M'], ['ABC2', 'Вьюга', 'F']]);
  });

  it('reads the first sheet of an XLSX file, dates as YYYY-MM-DD', async () => {
    const buffer = await writeXlsxFile([
      ['Registration', 'Name', 'Birth date', 'Litter'],
      ['ABC1', 'Buran', new Date(Date.UTC(2017, 2, 8)), 3],
    ], { dateFormat: 'yyyy-mm-dd' }).toBuffer();
    const table = await readTable(buffer);
    expect(table.header).toEqual(['Registration', 'Name', 'Birth date', 'Litter']);
    expect(table.rows).toEqual([['ABC1', 'Buran', '2017-03-08', '3']]);
  });

  it('refuses an empty file and a broken XLSX', async () => {
    await expect(readTable(Buffer.from('\n\n'))).rejects.toBeInstanceOf(TableError);
    await expect(readTable(Buffer.from('PK\x03\x04garbage'))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('guesses the mapping from common headers, each field once; a remembered mapping wins', () => {
    const header = ['Registration', 'Registered Name', 'SEX', 'Birthdate', 'Color', 'Sire Reg', 'Dam Reg', 'Test Date', 'Hip Result', 'Notes'];
    const guess = guessMapping(header);
    expect(guess.map((c) => c.field)).toEqual(['registration', 'registeredName', 'sex', 'birthDate', 'color', 'sire', 'dam', 'healthDate', 'hips', null]);
    const again = guessMapping(header, [{ header: 'Hip Result', field: 'hips', system: 'ofa' }, { header: 'Notes', field: 'callName' }]);
    expect(again[8]).toEqual({ header: 'Hip Result', field: 'hips', system: 'ofa' });
    expect(again[9].field).toBe('callName');
  });
});
