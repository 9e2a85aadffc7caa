import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, type ModalRequest } from '@bc/shared';
import { apiError, mockApi } from '@bc/shared/testing';
import MatingFormPage from '../../../pages/mating-form-page';
import { matingDetail, pairGenetics } from '../../../testing/matings';
import { renderMatingsPage } from '../../../testing/page';

afterEach(() => vi.unstubAllGlobals());

const myPets = {
  body: {
    items: [
      { id: 3881, registeredName: 'Amber Coast Black Flame', sex: 'female', relation: { created: true, owned: true, bred: false } },
      { id: 3346, registeredName: 'Amber Coast Blue Flame', sex: 'male', relation: { created: true, owned: true, bred: false } },
      { id: 3900, registeredName: 'Amber Coast Bred Only', sex: 'female', relation: { created: false, owned: false, bred: true } },
    ],
    total: 3, page: 1, limit: 100,
  },
};
const preview = { body: { genetics: pairGenetics(), dates: matingDetail().dates, problems: [] } };

/** The pet search modal answers with `pet` when the form opens it. */
function pickSireWith(pet: { id: number; registeredName: string }) {
  return modalRequested.watch((request: ModalRequest) => {
    if (request.name === 'search-pets') request.props?.onPick?.({ ...pet, callName: null, sex: 'male', birthYear: 2020 });
  });
}

