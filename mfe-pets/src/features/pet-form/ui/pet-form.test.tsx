import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchDictionariesFx, modalRequested, sessionChanged, type Locale } from '@bc/shared';
import { renderPage, mockApi } from '@bc/shared/testing';
import { detail, dictionaryRoutes, member } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetFormView } from './pet-form-view';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const render = (locale: Locale, id: number | null = null) =>
  renderPage(
    <>
      <PetFormView id={id} />
      <Location />
    </>,
    { url: `${locale === 'ru' ? '' : `/${locale}`}/pets/${id ? `edit/${id}` : 'add'}`, path: '/pets/*', messages: messages(locale) },
  );

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// The whole form (six sections, FilePond) renders in each test: slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => sessionChanged(member()));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionChanged(null);
});

describe('pet form: validation', () => {
  it('explains every problem in English and focuses the first field', async () => {
    const api = mockApi(dictionaryRoutes);
    await render('en');
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('Fill in this field')).toBeTruthy();
    expect(screen.getByText('Choose the sex')).toBeTruthy();
    expect(screen.getByTestId('form-invalid').textContent).toBe('Please correct the highlighted fields.');
    await waitFor(() => expect(document.activeElement?.id).toBe('pet-form-registeredName'));

    type('field-registeredName', 'x'.repeat(201));
    type('field-microchip', 'ab#12');
    fireEvent.click(within(screen.getByTestId('field-birth-precision')).getByText('Year only'));
    type('field-birth-year', '2999');
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('At most 200 characters')).toBeTruthy();
    expect(screen.getByText('Use only letters, digits, spaces, dots and hyphens')).toBeTruthy();
    expect(screen.getByText('The date cannot be in the future')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('explains the problems in Russian, parents included', async () => {
    mockApi(dictionaryRoutes);
    const watcher = modalRequested.watch(({ name, props }) => {
      if (name !== 'search-pets') return;
      const pick = props?.onPick as (pet: unknown) => void;
      // A sire born after the pet, and a "dam" that is a male.
      pick(props?.sex === 'male' ? { id: 11, registeredName: 'Young Sire', callName: null, sex: 'male', birthYear: 2021 } : { id: 3, registeredName: 'Rex', callName: null, sex: 'male', birthYear: 2010 });
    });
    await render('ru');
    type('field-registeredName', 'Буран');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Кобель'));
    type('field-birth-day', '2020-04-01');
    type('field-death-day', '2019-01-01');
    fireEvent.click(screen.getByTestId('parent-sire-choose'));
    fireEvent.click(screen.getByTestId('parent-dam-choose'));
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('Родитель должен родиться раньше собаки')).toBeTruthy();
    expect(screen.getByText('Матерью может быть только сука')).toBeTruthy();
    expect(screen.getByText('Дата смерти раньше даты рождения')).toBeTruthy();
    expect(screen.getByTestId('form-invalid').textContent).toBe('Исправьте отмеченные поля.');
    watcher.unsubscribe();
  });
});

