import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionChanged } from '@bc/shared';
import type { ImportJobView, ImportPreview, ImportUploaded } from '@bc/shared/contracts';
import { currentUser, mockApi, renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import moderation from '../../../../locales/en.json';
import ru from '../../../../locales/ru.json';
import { restarted } from '../model';
import { ImportView } from './import-view';

const uploaded: ImportUploaded = {
  id: 7, fileName: 'club.csv', rows: 4, header: ['Reg', 'Name', 'Sex', 'Colour', 'Result'],
  sample: [['ABCA1', 'Old Shep', 'M', 'BLACK/WHITE', 'FAIR']],
  mapping: { registry: 'ABCA', columns: [
    { header: 'Reg', field: 'registration' }, { header: 'Name', field: 'registeredName' }, { header: 'Sex', field: null },
    { header: 'Colour', field: 'color' }, { header: 'Result', field: null },
  ] },
};
const preview: ImportPreview = {
  summary: { rows: 4, dogs: 3, existing: 0, placeholders: 1, healthResults: 1 },
  problems: [
    { kind: 'same-parent', rows: [3], dogs: ['ABCA3', 'ABCA2'] },
    { kind: 'unknown-value', rows: [2, 4], dogs: ['ABCA1'], field: 'color', value: 'MAHOGANY' },
  ],
};
const job = (over: Partial<ImportJobView>): ImportJobView => ({
  id: 7, fileName: 'club.csv', status: 'queued', rows: 4, summary: preview.summary, phase: 'dogs', done: 0, total: 4, error: null,
  createdAt: '2026-11-26T09:00:00.000Z', finishedAt: null, undoneAt: null, ...over,
});
const health = { items: [{ id: 'hips:ofa', kind: 'hips', system: 'ofa', name: { ru: 'OFA', en: 'OFA', de: 'OFA', pl: 'OFA', cn: 'OFA', cz: 'OFA', lv: 'OFA' }, genes: [], options: [] }] };

const render = (locale: 'en' | 'ru' = 'en') =>
  renderPage(<ImportView />, { url: `/${locale}/moder/import`, messages: { moderation: locale === 'en' ? moderation : ru, common } });

async function choose(testId: string, index: number, option: string) {
  const input = screen.getAllByTestId(testId)[index];
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  restarted();
  sessionChanged(currentUser({ isModerator: true }));
});

describe('the import screens', () => {
  it('uploads a file, maps two columns in two clicks each, resolves the problems, follows the job and links the dogs', async () => {
    let asked = 0;
    const api = mockApi({
      'GET /api/dictionaries/health': { body: health },
      'GET /api/imports': { body: [] },
      'POST /api/imports': { body: uploaded },
      'POST /api/imports/7/preview': { body: preview },
      'POST /api/imports/7/start': { body: job({}) },
      'GET /api/imports/7': () => {
        asked += 1;
        return { body: job({ status: 'done', phase: 'finish', done: 4, finishedAt: '2026-11-26T09:01:00.000Z', pets: [{ id: 41, name: 'Old Shep' }] }) };
      },
    });
    await render();
    expect(await screen.findByTestId('import-drop')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Reg,Name\n'], 'club.csv', { type: 'text/csv' })] } });
    await screen.findByTestId('import-mapping');
    const sentFile = api.calls.find((c) => c.method === 'POST' && c.path === '/api/imports')?.body as FormData;
    expect((sentFile.get('file') as File).name).toBe('club.csv');
    expect(screen.getAllByTestId('import-column-header').map((h) => h.textContent)).toEqual(['Reg', 'Name', 'Sex', 'Colour', 'Result']);
    await choose('import-column-field', 2, 'Sex');
    await choose('import-column-field', 4, 'Hips');
    await choose('import-column-system', 0, 'OFA');
    fireEvent.click(screen.getByTestId('import-check'));
    await screen.findByTestId('import-preview');
    const sent = api.calls.find((c) => c.path === '/api/imports/7/preview')?.body as { mapping: ImportUploaded['mapping'] };
    expect(sent.mapping.columns.map((c) => c.field)).toEqual(['registration', 'registeredName', 'sex', 'color', 'hips']);
    expect(sent.mapping.columns[4].system).toBe('ofa');

    // Each kind with its rows and its choice; the unknown colour mapped with a select.
    expect(within(screen.getByTestId('import-kind-same-parent')).getByTestId('import-problem').textContent).toContain('ABCA3, ABCA2');
    expect(within(screen.getByTestId('import-kind-same-parent')).getByText(/rows 3/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('import-choice-same-parent')).getByText('Skip the rows'));
    expect(within(screen.getByTestId('import-unknown')).getByText('MAHOGANY')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-start'));
    await screen.findByTestId('import-result', {}, { timeout: 3000 });
    const start = api.calls.find((c) => c.path === '/api/imports/7/start')?.body as { resolutions: { choices: Record<string, string> } };
    expect(start.resolutions.choices['same-parent']).toBe('skip');
    expect(start.resolutions.choices['unknown-value']).toBe('fix');
    expect(asked).toBe(1);
    const link = within(screen.getByTestId('import-result-pets')).getByRole('link', { name: 'Old Shep' });
    expect(link.getAttribute('href')).toBe('/en/pets/41');
  });

  it('shows a refused file’s message and stays on the upload', async () => {
    mockApi({
      'GET /api/dictionaries/health': { body: health },
      'GET /api/imports': { body: [] },
      'POST /api/imports': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The file has no header row', data: { field: 'file' } } },
    });
    await render();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([''], 'empty.csv')] } });
    expect((await screen.findByTestId('import-error')).textContent).toBe('The file has no header row');
    expect(screen.getByTestId('import-drop')).toBeTruthy();
  });

  it('lists past imports in Russian and undoes a finished one; a member is told the dogs are drafts', async () => {
    sessionChanged(currentUser({ isModerator: false }));
    const api = mockApi({
      'GET /api/dictionaries/health': { body: health },
      'GET /api/imports': { body: [job({ status: 'done', phase: 'finish', done: 4 }), job({ id: 6, fileName: 'old.xlsx', status: 'undone' })] },
      'POST /api/imports/7/undo': { body: job({ status: 'undone', phase: 'finish', done: 4 }) },
    });
    await render('ru');
    expect(screen.getByText(ru.imports.asDrafts)).toBeTruthy();
    const items = await screen.findAllByTestId('import-history-item');
    expect(items.map((i) => within(i).getByText(/\.(csv|xlsx)$/).textContent)).toEqual(['club.csv', 'old.xlsx']);
    expect(within(items[1]).getByText('Отменён')).toBeTruthy();
    fireEvent.click(within(items[0]).getByTestId('import-undo'));
    await waitFor(() => expect(within(screen.getAllByTestId('import-history-item')[0]).getByText('Отменён')).toBeTruthy());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/imports/7/undo')).toBe(true);
    expect(screen.queryAllByTestId('import-undo')).toHaveLength(0);
  });
});