async function chooseDam(name: string) {
  const input = screen.getByTestId('mating-form-dam');
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the mating form', () => {
  it('records a pair of my female with a stud from the database, checks it live and publishes it', async () => {
    const api = mockApi({
      'GET /api/pets/user-pets': myPets,
      'GET /api/matings/preview': preview,
      'POST /api/matings/add': { status: 201, body: matingDetail({ id: 77 }) },
    });
    await renderMatingsPage(<MatingFormPage />, 'm/add', '/en/m/add');
    expect(screen.getByTestId('pair-check-empty')).toBeTruthy();
    await chooseDam('Amber Coast Black Flame');
    // only my own females are offered
    expect(screen.queryByRole('option', { name: 'Amber Coast Blue Flame', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Amber Coast Bred Only', hidden: true })).toBeNull();
    const unwatch = pickSireWith({ id: 3390, registeredName: 'Highland Blue Rhythm' });
    fireEvent.click(screen.getByTestId('mating-form-choose-sire'));
    unwatch();
    expect(screen.getByTestId('mating-form-sire-name').textContent).toBe('Highland Blue Rhythm');

    fireEvent.change(screen.getByTestId('mating-form-date'), { target: { value: '2026-02-01' } });
    expect((await screen.findByTestId('pair-check')).textContent).toContain('Risk of affected puppies');
    const check = api.calls.filter((c) => c.path === '/api/matings/preview').at(-1)!;
    expect(Object.fromEntries(check.query)).toEqual({ damId: '3881', sireId: '3390', date: '2026-02-01', locale: 'en' });

    fireEvent.click(screen.getByTestId('mating-form-add-date'));
    fireEvent.change(screen.getAllByTestId('mating-form-date')[1], { target: { value: '2026-02-03' } });
    fireEvent.change(screen.getByTestId('mating-form-announcement'), { target: { value: '  A working litter.  ' } });
    fireEvent.click(screen.getByTestId('mating-form-publish'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/m/77'));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      damId: 3881, sireId: 3390, matingDates: ['2026-02-01', '2026-02-03'], status: 'planned', announcement: 'A working litter.', country: null,
      publishStatus: 'published',
    });
  });

  it('without premium: publishing is refused (402), so the pair is kept as a draft and the mating payment is offered for it', async () => {
    const api = mockApi({
      'GET /api/pets/user-pets': myPets,
      'GET /api/matings/preview': preview,
      'POST /api/matings/add': (request) => (request.body as { publishStatus?: string }).publishStatus === 'published'
        ? apiError(402, 'Publishing a mating announcement needs premium or the mating payment; it can be kept as a draft meanwhile', { code: 'payment-required', field: 'publishStatus' })
        : { status: 201, body: matingDetail({ id: 78, publishStatus: 'draft' }) },
    });
    const opened: ModalRequest[] = [];
    const unwatchModals = modalRequested.watch((request: ModalRequest) => void opened.push(request));
    await renderMatingsPage(<MatingFormPage />, 'm/add', '/en/m/add');
    await chooseDam('Amber Coast Black Flame');
    const unwatch = pickSireWith({ id: 3390, registeredName: 'Highland Blue Rhythm' });
    fireEvent.click(screen.getByTestId('mating-form-choose-sire'));
    unwatch();
    fireEvent.change(screen.getByTestId('mating-form-date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByTestId('mating-form-publish'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/m/78'));
    unwatchModals();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { publishStatus: string }).publishStatus)).toEqual(['published', 'draft']);
    expect(opened.filter((request) => request.name === 'mating-payment').map((request) => request.props)).toEqual([{ matingId: 78 }]);
  });

  it('records an outside sire as a new record, and shows each refusal of the API at its field', async () => {
    let answer = apiError(400, 'body/newSire/registeredName is too long', { field: 'newSire.registeredName' });
    const api = mockApi({ 'GET /api/pets/user-pets': myPets, 'POST /api/matings/add': () => answer });
    await renderMatingsPage(<MatingFormPage />, 'm/add', '/en/m/add');
    fireEvent.click(screen.getByTestId('mating-form-draft'));
    expect(await screen.findByText('Choose the dam.')).toBeTruthy();
    expect(screen.getByText('Choose the sire or add a new one.')).toBeTruthy();
    expect(screen.getByText('Enter at least one mating date.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await chooseDam('Amber Coast Black Flame');
    fireEvent.click(screen.getByTestId('mating-form-new-sire-open'));
    expect(screen.getByTestId('pair-check-new-sire')).toBeTruthy();
    fireEvent.change(screen.getByTestId('mating-form-new-sire-name'), { target: { value: 'Outside Star' } });
    fireEvent.change(screen.getByTestId('mating-form-date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByTestId('mating-form-draft'));
    expect(await screen.findByText('This value was not accepted. Please check it.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')[0].body).toMatchObject({ newSire: { registeredName: 'Outside Star' }, publishStatus: 'draft' });

    answer = apiError(409, 'Black Flame is under 12 months', { code: 'dam-age', field: 'damId', ids: [3881], problems: [{ code: 'dam-age', field: 'damId' }] });
    fireEvent.click(screen.getByTestId('mating-form-draft'));
    expect(await screen.findByText('The dam must be at least 12 months old on the mating date.')).toBeTruthy();
  });

  it('edits a mating with the version it loaded, says when someone else changed it first and loads the current version', async () => {
    const mine = matingDetail({ id: 45, publishStatus: 'draft', version: 4, permissions: { edit: true, answerAsStud: false, addLitter: false } });
    const current = { ...mine, version: 5, announcement: 'Changed by a moderator.' };
    let loads = 0;
    const api = mockApi({
      'GET /api/matings/45': () => ({ body: loads++ === 0 ? mine : current }),
      'GET /api/pets/user-pets': myPets,
      'GET /api/matings/preview': preview,
      'POST /api/matings/45/save': apiError(409, 'changed', { code: 'stale-version', field: 'version' }),
    });
    await renderMatingsPage(<MatingFormPage />, 'm/edit/:id', '/en/m/edit/45');
    expect(await screen.findByTestId('mating-form')).toBeTruthy();
    expect(screen.getByTestId('mating-form-sire-name').textContent).toBe('Highland Blue Rhythm');
    // The dates as the English page writes them (the form holds 2026-02-01 and 2026-02-03).
    expect(screen.getAllByTestId('mating-form-date').map((input) => (input as HTMLInputElement).value)).toEqual(['02/01/2026', '02/03/2026']);
    fireEvent.click(screen.getByTestId('mating-form-save'));
    expect((await screen.findByTestId('mating-form-error')).textContent).toContain('Someone changed this mating after you opened it');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ damId: 3881, sireId: 3390, version: 4 });

    fireEvent.click(screen.getByTestId('mating-form-reload'));
    await waitFor(() => expect((screen.getByTestId('mating-form-announcement') as HTMLTextAreaElement).value).toBe('Changed by a moderator.'));
    expect(screen.queryByTestId('mating-form-error')).toBeNull();
    expect(loads).toBe(2);
  });
});
