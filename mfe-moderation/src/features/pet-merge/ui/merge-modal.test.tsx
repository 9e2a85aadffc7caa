import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { detail } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { MergePetsModal } from './merge-modal';

afterEach(() => vi.unstubAllGlobals());

const offspring = (total: number) => ({ body: { litters: [], partners: [], total } });
const merged: ModerationAction = {
  id: 30, action: 'merge-pets', recordKind: 'pet', recordId: 4, recordName: 'Old Fly', moderator: null, reason: 'duplicate', note: 'Same dog',
  before: {}, after: { survivorId: 4, duplicateId: 9 }, undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T11:00:00.000Z',
};

describe('the merge modal', () => {
  it('shows the duplicate beside the preselected survivor, requires a note, merges and hands the entry back', async () => {
    const api = mockApi({
      'GET /api/pets/9': { body: detail(9, { registeredName: 'Fly Copy', registrations: [{ registry: 'KC', number: 'AB-1' }], photos: [{ id: 1, url: '/p.webp', position: 0, isMain: true, width: 1, height: 1 }] }) },
      'GET /api/pets/9/breed': offspring(3),
      'GET /api/pets/4': { body: detail(4, { registeredName: 'Old Fly', birthDate: '2015-03-04' }) },
      'GET /api/pets/4/breed': offspring(1),
      'POST /api/moderation/pets/merge': { body: merged },
    });
    const close = vi.fn();
    const onMerged = vi.fn();
    await renderPage(<MergePetsModal close={close} props={{ duplicateId: 9, candidateId: 4, onMerged }} />, { url: '/en/moder/pets', messages: messages('en') });

    const gone = await screen.findByTestId('merge-duplicate');
    expect(gone.textContent).toContain('Fly Copy');
    expect(gone.textContent).toContain('KC AB-1');
    expect(within(gone).getByTestId('merge-duplicate-counts').textContent).toBe('Offspring: 3 · Photos: 1');
    const stays = await screen.findByTestId('merge-survivor');
    expect(stays.textContent).toContain('Old Fly');
    expect(within(stays).getByTestId('merge-survivor-counts').textContent).toBe('Offspring: 1 · Photos: 0');

    fireEvent.click(screen.getByTestId('merge-submit'));
    expect(await screen.findByText('Write why these records are one dog.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('merge-note'), { target: { value: '  Same dog  ' } });
    fireEvent.click(screen.getByTestId('merge-submit'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls.at(-1)!.body).toEqual({ survivorId: 4, duplicateId: 9, note: 'Same dog' });
    expect(onMerged).toHaveBeenCalledWith(merged);
  });

  it('searches the survivor among dogs of the same sex, and shows a refusal in the modal', async () => {
    const api = mockApi({
      'GET /api/pets/9': { body: detail(9, { registeredName: 'Fly Copy' }) },
      'GET /api/pets/9/breed': offspring(0),
      'GET /api/pets': { body: { items: [{ ...detail(9), registeredName: 'Fly Copy' }, { ...detail(6), registeredName: 'Fly Senior' }], total: 2, page: 1, limit: 8 } },
      'GET /api/pets/6': { body: detail(6, { registeredName: 'Fly Senior' }) },
      'GET /api/pets/6/breed': offspring(0),
      'POST /api/moderation/pets/merge': {
        status: 409, body: { statusCode: 409, message: 'body/duplicateId is an ancestor or a descendant of the survivor', data: { field: 'duplicateId', code: 'loop' } },
      },
    });
    const close = vi.fn();
    await renderPage(<MergePetsModal close={close} props={{ duplicateId: 9 }} />, { url: '/en/moder/pets', messages: messages('en') });
    await screen.findByTestId('merge-duplicate');
    expect(screen.getByTestId('merge-no-survivor')).toBeTruthy();
    fireEvent.change(screen.getByTestId('merge-search'), { target: { value: 'fly' } });
    const candidates = await screen.findAllByTestId('merge-candidate');
    // The duplicate itself is not offered.
    expect(candidates.map((button) => button.getAttribute('data-pet'))).toEqual(['6']);
    const search = api.calls.find((call) => call.path === '/api/pets')!;
    expect(Object.fromEntries(search.query)).toEqual({ q: 'fly', sex: 'female', limit: '8' });

    fireEvent.click(candidates[0]);
    expect((await screen.findByTestId('merge-survivor')).textContent).toContain('Fly Senior');
    fireEvent.change(screen.getByTestId('merge-note'), { target: { value: 'Same dog' } });
    fireEvent.click(screen.getByTestId('merge-submit'));
    expect((await screen.findByTestId('merge-error')).textContent).toBe('body/duplicateId is an ancestor or a descendant of the survivor');
    expect(close).not.toHaveBeenCalled();
  });
});
