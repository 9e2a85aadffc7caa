import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectBreedersGroup, ModerationAction } from '@bc/shared/contracts';
import { mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { ConnectBreedersView } from './connect-breeders-view';

afterEach(() => vi.unstubAllGlobals());

const group = (memberId: number, dogIds: number[], overrides: Partial<ConnectBreedersGroup> = {}): ConnectBreedersGroup => ({
  member: { id: memberId, nickname: `kennel${memberId}`, kennelName: 'Of Hill', kennelPrefix: 'Hill' },
  names: [{ name: 'Оф Хилл', role: 'breeder', count: dogIds.length }],
  dogCount: dogIds.length,
  dogs: dogIds.map((id) => ({ id, registeredName: `Dog ${id}`, breederName: 'Оф Хилл', ownerName: id % 2 ? 'Of Hill' : null, roles: id % 2 ? ['breeder', 'owner'] : ['breeder'] })),
  ...overrides,
});
const entry = (id: number, memberId: number): ModerationAction => ({
  id, action: 'connect-dogs', recordKind: 'user', recordId: memberId, recordName: null, moderator: { id: 1, nickname: 'mod' }, reason: null, note: null, before: {}, after: {},
  undoes: null, undoneBy: null, undoable: true, createdAt: '2026-06-02T10:00:00.000Z',
});
const page = (items: ConnectBreedersGroup[]) => ({ body: { items, total: items.length, page: 1, limit: 10 } });
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const groups = () => screen.getAllByTestId('connect-group');

describe('the connect breeders list', () => {
  it('shows each member with the names matched and the dogs, which field matched and its plain text; one member from the URL', async () => {
    const api = mockApi({ 'GET /api/moderation/connect-breeders': page([group(5, [11, 12], { dogCount: 60 })]) });
    await renderPage(<ConnectBreedersView />, { url: '/en/moder/connect-breeders?memberId=5', messages: messages('en') });
    const [first] = await screen.findAllByTestId('connect-group');
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ memberId: '5', page: '1', limit: '10' });
    expect(within(first).getByRole('link', { name: 'kennel5' }).getAttribute('href')).toBe('/en/u/kennel5');
    expect(within(first).getByTestId('connect-kennel').textContent).toBe('Of Hill (Hill)');
    expect(within(first).getByTestId('connect-count').textContent).toBe('Dogs: 60 (the first 2 shown)');
    expect(within(first).getByTestId('connect-names').textContent).toBe('Matched names: «Оф Хилл» (Breeder: 2)');
    const [dog11, dog12] = within(first).getAllByTestId('connect-dog');
    expect(within(dog11).getByRole('link', { name: 'Dog 11' }).getAttribute('href')).toBe('/en/pets/11');
    expect(within(dog11).getByTestId('connect-dog-breeder').textContent).toBe('BreederОф Хилл');
    expect(within(dog11).getByTestId('connect-dog-owner').textContent).toBe('OwnerOf Hill');
    expect(within(dog12).queryByTestId('connect-dog-owner')).toBeNull();

    fireEvent.click(screen.getByTestId('connect-all-members'));
    await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ page: '1', limit: '10' }));
  });

  it('connects one dog, then the rest of the member’s dogs with a; the group leaves the page; undo reads the list again', async () => {
    const api = mockApi({
      // The list as the API answers it, also after the undo (the dogs back in their group).
      'GET /api/moderation/connect-breeders': page([group(5, [11, 12, 13]), group(6, [20])]),
      'POST /api/moderation/connect-breeders': (req) => ({ body: entry(70 + (req.body as { petIds: number[] }).petIds.length, (req.body as { memberId: number }).memberId) }),
      'POST /api/moderation/actions/72/undo': { body: { ...entry(80, 5), action: 'disconnect-dogs' } },
    });
    await renderPage(<ConnectBreedersView />, { url: '/en/moder/connect-breeders', messages: messages('en') });
    await screen.findAllByTestId('connect-group');
    const button = within(groups()[0]).getAllByTestId('connect-dog-button')[0];
    expect(button.getAttribute('aria-label')).toBe('Connect Dog 11 to kennel5');
    fireEvent.click(button);
    await waitFor(() => expect(within(groups()[0]).getAllByTestId('connect-dog').map((dog) => dog.getAttribute('data-dog'))).toEqual(['12', '13']));
    expect(api.calls.at(-1)!.body).toEqual({ memberId: 5, petIds: [11] });
    expect(within(groups()[0]).getByTestId('connect-count').textContent).toBe('Dogs: 2');

    press('j');
    press('a');
    await waitFor(() => expect(groups().map((row) => row.getAttribute('data-member'))).toEqual(['6']));
    expect(api.calls.at(-1)!.body).toEqual({ memberId: 5, petIds: [12, 13] });
    const connections = screen.getAllByTestId('connection');
    expect(connections.map((row) => row.textContent)).toEqual(['Dogs connected to kennel5: 2Undo', 'Dogs connected to kennel5: 1Undo']);

    fireEvent.click(within(connections[0]).getByTestId('connection-undo'));
    await waitFor(() => expect(groups().map((row) => row.getAttribute('data-member'))).toEqual(['5', '6']));
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)!.path).toBe('/api/moderation/actions/72/undo');
    expect(screen.getAllByTestId('connection')).toHaveLength(1);
  });

  it('connects the selected members’ dogs in bulk, and shows a refusal in the page’s language', async () => {
    const api = mockApi({
      'GET /api/moderation/connect-breeders': page([group(5, [11]), group(6, [20, 21])]),
      'POST /api/moderation/connect-breeders': (req) =>
        (req.body as { memberId: number }).memberId === 5
          ? { body: entry(90, 5) }
          : { status: 409, body: { statusCode: 409, message: 'no', data: { code: 'not_matching', field: 'petIds', petId: 20 } } },
    });
    await renderPage(<ConnectBreedersView />, { url: '/pl/moder/connect-breeders', messages: messages('pl') });
    await screen.findAllByTestId('connect-group');
    fireEvent.click(screen.getByTestId('queue-select-page'));
    expect(screen.getByTestId('bulk-connect').textContent).toBe('Połącz psy wybranych członków (2)');
    fireEvent.click(screen.getByTestId('bulk-connect'));
    await waitFor(() => expect(screen.getByTestId('connect-error').textContent).toBe('Jeden z psów nie wskazuje już tej hodowli jako hodowcy ani właściciela: odśwież stronę.'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ memberId: 5, petIds: [11] }, { memberId: 6, petIds: [20, 21] }]);
    await waitFor(() => expect(groups().map((row) => row.getAttribute('data-member'))).toEqual(['6']));
  });
});
