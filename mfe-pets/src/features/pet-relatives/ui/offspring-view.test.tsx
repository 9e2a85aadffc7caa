import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@bc/shared/testing';
import type { OffspringResponse } from '@bc/shared/contracts';
import { listItem, short } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { OffspringView } from './offspring-view';

afterEach(() => vi.unstubAllGlobals());

const answer: OffspringResponse = {
  litters: [
    { partner: short(8), birthDate: '2026-03-08', birthPrecision: 'day', litterId: 9, matingId: 5, offspring: [listItem(20), listItem(21)] },
    { partner: null, birthDate: '2019-05-01', birthPrecision: 'day', litterId: null, matingId: null, offspring: [listItem(22)] },
  ],
  partners: [{ partner: short(8), litters: 1, offspring: 2 }, { partner: null, litters: 1, offspring: 1 }],
  total: 3,
};

describe('the offspring tab', () => {
  it('links each litter recorded from a mating to the mating’s page, and no other', async () => {
    mockApi({ 'GET /api/pets/3/breed': { body: answer } });
    await renderPage(<OffspringView id={3} />, { url: '/en/pets/3/breed', messages: messages('en') });
    const [recorded, older] = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.closest('section') as HTMLElement);
    expect(within(recorded).getByTestId('offspring-mating').getAttribute('href')).toBe('/en/m/5');
    expect(within(recorded).getByTestId('offspring-mating').textContent).toBe('The mating and its litter');
    expect(within(older).queryByTestId('offspring-mating')).toBeNull();
  });
});
