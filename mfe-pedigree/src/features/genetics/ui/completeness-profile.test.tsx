import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { CompletenessProfile } from './completeness-profile';

/** COI over 4 generations; the whole pedigree goes back to generation 6. */
const deep = {
  generations: 4,
  completeness: [1, 1, 0.75, 0.5],
  fullCompleteness: [1, 1, 0.75, 0.5, 0.25, 0.03125],
  equivalentGenerations: 3.53125,
};

const meters = () => within(screen.getByTestId('completeness-chart')).getAllByRole('meter');

describe('CompletenessProfile', () => {
  it('shows every generation down to the deepest ancestor, marking those only the whole-pedigree COI counts', async () => {
    await renderPage(<CompletenessProfile coi={deep} />, { url: '/en/pets/1/genetics', messages: messages('en') });
    expect(meters()).toHaveLength(6);
    const third = screen.getByRole('meter', { name: 'Generation 3: 6 of 8 ancestors known' });
    expect(third.getAttribute('aria-valuetext')).toBe('75%');
    expect(third.hasAttribute('data-outside')).toBe(false);
    const sixth = screen.getByRole('meter', { name: 'Generation 6: 2 of 64 ancestors known' });
    expect(sixth.hasAttribute('data-outside')).toBe(true);
    expect(sixth.getAttribute('aria-valuetext')).toBe('3%');
    expect(meters().filter((m) => m.hasAttribute('data-outside'))).toHaveLength(2);

    // both COIs summarised: 2 + 4 + 6 + 8 = 20 of 30 places in 4 generations; F reaches generation 6
    expect(screen.getByTestId('completeness-window').textContent).toBe(
      'COI, 4 gen.66.7% of ancestors known (20 of 30) · complete through generation 2',
    );
    expect(screen.getByTestId('completeness-full').textContent).toBe(
      'COI, whole pedigreeAncestors known back to generation 6 · Equivalent complete generations: 3.53',
    );
    expect(screen.getByText('Beyond 4 generations: counted only in the whole-pedigree COI')).toBeTruthy();
  });

  it('gives the exact figures per generation on demand', async () => {
    await renderPage(<CompletenessProfile coi={deep} />, { url: '/en/pets/1/genetics', messages: messages('en') });
    expect(screen.queryByTestId('completeness-table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Figures per generation' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByTestId('completeness-table');
    const cells = (generation: number) =>
      [...table.querySelectorAll(`tr[data-generation="${generation}"] td`)].map((td) => td.textContent);
    expect(cells(1)).toEqual(['1', '2 of 2', '100%']);
    expect(cells(4)).toEqual(['4', '8 of 16', '50%']);
    expect(cells(6)).toEqual(['6', '2 of 64', '3%']);
    // the line between the generations of the N-generation COI and the rest
    const rows = within(table).getAllByRole('row').map((row) => row.getAttribute('data-generation') ?? row.textContent);
    expect(rows.slice(4, 7)).toEqual(['4', 'Beyond 4 generations: counted only in the whole-pedigree COI', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the figures' }));
    expect(screen.queryByTestId('completeness-table')).toBeNull();
  });

  it('keeps all N generations of a shallow pedigree, in the page language', async () => {
    const shallow = { generations: 5, completeness: [1, 0.5, 0, 0, 0], fullCompleteness: [1, 0.5], equivalentGenerations: 1.5 };
    await renderPage(<CompletenessProfile coi={shallow} />, { url: '/de/pets/1/genetics', messages: messages('de') });
    expect(meters()).toHaveLength(5);
    expect(meters().some((m) => m.hasAttribute('data-outside'))).toBe(false);
    expect(screen.getByRole('meter', { name: 'Generation 2: 2 von 4 Ahnen bekannt' }).getAttribute('aria-valuetext')).toBe('50\u00a0%');
    expect(screen.getByTestId('completeness-full').textContent).toContain('Ahnen bekannt bis Generation 2');
    expect(screen.getByTestId('completeness-window').textContent).toContain('vollständig bis einschließlich Generation 1');
    expect(screen.queryByText(/Jenseits von/)).toBeNull();
  });

  it('says so when not even the parents are known', async () => {
    const none = { generations: 3, completeness: [0.5, 0, 0], fullCompleteness: [0.5], equivalentGenerations: 0.5 };
    await renderPage(<CompletenessProfile coi={none} />, { url: '/ru/pets/1/genetics', messages: messages('ru') });
    expect(screen.getByTestId('completeness-window').textContent).toContain('один из родителей неизвестен');
    expect(screen.getByTestId('completeness-full').textContent).toContain('Предки известны до 1-го поколения');
  });

  it('thins the axis labels and hides the column percentages of a very deep pedigree', async () => {
    const count = 26;
    const full = Array.from({ length: count }, (_, k) => (k < 5 ? 1 : 0.5 ** (k - 4)));
    await renderPage(
      <CompletenessProfile coi={{ generations: 10, completeness: full.slice(0, 10), fullCompleteness: full, equivalentGenerations: 6 }} />,
      { url: '/en/pets/1/genetics', messages: messages('en') },
    );
    const chart = screen.getByTestId('completeness-chart');
    expect(meters()).toHaveLength(count);
    expect(chart.getAttribute('data-density')).toBe('high');
    const labels = [...chart.querySelectorAll('span')].map((s) => s.textContent).filter((text) => text && /^\d+$/.test(text));
    expect(labels).toEqual(['1', '5', '10', '15', '20', '25', '26']);
    // small shares keep a meaningful figure: 1/128 is 0.8%, 32 ancestors among 67 million places are not "0.0%"
    const valueOf = (generation: number) => chart.querySelector(`[data-generation="${generation}"]`)?.getAttribute('aria-valuetext');
    expect(valueOf(12)).toBe('0.8%');
    expect(valueOf(26)).toBe('<0.1%');
  });
});
