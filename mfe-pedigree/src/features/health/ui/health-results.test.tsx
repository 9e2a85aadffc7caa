import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import { healthSets, petDetail } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { HealthResults } from './health-results';

/** Name, result, date and lab of a row (the first cell also holds the date and lab for phones). */
const cells = (row: HTMLElement) => {
  const [, result, date, lab] = [...row.querySelectorAll('td')].map((td) => td.textContent);
  return [row.querySelector('[data-testid="health-name"]')?.textContent, result, date, lab];
};

describe('HealthResults', () => {
  it('shows each recorded result with its status, date, lab and certificate', async () => {
    await renderPage(<HealthResults pet={petDetail()} sets={healthSets} />, { url: '/en/pets/101/genetics', messages: messages('en') });
    const table = screen.getByTestId('health-results-table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Test', 'Result', 'Date', 'Laboratory']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Collie eye anomaly (CEA)', 'N/MCarrierCertificate', 'Jun 10, 2021', 'Laboklin'],
      ['Hips (HD) — FCI', 'A', 'May 3, 2022', 'Vet clinic'],
      ['BAER hearing test', '+/+ (hears in both ears)', 'Jul 1, 2021', ''],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/api/files/docs/cea.pdf');
    expect(rows[0].querySelector('[data-status="carrier"]')).not.toBeNull();
    // on a phone the date and the lab stand under the name (the columns are hidden there)
    expect(rows[0].querySelector('td')?.textContent).toBe('Collie eye anomaly (CEA)Jun 10, 2021 · Laboklin');
    expect(rows[2].querySelector('td')?.textContent).toBe('BAER hearing testJul 1, 2021');
  });

  it('names a kind the dictionary lacks in the page language', async () => {
    await renderPage(<HealthResults pet={petDetail()} sets={[]} />, { url: '/de/pets/101/genetics', messages: messages('de') });
    const names = screen.getAllByTestId('health-name').map((name) => name.textContent);
    expect(names).toEqual(['DNA-Test — CEA', 'Hüften (HD) — FCI', 'Gehör (BAER)']);
    expect(screen.getByRole('columnheader', { name: 'Labor' })).toBeTruthy();
  });

  it('says so when nothing is recorded', async () => {
    await renderPage(<HealthResults pet={petDetail(5, { health: [], dna: [] })} sets={healthSets} />, {
      url: '/en/pets/5/genetics',
      messages: messages('en'),
    });
    expect(screen.getByTestId('health-results-empty').textContent).toBe('No health results have been recorded for this dog.');
    expect(screen.queryByTestId('health-results-table')).toBeNull();
  });
});
