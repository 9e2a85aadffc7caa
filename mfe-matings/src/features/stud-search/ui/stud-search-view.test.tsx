import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudRankingItem, StudRankingResponse } from '@bc/shared/contracts';
import { apiError, mockApi } from '@bc/shared/testing';
import PossibleMatingPage from '../../../pages/possible-mating-page';
import { renderMatingsPage } from '../../../testing/page';

afterEach(() => vi.unstubAllGlobals());

const DAM = { id: 3881, registeredName: 'Amber Coast Black Flame', callName: null, kennelPrefix: null, sex: 'female', colorId: null, birthDate: '2019-04-01', birthPrecision: 'day', titles: null, thumbnail: null, inbreeding: 0, dna: {} };

function item(rank: number, id: number, name: string, changes: Partial<StudRankingItem> = {}): StudRankingItem {
  return {
    rank, coi: 0.02, coiGenerations: 0.02, offeredForStud: true, light: 'green',
    pet: { ...DAM, id, registeredName: name, sex: 'male', birthDate: '2017-05-01' } as StudRankingItem['pet'],
    dnaRisk: { certain: [], possible: [] }, warnings: [], countryOfResidence: 'LV', offspringCount: 3,
    ...changes,
  };
}

const ranking = (items: StudRankingItem[]): { body: StudRankingResponse } => ({ body: { items, total: items.length, page: 1, limit: 20, damId: DAM.id, generations: 10 } });

describe('the stud search (/possible-mating?mode=studs)', () => {
  it('ranks the males for the dam in the URL, each row explained, with its DNA risks and the rules he breaks', async () => {
    const api = mockApi({
      'GET /api/pets/3881/short': { body: DAM },
      'GET /api/pets/3881/stud-ranking': ranking([
        item(1, 11, 'Clear Stud'),
        item(2, 12, 'Carrier Stud', {
          coi: 0.08, light: 'amber', dnaRisk: { certain: ['cea'], possible: ['tns'] },
          warnings: [
            { code: 'dna-risk', level: 'high', params: { test: 'cea', affectedMin: 0.25, affectedMax: 0.25 } },
            { code: 'coi', level: 'warning', params: { coi: 0.08, threshold: 0.0625 } },
            { code: 'missing-test', level: 'warning', params: { test: 'ncl', parent: 'sire', petId: 12 } },
          ],
        }),
      ]),
    });
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/en/possible-mating?mode=studs&dam=3881');
    const rows = await screen.findAllByTestId('stud-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('stud-explain').textContent).toContain('No DNA test gives affected puppies');
    expect(within(rows[0]).getByText(/offspring: 3/)).toBeTruthy();
    expect(within(rows[1]).getByTestId('stud-risk-certain').textContent).toBe('CEA: affected puppies');
    expect(within(rows[1]).getByTestId('stud-risk-possible').textContent).toBe('TNS: affected puppies possible');
    expect(within(rows[1]).getByText('No NCL result')).toBeTruthy();
    expect(within(rows[1]).getByTestId('stud-explain').textContent).toContain('above the breed’s warning threshold');
    expect(within(rows[1]).getByRole('link', { name: 'Open the test mating' }).getAttribute('href')).toBe('/en/possible-mating?sire=12&dam=3881');
    const request = api.calls.find((call) => call.path.endsWith('/stud-ranking'))!;
    expect(request.query.get('limit')).toBe('20');
    expect(request.query.has('withoutDnaRisk')).toBe(false);
  });

  it('offers premium instead of the ranking when the API refuses it (403 premium-required), in Polish', async () => {
    mockApi({
      'GET /api/pets/3881/short': { body: DAM },
      'GET /api/pets/3881/stud-ranking': apiError(403, 'The ranked stud search is for premium members: get premium to open it', { code: 'premium-required' }),
    });
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/pl/possible-mating?mode=studs&dam=3881');
    const offer = await screen.findByTestId('stud-premium-only');
    expect(within(offer).getByRole('link').getAttribute('href')).toBe('/pl/premium');
    expect(screen.queryAllByTestId('stud-row')).toHaveLength(0);
    expect(screen.queryByRole('alert', { name: /error/i })).toBeNull();
  });

  it('asks for a dam first', async () => {
    mockApi({});
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/en/possible-mating?mode=studs');
    expect(screen.getByTestId('stud-hint')).toBeTruthy();
  });

  it('sends the filters the reader ticks', async () => {
    const api = mockApi({ 'GET /api/pets/3881/short': { body: DAM }, 'GET /api/pets/3881/stud-ranking': ranking([]) });
    await renderMatingsPage(<PossibleMatingPage />, 'possible-mating', '/en/possible-mating?mode=studs&dam=3881');
    expect(await screen.findByText('No male matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('No affected puppies by DNA tests'));
    fireEvent.click(screen.getByLabelText('Living males only'));
    await waitFor(() => expect(api.calls.some((call) => call.query.get('withoutDnaRisk') === 'true' && call.query.get('alive') === 'true')).toBe(true));
  });
});
