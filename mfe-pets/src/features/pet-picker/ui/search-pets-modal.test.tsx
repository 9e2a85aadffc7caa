import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, mockApi } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { SearchPetsModal } from './search-pets-modal';

afterEach(() => vi.unstubAllGlobals());

const fly = { id: 12, registeredName: 'Fly', callName: null, sex: 'female', birthYear: 2012 };
const meg = { id: 14, registeredName: 'Meg', callName: 'Meggie', sex: 'female', birthYear: 2015 };

describe('search-pets modal', () => {
  it('autocompletes names of the asked sex and hands the picked pet to onPick', async () => {
    const api = mockApi({
      'GET /api/dictionaries/full-names': (request) => ({
        body: { items: request.query.get('query') === 'm' ? [meg] : [fly, meg] },
      }),
    });
    const onPick = vi.fn();
    const close = vi.fn();
    await renderPage(<SearchPetsModal close={close} props={{ sex: 'female', onPick }} />, { url: '/en', messages: messages('en') });
    expect(screen.getByLabelText('Dam’s name')).toBeTruthy();

    fireEvent.change(screen.getByTestId('search-pets-input'), { target: { value: 'f' } });
    expect(await screen.findByText('Fly')).toBeTruthy();
    expect(screen.getAllByText('2012')).toHaveLength(1);
    expect(screen.getAllByText('Female')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('search-pets-input'), { target: { value: 'm' } });
    await waitFor(() => expect(screen.queryByText('Fly')).toBeNull());
    expect(api.calls.map((call) => Object.fromEntries(call.query))).toEqual([
      { query: 'f', limit: '20', sex: 'female' },
      { query: 'm', limit: '20', sex: 'female' },
    ]);

    fireEvent.click(screen.getByText('Meg'));
    expect(onPick).toHaveBeenCalledWith(meg);
    expect(close).toHaveBeenCalled();
  });

  it('picks with the keyboard', async () => {
    mockApi({ 'GET /api/dictionaries/full-names': { body: { items: [fly, meg] } } });
    const onPick = vi.fn();
    await renderPage(<SearchPetsModal close={vi.fn()} props={{ onPick }} />, { url: '/ru', messages: messages('ru') });
    const input = screen.getByTestId('search-pets-input');
    fireEvent.change(input, { target: { value: 'e' } });
    await screen.findByText('Meg');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(meg);
  });
});