describe('pet form: saving', () => {
  it('sends the pet in the contract’s shape, then opens the new pet’s page', async () => {
    await fetchDictionariesFx();
    const api = mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': () => ({ status: 201, body: detail(77) }),
    });
    const watcher = modalRequested.watch(({ name, props }) => {
      if (name === 'search-pets') {
        const onPick = props?.onPick as (pet: unknown) => void;
        onPick(props?.sex === 'male' ? { id: 11, registeredName: 'Wiston Cap', callName: null, sex: 'male', birthYear: 2014 } : { id: 12, registeredName: 'Fly', callName: null, sex: 'female', birthYear: 2015 });
      }
    });
    await render('en');
    type('field-registeredName', '  Northern Lights Gale ');
    type('field-callName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Male'));
    fireEvent.click(within(screen.getByTestId('field-birth-precision')).getByText('Month'));
    type('field-birth-year', '2020');
    fireEvent.click(screen.getByTestId('field-birth-month'));
    fireEvent.click(await screen.findByRole('option', { name: 'May' }));
    type('field-microchip', '643094100123456');
    fireEvent.click(screen.getByTestId('add-registration'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Registry 1' }), { target: { value: 'LKF' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Registration number 1' }), { target: { value: 'BC-1' } });
    fireEvent.click(screen.getByTestId('field-offeredForStud'));
    fireEvent.click(screen.getByTestId('parent-sire-choose'));
    fireEvent.click(screen.getByTestId('parent-dam-choose'));
    fireEvent.click(within(screen.getByTestId('person-breeder-mode')).getByText('Member'));
    fireEvent.click(screen.getByTestId('person-breeder-me'));
    fireEvent.click(within(screen.getByTestId('person-owner-mode')).getByText('Name'));
    type('person-owner-name', 'John Smith');
    fireEvent.click(screen.getByTestId('save-publish'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/77'));
    const add = api.calls.find((call) => call.path === '/api/pets/add')!;
    expect(add.body).toEqual({
      registeredName: 'Northern Lights Gale',
      callName: 'Gale',
      kennelPrefix: null,
      sex: 'male',
      breedId: 'border-collie',
      birthDate: '2020-05',
      deathDate: null,
      colorId: null,
      coat: null,
      countryOfBirth: null,
      countryOfResidence: null,
      microchip: '643094100123456',
      registrations: [{ registry: 'LKF', number: 'BC-1' }],
      titles: null,
      workingResults: null,
      offeredForStud: true,
      sireId: 11,
      damId: 12,
      breeder: { userId: 7 },
      owner: { name: 'John Smith' },
      health: [],
      photos: [],
      documents: [],
      publishStatus: 'published',
    });
    watcher.unsubscribe();
  });

  it('puts a conflict answered by the server on the parent it names', async () => {
    mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': {
        status: 409,
        body: { message: 'Birth order', statusCode: 409, data: { conflict: 'birth-order', ids: [12] } },
      },
    });
    const watcher = modalRequested.watch((request) =>
      request.name === 'search-pets' && request.props?.onPick?.({ id: 12, registeredName: 'Fly', callName: null, sex: 'female', birthYear: null }),
    );
    await render('en');
    type('field-registeredName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Female'));
    fireEvent.click(screen.getByTestId('parent-dam-choose'));
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('A parent must be born before the pet')).toBeTruthy();
    expect(within(screen.getByTestId('section-parents')).getByText('A parent must be born before the pet')).toBeTruthy();
    watcher.unsubscribe();
  });

  it('keeps saved photos and health results when editing, and shows the 403 state to others', async () => {
    const api = mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': { body: detail(5, { permissions: { canEdit: true, canModerate: false } }) },
      'POST /api/pets/5/save': { body: detail(5) },
      'GET /api/pets/6': { body: detail(6) },
    });
    const view = await render('en', 5);
    await screen.findByTestId('pet-form');
    expect((screen.getByTestId('field-registeredName') as HTMLInputElement).value).toBe('Northern Lights Gale');
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/5'));
    const save = api.calls.find((call) => call.path === '/api/pets/5/save')!.body as Record<string, unknown>;
    expect(save.photos).toEqual([
      { id: 1, isMain: true },
      { id: 2, isMain: false },
    ]);
    expect(save.health).toEqual([{ set: 'hips:fci', value: 'A', date: '2021-06-01', lab: 'Vet clinic', documentId: null }]);
    expect(save.sireId).toBe(11);
    expect(save.birthDate).toBe('2020-05-01');
    expect(save).not.toHaveProperty('publishStatus');
    view.unmount();

    await render('en', 6);
    expect(await screen.findByTestId('pet-form-forbidden')).toBeTruthy();
    expect(screen.queryByTestId('pet-form')).toBeNull();
  });
});

