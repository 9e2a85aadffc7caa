import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FullNamesQuery } from '@bc/shared/contracts';
import PossibleMatingPage from '../../../pages/possible-mating-page';
import { apiError, BLACK_FLAME, BLUE_FLAME, BLUE_RHYTHM, deferred, petShort } from '../../../testing/fixtures';
import { renderInScope } from '../../../testing/render';
import { loadTestMating, type TestMatingProps } from '../lib/load-test-mating';
import { parentSlots } from '../model';

vi.mock('../lib/load-test-mating', () => ({ loadTestMating: vi.fn() }));

/** Stands in for mfe-pedigree's view: shows the pair it was given. */
const FakeTestMating = ({ sireId, damId }: TestMatingProps) => <p data-testid="fake-test-mating">{`${sireId} × ${damId}`}</p>;

const DOGS = [BLUE_FLAME, BLUE_RHYTHM, BLACK_FLAME];

/** The API of the page: names by sex and prefix, pets by id (unknown ids 404). */
function mockApi(getPet = (id: number) => {
  const item = DOGS.find((dog) => dog.id === id);
  return item ? Promise.resolve(petShort(item)) : Promise.reject(apiError(404));
}) {
  const search = vi.fn(async ({ query, sex }: FullNamesQuery) => ({
    items: DOGS.filter((dog) => dog.sex === sex && dog.registeredName.toLowerCase().includes(query.toLowerCase())),
  }));
  const pets = vi.fn(getPet);
  const handlers = (['sire', 'dam'] as const).flatMap((role) => [
    [parentSlots[role].search.searchFx, search] as const,
    [parentSlots[role].getPetFx, pets] as const,
  ]);
  return { search, pets, handlers: handlers.map(([fx, fn]) => [fx, fn] as [typeof fx, typeof fn]) };
}

const render = (query: string, api = mockApi()) =>
  renderInScope(<PossibleMatingPage />, 'possible-mating', `/en/possible-mating${query}`, api.handlers).then(() => api);

const side = (role: 'sire' | 'dam') => screen.getByTestId(`parent-${role}`);
const location = () => screen.getByTestId('location').textContent;

