import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@bc/shared/testing';
import type { AddLitterBody, LitterInput } from '@bc/shared/contracts';
import LitterFormPage from '../../../pages/litter-form-page';
import { renderInScope } from '../../../testing/render';
import { LITTER, MATING, MY_MATING } from '../testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const MINE = { 'GET /api/matings/user-matings': { body: { items: [MY_MATING], total: 1, page: 1, limit: 100 } } };
const renderAdd = (query = '') => renderInScope(<LitterFormPage />, 'litters/add', `/en/litters/add${query}`);
const renderEdit = (id = 9) => renderInScope(<LitterFormPage />, 'litters/edit/:id', `/en/litters/edit/${id}`);
const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.queryAllByTestId('puppy-row');
const lastName = () => within(rows().at(-1)!).getByTestId('puppy-name') as HTMLInputElement;

describe('adding a litter', () => {
  it('starts from the mating in the link: its parents are the litter’s', async () => {
    const api = mockApi({ 'GET /api/matings/5': { body: MATING }, ...MINE });
    await renderAdd('?mating=5');
    expect(await screen.findByTestId('litter-parents')).toHaveProperty('textContent', 'Dam: Amber Coast Black Flame. Sire: Amber Coast Blue Flame.');
    expect((screen.getByTestId('litter-mating') as HTMLSelectElement).value).toBe('5');
    expect(api.calls.map((c) => c.path)).toContain('/api/matings/5');
  });

  it('says so when the mating in the link is not found', async () => {
    mockApi({ ...MINE });
    await renderAdd('?mating=77');
    expect(await screen.findByText('The mating in the link was not found, or it is not yours.')).toBeTruthy();
  });

  it('types eight puppies with the keyboard: Enter adds the next row and puts the cursor in its name', async () => {
    mockApi({ 'GET /api/matings/5': { body: MATING }, ...MINE });
    await renderAdd('?mating=5');
    await screen.findByTestId('litter-parents');
    fireEvent.click(screen.getByTestId('puppy-add'));
    for (let n = 1; n <= 8; n++) {
      await waitFor(() => expect(document.activeElement).toBe(lastName()));
      fireEvent.change(lastName(), { target: { value: `Collar ${n}` } });
      if (n === 3) fireEvent.change(within(rows()[2]).getByTestId('puppy-sex'), { target: { value: 'female' } });
      if (n < 8) fireEvent.keyDown(lastName(), { key: 'Enter' });
    }
    expect(rows()).toHaveLength(8);
    expect(rows().map((row) => (within(row).getByTestId('puppy-name') as HTMLInputElement).value)).toEqual(Array.from({ length: 8 }, (_, i) => `Collar ${i + 1}`));
    // A new row takes the sex of the one before: two males, then six females; the counts follow.
    expect((screen.getByTestId('litter-malesBorn') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('litter-femalesAlive') as HTMLInputElement).value).toBe('6');
  });

  it('sends the litter with its puppies and goes on to its page to add photos', async () => {
    let body: AddLitterBody | undefined;
    mockApi({
      'GET /api/matings/5': { body: MATING }, ...MINE,
      'POST /api/litters/add': (request) => {
        body = request.body as AddLitterBody;
        return { status: 201, body: { litter: { ...LITTER, id: 12 }, detached: [] } };
      },
    });
    await renderAdd('?mating=5');
    await screen.findByTestId('litter-parents');
    fireEvent.change(screen.getByTestId('litter-birth-date'), { target: { value: '2026-03-08' } });
    fireEvent.click(screen.getByTestId('puppy-add'));
    await waitFor(() => expect(document.activeElement).toBe(lastName()));
    fireEvent.change(lastName(), { target: { value: ' Red Collar ' } });
    fireEvent.change(within(rows()[0]).getByTestId('puppy-microchip'), { target: { value: '643094100000009' } });
    fireEvent.change(within(rows()[0]).getByTestId('puppy-availability'), { target: { value: 'reserved' } });
    fireEvent.change(screen.getByTestId('litter-announcement'), { target: { value: 'One puppy' } });
    fireEvent.click(screen.getByTestId('litter-save'));
    await waitFor(() => expect(location()).toBe('/en/litters/edit/12'));
    expect(body).toEqual({
      matingId: 5, birthDate: '2026-03-08', country: null, malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0,
      announcement: 'One puppy', publishStatus: 'published',
      puppies: [{ registeredName: 'Red Collar', sex: 'male', colorId: null, coat: null, microchip: '643094100000009', availability: 'reserved' }],
    });
  });

  it('checks what it can before sending: the date and the puppies’ names', async () => {
    const api = mockApi({ 'GET /api/matings/5': { body: MATING }, ...MINE });
    await renderAdd('?mating=5');
    await screen.findByTestId('litter-parents');
    fireEvent.click(screen.getByTestId('puppy-add'));
    fireEvent.click(screen.getByTestId('litter-save'));
    expect(await screen.findByText('Enter the date of birth.')).toBeTruthy();
    expect(screen.getByText('Enter a name or a temporary name.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'a birth outside the window after the mating, at the date',
      { status: 409, body: { statusCode: 409, message: 'x', data: { code: 'birth-window', field: 'birthDate', ids: [3881] } } },
      'litter-birth-date',
      'Puppies are born 56 to 72 days after a mating date; this date is outside that window for the mating of January 5, 2026.',
    ],
    [
      'a refused microchip, at its puppy’s row',
      { status: 400, body: { statusCode: 400, message: 'x', data: { field: 'puppies.0.microchip' } } },
      'puppy-microchip',
      'Check the microchip: digits and letters only.',
    ],
    [
      'more puppies than born, at the counts',
      { status: 400, body: { statusCode: 400, message: 'x', data: { field: 'malesAlive' } } },
      'litter-malesAlive',
      'There cannot be more males alive than born.',
    ],
  ])('shows %s', async (_, reply, testId, message) => {
    mockApi({ 'GET /api/matings/5': { body: MATING }, ...MINE, 'POST /api/litters/add': reply });
    await renderAdd('?mating=5');
    await screen.findByTestId('litter-parents');
    fireEvent.change(screen.getByTestId('litter-birth-date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByTestId('puppy-add'));
    fireEvent.change(lastName(), { target: { value: 'Pup' } });
    fireEvent.click(screen.getByTestId('litter-save'));
    const field = screen.getByTestId(testId);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('names the dam a refusal is about (a litter of a dog not mine)', async () => {
    mockApi({
      ...MINE,
      'GET /api/dictionaries/full-names': { body: { items: [{ id: 3881, registeredName: 'Amber Coast Black Flame', callName: null, sex: 'female', birthYear: 2022 }] } },
      'POST /api/litters/add': { status: 403, body: { statusCode: 403, message: 'x', data: { code: 'not_dam_owner', field: 'damId', ids: [3881] } } },
    });
    await renderAdd();
    fireEvent.click(within(screen.getByTestId('litter-source')).getByText('Dam and sire directly'));
    const dam = screen.getByTestId('litter-dam');
    // (Mantine takes a change of an input without the focus for autofill)
    dam.focus();
    fireEvent.change(dam, { target: { value: 'amber' } });
    fireEvent.click(await screen.findByRole('option', { name: /Amber Coast Black Flame/, hidden: true }));
    fireEvent.change(screen.getByTestId('litter-birth-date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByTestId('litter-save'));
    expect(await screen.findByText('Amber Coast Black Flame is not your dog: you can record litters of your own females only.')).toBeTruthy();
  });
});

describe('editing a litter', () => {
  it('loads the litter with its puppies and saves it with its version', async () => {
    let body: LitterInput | undefined;
    mockApi({
      ...MINE, 'GET /api/litters/9': { body: LITTER },
      'POST /api/litters/9/save': (request) => {
        body = request.body as LitterInput;
        return { body: { litter: { ...LITTER, version: 4, puppies: [LITTER.puppies[0]] }, detached: [{ id: 102, registeredName: 'Blue Collar' }] } };
      },
    });
    await renderEdit();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('litter-mating-link').getAttribute('href')).toBe('/en/m/5');
    fireEvent.click(within(rows()[1]).getByTestId('puppy-remove'));
    fireEvent.click(screen.getByTestId('litter-save'));
    expect(await screen.findByTestId('litter-save-detached')).toHaveProperty('textContent', expect.stringContaining('Blue Collar'));
    expect(body).toMatchObject({ version: 3, matingId: 5, breeder: { userId: 2 }, publishStatus: 'published', puppies: [{ id: 101, registeredName: 'Red Collar', coat: 'rough' }] });
    expect(rows()).toHaveLength(1);
  });

  it('shows a stale version above the buttons', async () => {
    mockApi({ ...MINE, 'GET /api/litters/9': { body: LITTER }, 'POST /api/litters/9/save': { status: 409, body: { statusCode: 409, message: 'x', data: { code: 'stale-version', field: 'version' } } } });
    await renderEdit();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('litter-save'));
    expect((await screen.findByTestId('litter-form-error')).textContent).toContain('Someone changed this litter');
  });

  it('says when the litter is not found', async () => {
    mockApi({ ...MINE });
    await renderEdit(404);
    expect(await screen.findByText('This litter was not found: it may have been deleted.')).toBeTruthy();
  });

  it('deletes the litter after confirming, and names the puppies kept', async () => {
    const api = mockApi({
      ...MINE, 'GET /api/litters/9': { body: LITTER },
      'GET /api/litters/9/delete': { body: { id: 9, deleted: [{ id: 101, registeredName: 'Red Collar' }], detached: [{ id: 102, registeredName: 'Blue Collar' }] } },
    });
    await renderEdit();
    fireEvent.click(await screen.findByTestId('litter-delete'));
    expect(api.calls.some((c) => c.path === '/api/litters/9/delete')).toBe(false);
    fireEvent.click(screen.getByTestId('litter-delete-yes'));
    const notice = await screen.findByTestId('litter-deleted');
    expect(notice.textContent).toContain('Deleted with it: Red Collar.');
    expect(within(screen.getByTestId('litter-detached')).getByRole('link', { name: 'Blue Collar' }).getAttribute('href')).toBe('/en/pets/102');
  });
});

describe("the litter's photos on its edit page", () => {
  const photo = (id: number, position: number, isMain: boolean) => ({ id, url: `/api/files/images/${String(id).padStart(22, 'A')}/1280.webp`, position, isMain, width: 1280, height: 960 });

  it('uploads the chosen images, one request each (multipart file), and shows what the server answers', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...MINE, 'GET /api/litters/9': { body: LITTER },
      'POST /api/litters/9/photos/add': (request) => {
        sent.push(request.body);
        return { body: { items: sent.map((_, i) => photo(i + 1, i, i === 0)) } };
      },
    });
    await renderEdit();
    expect(await screen.findByTestId('litter-photos-empty')).toBeTruthy();
    const input = screen.getByTestId('litter-photos').querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(screen.getAllByTestId('litter-photo')).toHaveLength(2));
    expect(sent).toHaveLength(2);
    expect(sent.every((body) => body instanceof FormData && body.get('file') instanceof File)).toBe(true);
    expect(screen.getAllByTestId('litter-photo')[0].getAttribute('data-main')).toBe('true');
  });

  it('moves a photo, makes another main and deletes one, each through its route', async () => {
    const photos = [photo(1, 0, true), photo(2, 1, false)];
    const api = mockApi({
      ...MINE, 'GET /api/litters/9': { body: { ...LITTER, photos } },
      'POST /api/litters/9/photos/order': (request) => ({ body: { items: (request.body as { ids: number[] }).ids.map((id, i) => ({ ...photos[id - 1], position: i })) } }),
      'POST /api/litters/9/photos/main': { body: { items: [{ ...photos[0], isMain: false }, { ...photos[1], isMain: true }] } },
      'GET /api/litters/9/photos/1/delete': { body: { items: [{ ...photos[1], isMain: true, position: 0 }] } },
    });
    await renderEdit();
    await waitFor(() => expect(screen.getAllByTestId('litter-photo')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/litters/9/photos/order')?.body).toEqual({ ids: [2, 1] }));
    fireEvent.click(await screen.findByTestId('litter-photo-make-main'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/litters/9/photos/main')?.body).toEqual({ id: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('litter-photo').map((p) => p.getAttribute('data-main'))).toEqual([null, 'true']));
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(screen.getAllByTestId('litter-photo')).toHaveLength(1));
  });

  it('shows a refusal in words; the breeder who did not record the litter gets the photos only', async () => {
    mockApi({
      ...MINE, 'GET /api/litters/9': { body: { ...LITTER, permissions: { edit: false, delete: false, photos: true } } },
      'POST /api/litters/9/photos/add': { status: 409, body: { statusCode: 409, message: 'Litter 9 has 50 photos, the most it may have', data: { field: 'uploadId' } } },
    });
    await renderEdit();
    expect((await screen.findByTestId('litter-not-yours')).textContent).toContain('you can change its photos');
    expect(screen.queryByTestId('litter-form')).toBeNull();
    const input = screen.getByTestId('litter-photos').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByTestId('litter-photos-error')).textContent).toBe('Litter 9 has 50 photos, the most it may have');
  });
});