describe('pet form: parents entered as new records', () => {
  it('creates a new sire with the pet: its fields go in the same request, its sex implied', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'POST /api/pets/add': () => ({ status: 201, body: detail(78) }) });
    await render('en');
    type('field-registeredName', 'Hillside Tess');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Female'));
    type('field-birth-day', '2021-04-02');
    fireEvent.click(screen.getByTestId('parent-sire-new'));
    const sire = screen.getByTestId('parent-sire-new-form');
    expect(within(screen.getByTestId('parent-sire')).getByText('New sire')).toBeTruthy();
    expect(within(screen.getByTestId('parent-sire')).getByText('Male')).toBeTruthy();
    // Required name, and a birth after the pet's: explained on the new record's fields, nothing sent.
    type('new-sire-birth-year', '2022');
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await within(sire).findByText('Fill in this field')).toBeTruthy();
    expect(within(sire).getByText('A parent must be born before the pet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('pet-form-newSire-registeredName'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    type('new-sire-registeredName', ' Hillside Roy ');
    type('new-sire-kennelPrefix', 'Hillside');
    type('new-sire-birth-year', '2016');
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/78'));
    const add = api.calls.find((call) => call.path === '/api/pets/add')!.body as Record<string, unknown>;
    expect(add).toMatchObject({
      sex: 'female', sireId: null, damId: null, publishStatus: 'draft',
      newSire: { registeredName: 'Hillside Roy', callName: null, kennelPrefix: 'Hillside', birthDate: '2016', colorId: null },
    });
    expect(add).not.toHaveProperty('newDam');
  });

  it('a new record and a picked pet replace each other; the server’s errors land on the new record’s fields', async () => {
    const api = mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': {
        status: 409,
        body: { message: 'Birth order', statusCode: 409, data: { field: 'newDam.birthDate', conflict: 'birth-order', ids: [], pet: null } },
      },
    });
    const watcher = modalRequested.watch((request) =>
      request.name === 'search-pets' && request.props?.onPick?.({ id: 12, registeredName: 'Fly', callName: null, sex: 'female', birthYear: 2015 }),
    );
    await render('en');
    type('field-registeredName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Male'));
    fireEvent.click(screen.getByTestId('parent-dam-choose'));
    expect(screen.getByTestId('parent-dam-name').textContent).toBe('Fly');
    fireEvent.click(screen.getByTestId('parent-dam-clear'));
    fireEvent.click(screen.getByTestId('parent-dam-new'));
    type('new-dam-registeredName', 'Meg');
    fireEvent.click(screen.getByTestId('save-draft'));
    const dam = screen.getByTestId('parent-dam-new-form');
    expect(await within(dam).findByText('A parent must be born before the pet')).toBeTruthy();
    expect((api.calls.find((call) => call.path === '/api/pets/add')!.body as Record<string, unknown>).damId).toBeNull();
    // Choosing from the database instead drops the new record.
    fireEvent.click(within(screen.getByTestId('parent-dam')).getByText('Choose from the database'));
    expect(screen.queryByTestId('parent-dam-new-form')).toBeNull();
    expect(screen.getByTestId('parent-dam').getAttribute('data-pet-id')).toBe('12');
    watcher.unsubscribe();
  });
});

describe('pet form: conflicts naming another pet', () => {
  it('shows which pet holds the registration number, linked to its page', async () => {
    mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': {
        status: 409,
        body: {
          message: 'Taken', statusCode: 409,
          data: { field: 'registrations.0.number', conflict: 'registration', ids: [31], pet: { id: 31, registeredName: 'Fellside Storm' } },
        },
      },
    });
    await render('de');
    type('field-registeredName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Rüde'));
    fireEvent.click(screen.getByTestId('add-registration'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Register 1' }), { target: { value: 'KC' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Registriernummer 1' }), { target: { value: 'AB1' } });
    fireEvent.click(screen.getByTestId('save-draft'));
    const link = await screen.findByTestId('conflict-pet');
    expect(link.textContent).toBe('Fellside Storm');
    expect(link.getAttribute('href')).toBe('/de/pets/31');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.parentElement?.textContent).toBe('Diese Registriernummer gehört bereits zu Fellside Storm');
  });
});

