import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import { LazySelect } from './lazy-select';

const data = [
  { value: 'cea', label: 'CEA' },
  { value: 'tns', label: 'TNS' },
];

describe('LazySelect', () => {
  it('stands in with the chosen option until clicked, then opens the real Select, which chooses', async () => {
    const onChange = vi.fn();
    await renderPage(<LazySelect label="Health test" placeholder="None" data={data} value="tns" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Health test' });
    expect((input as HTMLInputElement).value).toBe('TNS');
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'CEA' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('cea', expect.objectContaining({ value: 'cea' })));
  });
});
