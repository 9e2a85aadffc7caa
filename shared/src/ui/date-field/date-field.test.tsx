import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { localeMessages } from '../../testing/locales';
import { renderPage } from '../../testing/render';
import { DateField } from './date-field';

/** A form's date: the field and, beside it, the ISO value the form holds. */
function Form({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date" value={value} onChange={setValue} min={min} max={max} data-testid="date" />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function render(locale: string, props: { initial?: string; min?: string; max?: string } = {}) {
  await renderPage(<Form {...props} />, { url: `/${locale}/form`, messages: localeMessages(locale) });
  return screen.getByTestId<HTMLInputElement>('date');
}

const value = () => screen.getByTestId('value').textContent;
const type = (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('DateField', () => {
  it('shows the date in the page’s format', async () => {
    expect((await render('ru', { initial: '2026-03-05' })).value).toBe('05.03.2026');
  });

  it.each([
    ['en', '03/05/2026', 'MM/DD/YYYY'],
    ['de', '05.03.2026', 'TT.MM.JJJJ'],
    ['cn', '2026/03/05', 'YYYY/MM/DD'],
  ])('shows the date in %s as %s, with the pattern as its placeholder', async (locale, shown, pattern) => {
    const input = await render(locale, { initial: '2026-03-05' });
    expect(input.value).toBe(shown);
    expect(input.placeholder).toBe(pattern);
  });

  it('keeps to a textbox’s ARIA attributes: the calendar button says it opens a dialog and whether it is open (axe: aria-allowed-attr)', async () => {
    const input = await render('en', { initial: '2026-03-05' });
    for (const name of ['aria-expanded', 'aria-haspopup', 'aria-controls']) expect(input.hasAttribute(name), name).toBe(false);
    const button = screen.getByTestId('date-field-calendar');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(input.hasAttribute('aria-expanded')).toBe(false);
  });

  it('gives the form the ISO date of a date typed in the page’s format, and shows it in full on leaving', async () => {
    const input = await render('ru');
    type(input, '5.3.2026');
    expect(value()).toBe('2026-03-05');
    expect(input.value).toBe('05.03.2026');
    type(input, '');
    expect(value()).toBe('');
  });

  it('takes a pasted ISO date', async () => {
    const input = await render('de');
    type(input, '2026-03-05');
    expect(value()).toBe('2026-03-05');
    expect(input.value).toBe('05.03.2026');
  });

  it('rejects an impossible date with an error in the page’s language, and the form gets no date', async () => {
    const input = await render('ru', { initial: '2026-01-10' });
    type(input, '31.02.2026');
    expect(value()).toBe('');
    expect(await screen.findByText('Введите дату в виде ДД.ММ.ГГГГ')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, '28.02.2026');
    expect(value()).toBe('2026-02-28');
    expect(screen.queryByText('Введите дату в виде ДД.ММ.ГГГГ')).toBeNull();
  });

  it('keeps to its earliest and latest dates', async () => {
    const input = await render('en', { min: '2026-01-01', max: '2026-12-31' });
    type(input, '12/31/2025');
    expect(value()).toBe('');
    expect(await screen.findByText('The date cannot be before 01/01/2026')).toBeTruthy();
    type(input, '01/01/2027');
    expect(await screen.findByText('The date cannot be after 12/31/2026')).toBeTruthy();
    type(input, '06/15/2026');
    expect(value()).toBe('2026-06-15');
  });

  it('is cleared by its button', async () => {
    await render('en', { initial: '2026-03-05' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(value()).toBe('');
    expect(screen.getByTestId<HTMLInputElement>('date').value).toBe('');
  });

  it('has a calendar in the page’s language, its week from Monday, that picks a date within min and max', async () => {
    await render('ru', { initial: '2026-03-05', max: '2026-03-20' });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать дату в календаре' }));
    const calendar = await screen.findByTestId('date-calendar');
    await screen.findByRole('grid');
    expect(within(calendar).getByTestId('date-calendar-title').textContent).toBe('март 2026 г.');
    expect(within(calendar).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(within(calendar).getByRole('button', { name: '21 марта 2026 г.' })).toHaveProperty('disabled', true);
    fireEvent.click(within(calendar).getByRole('button', { name: '12 марта 2026 г.' }));
    expect(value()).toBe('2026-03-12');
    expect(screen.getByTestId<HTMLInputElement>('date').value).toBe('12.03.2026');
    await waitFor(() => expect(screen.queryByTestId('date-calendar')).toBeNull());
  });

  it('moves through the calendar by keyboard', async () => {
    await render('en', { initial: '2026-03-05' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a date in the calendar' }));
    const calendar = await screen.findByTestId('date-calendar');
    await screen.findByRole('grid');
    expect(within(calendar).getAllByRole('columnheader')[0].textContent).toBe('Sun');
    fireEvent.keyDown(within(calendar).getByRole('grid'), { key: 'PageDown' });
    expect(within(calendar).getByTestId('date-calendar-title').textContent).toBe('April 2026');
    fireEvent.keyDown(within(calendar).getByRole('grid'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-04-12'));
    fireEvent.click(document.activeElement!);
    expect(value()).toBe('2026-04-12');
  });
});