describe('pet form: a dog that may be in the database already', () => {
  it('asks "is it one of these?" with the candidates linked; "no, a different dog" saves it with them declared distinct', async () => {
    const api = mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': (request) =>
        (request.body as { distinctFrom?: number[] }).distinctFrom
          ? { status: 201, body: detail(77, { registeredName: 'Severnoe Siyanie' }) }
          : {
            status: 409,
            body: {
              message: 'may be a dog already entered', statusCode: 409,
              data: {
                field: 'registeredName', conflict: 'possible-duplicate', ids: [41], pet: { id: 41, registeredName: 'Северное Сияние' },
                candidates: [{ id: 41, registeredName: 'Северное Сияние', birthDate: '2019-04-02', sireId: null, damId: null }],
              },
            },
          },
    });
    await render('en');
    type('field-registeredName', 'Severnoe Siyanie');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Female'));
    fireEvent.click(screen.getByTestId('save-draft'));
    const asked = await screen.findByTestId('duplicate-candidates');
    expect(asked.textContent).toContain('Is it one of these dogs?');
    const link = within(asked).getByTestId('duplicate-candidate');
    expect(link.textContent).toBe('Северное Сияние');
    expect(link.getAttribute('href')).toBe('/en/pets/41');
    expect(screen.getByTestId('location').textContent).toBe('/en/pets/add');
    fireEvent.click(within(asked).getByTestId('duplicate-distinct'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/77'));
    const adds = api.calls.filter((call) => call.path === '/api/pets/add');
    expect(adds.map((call) => (call.body as { distinctFrom?: number[] }).distinctFrom)).toEqual([undefined, [41]]);
  });

  it('names the dog that holds the microchip', async () => {
    mockApi({
      ...dictionaryRoutes,
      'POST /api/pets/add': {
        status: 409,
        body: { message: 'Taken', statusCode: 409, data: { field: 'microchip', conflict: 'microchip', ids: [31], pet: { id: 31, registeredName: 'Fellside Storm' } } },
      },
    });
    await render('ru');
    type('field-registeredName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Кобель'));
    fireEvent.click(screen.getByTestId('save-draft'));
    const link = await screen.findByTestId('conflict-pet');
    expect(link.getAttribute('href')).toBe('/pets/31');
    expect(link.parentElement?.textContent).toBe('Этот микрочип уже принадлежит собаке Fellside Storm');
  });
});

describe('pet form: a save over someone else’s change', () => {
  it('sends the version it loaded; a stale answer names who changed the pet and when, and reloads it on request', async () => {
    let version = 3;
    const api = mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': () => ({ body: detail(5, { version, registeredName: version === 3 ? 'Northern Lights Gale' : 'Gale Renamed', permissions: { canEdit: true, canModerate: false } }) }),
      'POST /api/pets/5/save': () => {
        version = 4;
        return {
          status: 409,
          body: {
            message: 'body/version 3 is out of date', statusCode: 409,
            data: { code: 'stale-version', field: 'version', version: 4, updatedAt: '2024-03-05T14:30:00.000Z', updatedBy: { userId: 9, nickname: 'annaozola' } },
          },
        };
      },
    });
    await render('lv', 5);
    await screen.findByTestId('pet-form');
    type('field-registeredName', 'My Gale');
    fireEvent.click(screen.getByTestId('save'));
    const alert = await screen.findByTestId('form-stale');
    expect((api.calls.find((call) => call.path === '/api/pets/5/save')!.body as { version: number }).version).toBe(3);
    expect(alert.textContent).toContain('Pa to laiku šo suni saglabāja kāds cits');
    expect(alert.textContent).toContain('annaozola saglabāja šī suņa izmaiņas');
    expect(alert.textContent).toContain('2024');
    expect(within(alert).getByRole('link', { name: 'annaozola' }).getAttribute('href')).toBe('/lv/u/annaozola');
    expect(screen.getByTestId('location').textContent).toBe('/lv/pets/edit/5');
    // Loading it again shows the other change; the form starts from the new version.
    fireEvent.click(screen.getByTestId('form-stale-reload'));
    await waitFor(() => expect((screen.getByTestId('field-registeredName') as HTMLInputElement).value).toBe('Gale Renamed'));
    expect(screen.queryByTestId('form-stale')).toBeNull();
  });

  it('without a member to name, says when', async () => {
    mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': { body: detail(5, { permissions: { canEdit: true, canModerate: false } }) },
      'POST /api/pets/5/save': {
        status: 409,
        body: { message: 'stale', statusCode: 409, data: { code: 'stale-version', field: 'version', version: 2, updatedAt: '2024-03-05T14:30:00.000Z', updatedBy: null } },
      },
    });
    await render('ru', 5);
    await screen.findByTestId('pet-form');
    fireEvent.click(screen.getByTestId('save'));
    expect((await screen.findByTestId('form-stale')).textContent).toContain('Эту собаку изменили');
  });
});