async function pick(role: 'sire' | 'dam', text: string, name: string) {
  const input = within(side(role)).getByRole('textbox', { name: 'Registered name' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  // (the dropdown is in a transition jsdom never finishes: its options count as hidden)
  const option = await screen.findByRole('option', { name: new RegExp(name), hidden: true });
  fireEvent.click(option);
}

beforeEach(() => vi.mocked(loadTestMating).mockResolvedValue(FakeTestMating));
afterEach(() => vi.mocked(loadTestMating).mockReset());

describe('the possible-mating page', () => {
  it('explains the test mating while nothing is chosen, and asks the API nothing', async () => {
    const api = await render('');
    expect(screen.getByRole('heading', { level: 1, name: 'Test mating' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What is a test mating?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How to plan a mating' })).toBeTruthy();
    expect(screen.getByTestId('mating-intro').textContent).toContain('computed over 10 generations');
    expect(screen.getByRole('heading', { level: 2, name: 'Sire' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dam' })).toBeTruthy();
    expect((screen.getByTestId('pair-swap') as HTMLButtonElement).disabled).toBe(true);
    expect(api.search).not.toHaveBeenCalled();
    expect(api.pets).not.toHaveBeenCalled();
    expect(loadTestMating).not.toHaveBeenCalled();
  });

  it('picks the sire and the dam by name, keeps them in the URL and shows the litter', async () => {
    const api = await render('');
    await pick('sire', 'blue', 'Amber Coast Blue Flame');
    // names of males only, with their birth year
    expect(api.search).toHaveBeenCalledWith({ query: 'blue', sex: 'male', limit: 10 });
    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3346'));
    const sire = within(side('sire')).getByRole('link', { name: 'Amber Coast Blue Flame' });
    expect(sire.getAttribute('href')).toBe('/en/pets/3346');
    expect(within(side('sire')).getByTestId('parent-sire-born').textContent).toBe('born 2020');
    expect(screen.getByTestId('mating-hint').textContent).toBe('Now choose the dam to see the inbreeding and health risks of the puppies.');

    const input = within(side('dam')).getByRole('textbox', { name: 'Registered name' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'flame' } });
    const option = await screen.findByRole('option', { name: /Amber Coast Black Flame/, hidden: true });
    expect(within(option).getByText('2022')).toBeTruthy();
    expect(within(option).getByText('“Zara”')).toBeTruthy();
    // the sire's search list is not the dam's: no male is offered here
    expect(screen.queryByRole('option', { name: /Blue Flame/, hidden: true })).toBeNull();
    fireEvent.click(option);

    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3346&dam=3881'));
    expect((await screen.findByTestId('fake-test-mating')).textContent).toBe('3346 × 3881');
    expect(screen.getByRole('heading', { level: 2, name: 'The hypothetical litter' })).toBeTruthy();
    // pets picked in the list are not fetched again
    expect(api.pets).not.toHaveBeenCalled();
    expect(screen.queryByTestId('mating-intro')).toBeNull();

    // the chosen dog's name opens its page
    fireEvent.click(sire);
    expect((await screen.findByTestId('pet-page')).textContent).toBe('pet 3346');
  });

  it('restores the pair from a shared link, and follows the history back', async () => {
    const answered = deferred<void>();
    const api = await render(
      '?sire=3346&dam=3881',
      mockApi(async (id) => {
        await answered.promise;
        return petShort(DOGS.find((dog) => dog.id === id)!);
      }),
    );
    expect(within(side('sire')).getByTestId('parent-sire-loading').getAttribute('aria-busy')).toBe('true');
    expect(within(side('dam')).getByTestId('parent-dam-loading')).toBeTruthy();
    expect(screen.queryByTestId('test-mating-panel')).toBeNull();
    answered.resolve();
    expect((await screen.findByTestId('fake-test-mating')).textContent).toBe('3346 × 3881');
    expect(api.pets.mock.calls.map(([id]) => id).sort()).toEqual([3346, 3881]);
    expect(within(side('dam')).getByRole('link', { name: 'Amber Coast Black Flame' }).getAttribute('href')).toBe('/en/pets/3881');

    // another sire, then back: the first pair again, without asking the API
    fireEvent.click(within(side('sire')).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/en/possible-mating?dam=3881'));
    expect(screen.queryByTestId('fake-test-mating')).toBeNull();
    expect(screen.getByTestId('mating-hint').textContent).toContain('Now choose the sire');
    await pick('sire', 'rhythm', 'Amber Coast Blue Rhythm');
    await waitFor(() => expect(screen.getByTestId('fake-test-mating').textContent).toBe('3390 × 3881'));
    expect(location()).toBe('/en/possible-mating?sire=3390&dam=3881');

    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(location()).toBe('/en/possible-mating?dam=3881'));
    expect(within(side('sire')).getByRole('textbox', { name: 'Registered name' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(screen.getByTestId('fake-test-mating').textContent).toBe('3346 × 3881'));
    expect(within(side('sire')).getByRole('link').textContent).toBe('Amber Coast Blue Flame');
  });

  it('says so when the link names no visible dog, and lets another be chosen', async () => {
    await render('?sire=999999&dam=3881');
    expect((await within(side('sire')).findByTestId('parent-sire-not-found')).textContent).toContain('The dog in the link was not found');
    expect(within(side('dam')).getByRole('link').textContent).toBe('Amber Coast Black Flame');
    expect(screen.queryByTestId('fake-test-mating')).toBeNull();
    await pick('sire', 'blue fl', 'Amber Coast Blue Flame');
    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3346&dam=3881'));
    expect(await screen.findByTestId('fake-test-mating')).toBeTruthy();
  });

  it('offers a retry when loading a dog fails', async () => {
    let fail = true;
    const api = mockApi((id) => (fail ? Promise.reject(apiError(502)) : Promise.resolve(petShort(DOGS.find((dog) => dog.id === id)!))));
    await render('?sire=3346', api);
    const error = await within(side('sire')).findByTestId('parent-sire-error');
    expect(within(error).getByRole('alert').textContent).toBe('We could not load this dog.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await within(side('sire')).findByRole('link')).textContent).toBe('Amber Coast Blue Flame');
    expect(api.pets).toHaveBeenCalledTimes(2);
  });

  it('warns about a reversed link and swaps it into place without fetching again', async () => {
    const api = await render('?sire=3881&dam=3346');
    const warning = await within(side('sire')).findByTestId('parent-sire-wrong-sex');
    expect(warning.textContent).toBe('Amber Coast Black Flame is a female, but the sire must be a male. Choose another dog or swap the sire and the dam.');
    expect(within(side('dam')).getByTestId('parent-dam-wrong-sex').textContent).toContain('Amber Coast Blue Flame is a male');
    expect(screen.queryByTestId('test-mating-panel')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Swap the sire and the dam' }));
    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3346&dam=3881'));
    expect((await screen.findByTestId('fake-test-mating')).textContent).toBe('3346 × 3881');
    expect(screen.queryByTestId('parent-sire-wrong-sex')).toBeNull();
    expect(screen.queryByTestId('parent-dam-wrong-sex')).toBeNull();
    expect(api.pets).toHaveBeenCalledTimes(2);
  });

  it('keeps working when mfe-pedigree is down, and retries it', async () => {
    vi.mocked(loadTestMating).mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render('?sire=3346&dam=3881');
    const error = await screen.findByTestId('test-mating-error');
    expect(error.textContent).toContain('The litter’s analysis is temporarily unavailable');
    expect(error.textContent).toContain('The rest of the page works');
    const tries = vi.mocked(loadTestMating).mock.calls.length;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(vi.mocked(loadTestMating).mock.calls.length).toBeGreaterThan(tries));
    expect(await screen.findByTestId('test-mating-error')).toBeTruthy();

    // the pickers still work
    fireEvent.click(within(side('sire')).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/en/possible-mating?dam=3881'));
    expect(screen.queryByTestId('test-mating-error')).toBeNull();
    await pick('sire', 'rhythm', 'Amber Coast Blue Rhythm');
    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3390&dam=3881'));
    expect(await screen.findByTestId('test-mating-error')).toBeTruthy();

    // mfe-pedigree is back: the retry shows the litter
    vi.mocked(loadTestMating).mockResolvedValue(FakeTestMating);
    fireEvent.click(within(screen.getByTestId('test-mating-error')).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('fake-test-mating')).textContent).toBe('3390 × 3881');
    expect(screen.queryByTestId('test-mating-error')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
});

  it('shows the same polite error when mfe-pedigree’s view throws, and keeps the pickers', async () => {
    const Broken = () => {
      throw new Error('tree layout failed');
    };
    vi.mocked(loadTestMating).mockResolvedValue(Broken);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render('?sire=3346&dam=3881');
    expect((await screen.findByTestId('test-mating-error')).textContent).toContain('temporarily unavailable');
    expect(within(side('sire')).getByRole('link').textContent).toBe('Amber Coast Blue Flame');
    fireEvent.click(within(side('dam')).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/en/possible-mating?sire=3346'));
    expect(within(side('dam')).getByRole('textbox', { name: 'Registered name' })).toBeTruthy();
    consoleError.mockRestore();
  });
});
