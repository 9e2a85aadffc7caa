import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, apiError, mockApi } from '@bc/shared/testing';
import federation from '../../module-federation.config';
import { matingDiseases, matingTreeFixture } from '../testing/fixtures';
import TestMating from './test-mating';

afterEach(() => vi.unstubAllGlobals());

function mockMating(sireId: number, damId: number) {
  return mockApi({
    ...Object.fromEntries(
      [3, 4, 5, 6, 7, 8, 9, 10].map((depth) => [
        `GET /api/pets/tree/0/${depth}/mating/${sireId}/${damId}`,
        { body: { ...matingTreeFixture(depth), subject: { kind: 'mating', sireId, damId } } },
      ]),
    ),
    [`GET /api/pets/all-trees-diseases/0/${sireId}/${damId}`]: { body: matingDiseases() },
  });
}

const row = (code: string) => document.querySelector<HTMLElement>(`[data-test-code="${code}"]`)!;
const cell = (code: string, genotype: string) => row(code).querySelector(`[data-genotype="${genotype}"]`)?.textContent;

describe('exposed ./test-mating', () => {
  it('is exposed by the federation config', () => {
    expect(federation.exposes?.['./test-mating']).toBe('./src/exposes/test-mating.tsx');
  });

  it('loads its own translations and shows the litter’s COI, common ancestors, risks and tree', async () => {
    const api = mockMating(102, 103);
    // German puts a no-break space before the percent sign; no messages passed: the component loads the `pedigree` namespace itself
    await renderPage(<TestMating sireId={102} damId={103} />, { url: '/de/possible-mating' });

    expect((await screen.findByTestId('coi-value', {}, { timeout: 3000 })).textContent).toBe('12,50\u00a0%');
    expect(screen.getByTestId('common-ancestors-total').lastElementChild?.textContent).toBe('12,50\u00a0%');
    expect(screen.getByRole('heading', { name: 'Gemeinsame Ahnen' })).toBeTruthy();
    // completeness per generation of the litter's pedigree, for both COIs
    expect(screen.getByRole('heading', { name: 'Vollständigkeit der Ahnentafel je Generation' })).toBeTruthy();
    expect(within(screen.getByTestId('completeness-chart')).getAllByRole('meter')).toHaveLength(10);
    expect(screen.getByTestId('completeness-full').textContent).toContain('Ahnen bekannt bis Generation 3');
    expect(within(screen.getByTestId('common-ancestors')).getByRole('link', { name: 'Craigside Roy' }).getAttribute('href')).toBe('/de/pets/104');

    await screen.findByTestId('disease-table');
    expect(cell('CEA', 'N/N')).toBe('50\u00a0%');
    expect(cell('CEA', 'N/M')).toBe('50\u00a0%');
    expect(cell('TNS', 'N/N')).toBe('100\u00a0%');
    // a parent with unknown status: the risk cannot be estimated
    expect(row('MDR1').querySelector('[data-status]')?.getAttribute('data-status')).toBe('unknown');
    expect(cell('MDR1', 'M/M')).toBe('?');

    const offspring = document.querySelector('[data-slot="0"]');
    expect(offspring?.getAttribute('data-kind')).toBe('offspring');
    expect(document.querySelector('[data-slot="1"]')?.getAttribute('href')).toBe('/de/pets/102');

    const paths = api.calls.map((call) => call.path);
    expect(paths).toContain('/api/pets/tree/0/6/mating/102/103');
    expect(paths).toContain('/api/pets/all-trees-diseases/0/102/103');
    // DNA test names come in the page's language
    expect(api.calls.every((call) => call.query.get('locale') === 'de')).toBe(true);
  });

  it('shows the puppies’ expected status, and a range when only part of it is certain', async () => {
    const diseases = matingDiseases();
    diseases.tests[0].offspring = {
      exact: false,
      probabilities: null,
      min: { 'N/N': 0, 'N/M': 0.5, 'M/M': 0 },
      max: { 'N/N': 0, 'N/M': 1, 'M/M': 0.5 },
      possible: ['N/M', 'M/M'],
      status: 'at-least-carrier',
      affected: { min: 0, max: 0.5 },
      risk: 'possible',
    };
    mockApi({
      'GET /api/pets/tree/0/6/mating/112/113': { body: { ...matingTreeFixture(6), subject: { kind: 'mating', sireId: 112, damId: 113 } } },
      'GET /api/pets/all-trees-diseases/0/112/113': { body: diseases },
    });
    await renderPage(<TestMating sireId={112} damId={113} />, { url: '/en/possible-mating' });
    await screen.findByTestId('disease-table', {}, { timeout: 3000 });
    expect(within(row('CEA')).getByText('At least carrier')).toBeTruthy();
    expect(cell('CEA', 'N/N')).toBe('0%');
    expect(cell('CEA', 'N/M')).toBe('50%–100%');
    expect(cell('CEA', 'M/M')).toBe('0%–50%');
    expect(within(row('TNS')).getByText('Clear')).toBeTruthy();
  });

  it('says when the sire or the dam does not exist', async () => {
    mockApi({
      'GET /api/pets/tree/0/6/mating/122/123': apiError(404, 'Pet not found'),
      'GET /api/pets/all-trees-diseases/0/122/123': apiError(404, 'Pet not found'),
    });
    await renderPage(<TestMating sireId={122} damId={123} />, { url: '/en/possible-mating' });
    await waitFor(() => expect(screen.getByTestId('mating-not-found').textContent).toBe('The sire or the dam was not found.'));
  });
});
