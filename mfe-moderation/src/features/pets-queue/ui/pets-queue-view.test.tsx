import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction, ModerationPet } from '@bc/shared/contracts';
import { mockApi, petSummary, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { PetsQueueView } from './pets-queue-view';

afterEach(() => vi.unstubAllGlobals());

const pet = (id: number, publishStatus: ModerationPet['publishStatus'], flags: ModerationPet['flags'] = { kinds: [], details: {} }): ModerationPet => ({
  ...petSummary(id, { publishStatus }), kennelPrefix: null, deathDate: null, deathPrecision: null, countryOfResidence: null, titles: null,
  offeredForStud: false, sireId: null, damId: null, createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-02T10:00:00.000Z',
  createdBy: { id: 3, nickname: 'breeder3' }, hiddenReason: publishStatus === 'hidden' ? 'Duplicate' : null, flags,
});
const entry = (recordId: number, after: Record<string, unknown>): ModerationAction => ({
  id: 9, action: 'hide-pet', recordKind: 'pet', recordId, recordName: null, moderator: null, reason: 'duplicate', note: null, before: {}, after,
  undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T11:00:00.000Z',
});

describe('the pets queue', () => {
  it('lists dogs with the filters of the URL, hides one with a reason and publishes a hidden one again', async () => {
    const api = mockApi({
      'GET /api/moderation/pets': { body: { items: [pet(1, 'published'), pet(2, 'hidden')], total: 2, page: 1, limit: 20 } },
      'POST /api/moderation/pets/1/hide': { body: entry(1, { publishStatus: 'hidden', hiddenReason: 'A duplicate of a record already in the database' }) },
      'POST /api/moderation/pets/2/publish': { body: entry(2, { publishStatus: 'published', hiddenReason: null }) },
    });
    await renderPage(<PetsQueueView />, { url: '/en/moder/pets?member=3&status=published', messages: messages('en') });
    await screen.findAllByTestId('queue-pet');
    expect(api.calls[0].query.get('memberId')).toBe('3');
    expect(api.calls[0].query.get('status')).toBe('published');

    fireEvent.click(screen.getByTestId('pet-hide'));
    const form = await screen.findByTestId('hide-form');
    fireEvent.click(within(form).getByTestId('hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'A duplicate of a record already in the database', hidden: true }));
    fireEvent.click(within(form).getByTestId('hide-submit'));
    await waitFor(() => expect(screen.queryByTestId('hide-form')).toBeNull());
    expect(api.calls.at(-1)!.body).toEqual({ reason: 'duplicate' });

    await waitFor(() => expect(screen.getAllByTestId('pet-publish')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('pet-publish')[1]);
    await waitFor(() => expect(api.calls.at(-1)!.path).toBe('/api/moderation/pets/2/publish'));
    await waitFor(() => expect(screen.getAllByTestId('pet-publish')).toHaveLength(1));
  });

  it('shows each dog’s flags with the dogs they name, and filters by a flag from the URL', async () => {
    const flagged = pet(5, 'published', {
      kinds: ['duplicate', 'distinct', 'parent-young', 'coi-change'],
      details: {
        duplicates: [{ id: 41, reason: 'microchip' }], distinctFrom: [42], parents: [{ field: 'damId', id: 43, problem: 'parent-young' }],
        coi: { before: 0, after: 0.25 },
      },
    });
    const api = mockApi({ 'GET /api/moderation/pets': { body: { items: [flagged], total: 1, page: 1, limit: 20 } } });
    await renderPage(<PetsQueueView />, { url: '/ru/moder/pets?flag=duplicate', messages: messages('ru') });
    const line = await screen.findByTestId('pet-flags');
    expect(api.calls[0].query.get('flag')).toBe('duplicate');
    expect(line.querySelector('[data-flag="duplicate"]')?.textContent).toBe('Возможный дубликат #41 (тот же микрочип)');
    expect(line.querySelector('[data-flag="distinct"]')?.textContent).toBe('Участник: другая собака #42');
    expect(line.querySelector('[data-flag="parent-young"]')?.textContent).toBe('Родитель слишком молод мать #43');
    expect(line.querySelector('[data-flag="coi-change"]')?.textContent).toBe('Сильное изменение COI COI 0.0% → 25.0%');
    expect(within(line).getAllByTestId('flag-dog').map((a) => a.getAttribute('href'))).toEqual(['/pets/41', '/pets/42', '/pets/43']);
  });
});
