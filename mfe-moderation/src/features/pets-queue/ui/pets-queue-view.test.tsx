import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('deletes a dog with a reason and a required note, in a dialog that says what goes; a parent is refused there with the API’s words', async () => {
    const api = mockApi({
      'GET /api/moderation/pets': { body: { items: [pet(21, 'published'), pet(22, 'published')], total: 2, page: 1, limit: 20 } },
      'POST /api/moderation/pets/21/delete': { body: { ...entry(21, { deleted: true }), action: 'delete-pet' } },
      'POST /api/moderation/pets/22/delete': {
        status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Pet 22 is a parent of 3 dog(s): merge it into another record of the same dog instead', data: { code: 'has_offspring' } },
      },
    });
    await renderPage(<PetsQueueView />, { url: '/en/moder/pets', messages: messages('en') });
    const row = (id: number) => screen.getAllByTestId('queue-pet').find((item) => item.getAttribute('data-pet') === String(id))!;
    await waitFor(() => expect(screen.getAllByTestId('queue-pet').map((item) => item.getAttribute('data-pet'))).toEqual(['21', '22']));

    fireEvent.click(within(row(21)).getByTestId('pet-delete'));
    const dialog = await screen.findByTestId('delete-pet');
    expect(within(dialog).getByTestId('delete-warning').textContent).toContain('this cannot be undone');
    const confirm = within(dialog).getByTestId('delete-pet-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('delete-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam or advertising', hidden: true }));
    // A reason alone is not enough: a deletion needs a note.
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('delete-note'), { target: { value: '  A test entry  ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('delete-pet')).toBeNull());
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/pets/21/delete', body: { reason: 'spam', note: 'A test entry' } });
    await waitFor(() => expect(screen.getAllByTestId('queue-pet').map((item) => item.getAttribute('data-pet'))).toEqual(['22']));

    fireEvent.click(within(row(22)).getByTestId('pet-delete'));
    const second = await screen.findByTestId('delete-pet');
    fireEvent.change(within(second).getByTestId('delete-note'), { target: { value: 'Spam' } });
    fireEvent.click(within(second).getByTestId('delete-pet-confirm'));
    expect((await within(second).findByTestId('delete-error')).textContent).toBe('Pet 22 is a parent of 3 dog(s): merge it into another record of the same dog instead');
    expect(screen.getAllByTestId('queue-pet')).toHaveLength(1);
  });

  it('hides from the keyboard with the last reason at once (j, r), and publishes a hidden dog again (j, a)', async () => {
    const api = mockApi({
      'GET /api/moderation/pets': { body: { items: [pet(11, 'published'), pet(12, 'published'), pet(13, 'hidden')], total: 3, page: 1, limit: 20 } },
      'POST /api/moderation/pets/11/hide': { body: entry(11, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }) },
      'POST /api/moderation/pets/12/hide': { body: entry(12, { publishStatus: 'hidden', hiddenReason: 'Spam or advertising' }) },
      'POST /api/moderation/pets/13/publish': { body: entry(13, { publishStatus: 'published', hiddenReason: null }) },
    });
    await renderPage(<PetsQueueView />, { url: '/en/moder/pets?q=keys', messages: messages('en') });
    const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
    const status = (id: number) => screen.getAllByTestId('queue-pet').find((row) => row.getAttribute('data-pet') === String(id))!;
    await waitFor(() => expect(screen.getAllByTestId('queue-pet').map((row) => row.getAttribute('data-pet'))).toEqual(['11', '12', '13']));

    // A hide through the form sets the reason r uses.
    fireEvent.click(within(status(11)).getByTestId('pet-hide'));
    const form = await screen.findByTestId('hide-form');
    fireEvent.click(within(form).getByTestId('hide-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam or advertising', hidden: true }));
    fireEvent.click(within(form).getByTestId('hide-submit'));
    await waitFor(() => expect(within(status(11)).queryByTestId('pet-publish')).toBeTruthy());
    const reason = 'spam';

    press('j');
    press('j');
    press('r');
    await waitFor(() => expect(within(status(12)).queryByTestId('pet-publish')).toBeTruthy());
    expect(screen.queryByTestId('hide-form')).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/moderation/pets/12/hide', body: { reason } });

    press('j');
    press('a');
    await waitFor(() => expect(within(status(13)).queryByTestId('pet-hide')).toBeTruthy());
    expect(api.calls.at(-1)!.path).toBe('/api/moderation/pets/13/publish');
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
