import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@bc/shared/testing';
import MyLittersPage from '../../../pages/my-litters-page';
import { renderInScope } from '../../../testing/render';
import { MY_LITTER, MY_MATING } from '../testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, limit: 20 } });
const render = (query = '') => renderInScope(<MyLittersPage />, 'u/litters', `/en/u/litters${query}`);

describe('my litters', () => {
  it('lists my litters with their status, puppies by availability and inquiries, and the matings waiting for a litter', async () => {
    const api = mockApi({
      'GET /api/litters/user-litters': page([MY_LITTER]),
      'GET /api/matings/user-matings': (request) => page(request.query.get('status') === 'mated' ? [MY_MATING] : []),
    });
    await render();
    const row = await screen.findByTestId('my-litter');
    expect(within(row).getByRole('link', { name: 'Amber Coast Black Flame' }).getAttribute('href')).toBe('/en/pets/3881');
    expect(within(row).getByTestId('my-litter-available').textContent).toBe('Available: 1');
    expect(within(row).getByTestId('my-litter-reserved').textContent).toBe('Reserved: 1');
    expect(within(row).queryByTestId('my-litter-sold')).toBeNull();
    expect(within(row).getByText('Inquiries: 2')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByTestId('my-litter-edit').getAttribute('href')).toBe('/en/litters/edit/9');
    const awaiting = await screen.findByTestId('matings-awaiting-litter');
    expect(within(awaiting).getByTestId('record-litter').getAttribute('href')).toBe('/en/litters/add?mating=5');
    expect(api.calls.find((c) => c.path === '/api/litters/user-litters')?.query.get('page')).toBe('1');
  });

  it('says when there is no litter yet, and shows no waiting matings when there are none', async () => {
    mockApi({ 'GET /api/litters/user-litters': page([]), 'GET /api/matings/user-matings': page([]) });
    await render();
    expect(await screen.findByText('You have not recorded a litter yet.')).toBeTruthy();
    expect(screen.queryByTestId('matings-awaiting-litter')).toBeNull();
    expect(screen.getByTestId('add-litter').getAttribute('href')).toBe('/en/litters/add');
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    mockApi({
      'GET /api/litters/user-litters': () => (++calls === 1 ? { status: 500, body: { statusCode: 500, message: 'x' } } : page([MY_LITTER])),
      'GET /api/matings/user-matings': page([]),
    });
    await render();
    const error = await screen.findByTestId('my-litters-error');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('my-litter')).toBeTruthy();
  });

  it('deletes a litter after confirming: it leaves the list and the puppies kept are named', async () => {
    mockApi({
      'GET /api/litters/user-litters': page([MY_LITTER]),
      'GET /api/matings/user-matings': page([]),
      'GET /api/litters/9/delete': { body: { id: 9, deleted: [], detached: [{ id: 102, registeredName: 'Blue Collar' }] } },
    });
    await render();
    fireEvent.click(within(await screen.findByTestId('my-litter')).getByTestId('litter-delete'));
    fireEvent.click(screen.getByTestId('litter-delete-yes'));
    const notice = await screen.findByTestId('litter-deleted');
    expect(within(notice).getByRole('link', { name: 'Blue Collar' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('my-litter')).toBeNull());
  });
});