describe('pet form: photos', () => {
  it('reorders photos with buttons, keeps the focus on the moved photo, and saves the order with the main photo', async () => {
    const api = mockApi({
      ...dictionaryRoutes,
      'GET /api/pets/5': { body: detail(5, { permissions: { canEdit: true, canModerate: false } }) },
      'POST /api/pets/5/save': { body: detail(5) },
    });
    await render('en', 5);
    await screen.findByTestId('pet-form');
    const cards = () => screen.getAllByTestId('form-photo').map((card) => card.getAttribute('data-photo-key'));
    expect(cards()).toEqual(['photo-1', 'photo-2']);
    const first = screen.getAllByTestId('form-photo')[0];
    expect((within(first).getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(cards()).toEqual(['photo-2', 'photo-1']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 1 later'));
    expect(screen.getByTestId('photo-moved').textContent).toBe('Photo moved to position 1');
    fireEvent.click(screen.getByRole('radio', { name: 'Make photo 2 the main photo' }));
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/5'));
    const save = api.calls.find((call) => call.path === '/api/pets/5/save')!.body as Record<string, unknown>;
    expect(save.photos).toEqual([
      { id: 2, isMain: false },
      { id: 1, isMain: true },
    ]);
  });
});

describe('pet form: breeder and owner', () => {
  it('any member picks a member account by name as they type (public member search)', async () => {
    sessionChanged(member({ isModerator: false }));
    const api = mockApi({
      ...dictionaryRoutes,
      'GET /api/users/search': (request) => ({
        body: {
          items:
            request.query.get('query') === 'heath'
              ? [{ id: 42, nickname: 'heathermoor', displayName: 'Anna Berzina', kennelName: 'Glen Heather', country: 'LV', avatar: null }]
              : [],
        },
      }),
      'POST /api/pets/add': () => ({ status: 201, body: detail(79) }),
    });
    await render('en');
    type('field-registeredName', 'Gale');
    fireEvent.click(within(screen.getByTestId('field-sex')).getByText('Male'));
    fireEvent.click(within(screen.getByTestId('person-owner-mode')).getByText('Member'));
    const box = screen.getByTestId('person-owner-search');
    // Mantine takes a change of an unfocused box for autofill: type into the focused box, as a member does.
    box.focus();
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'h' } });
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: '@heath' } });
    const option = await screen.findByTestId('member-option');
    expect(option.textContent).toContain('Glen Heather · Anna Berzina · LV');
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('person-owner-member').textContent).toBe('@heathermoor'));
    expect(api.calls.filter((call) => call.path === '/api/users/search').map((call) => call.query.get('query'))).toEqual(['heath']);
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets/79'));
    expect((api.calls.find((call) => call.path === '/api/pets/add')!.body as Record<string, unknown>).owner).toEqual({ userId: 42 });
  });
});
