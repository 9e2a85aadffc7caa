import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import type { CommonAncestorRow } from '@bc/shared/contracts';
import { messages } from '../../../testing/messages';
import { COMMON_ANCESTORS_SHOWN, CommonAncestorsTable } from './common-ancestors-table';

/** `count` ancestors, the largest contribution first (as the API sorts them), adding up to 0.125. */
function ancestors(count: number): CommonAncestorRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 500 + i,
    registeredName: `Ancestor ${i + 1}`,
    hidden: false,
    sex: i % 2 ? 'female' : 'male',
    paths: 1,
    sireSide: 4,
    damSide: 5,
    inbreeding: 0,
    contribution: 0.125 / count,
    repeat: null,
  }));
}

const bodyRows = () => within(screen.getByTestId('common-ancestors')).getAllByRole('row').filter((row) => row.closest('tbody'));

describe('CommonAncestorsTable', () => {
  it('shows the largest contributions of a long list first, and the rest on demand', async () => {
    await renderPage(<CommonAncestorsTable rows={ancestors(40)} generations={10} />, { url: '/en/pets/1/genetics', messages: messages('en') });
    expect(bodyRows()).toHaveLength(COMMON_ANCESTORS_SHOWN);
    expect(bodyRows()[0].textContent).toContain('Ancestor 1');
    // the total is over all of them
    expect(screen.getByTestId('common-ancestors-total').lastElementChild?.textContent).toBe('12.50%');

    const toggle = screen.getByRole('button', { name: 'Show all 40 common ancestors' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(bodyRows()).toHaveLength(40);
    expect(bodyRows()[39].textContent).toContain('Ancestor 40');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(bodyRows()).toHaveLength(COMMON_ANCESTORS_SHOWN);
  });

  it('shows a short list whole, without a toggle', async () => {
    await renderPage(<CommonAncestorsTable rows={ancestors(COMMON_ANCESTORS_SHOWN + 2)} generations={10} />, {
      url: '/en/pets/1/genetics',
      messages: messages('en'),
    });
    expect(bodyRows()).toHaveLength(COMMON_ANCESTORS_SHOWN + 2);
    expect(screen.queryByTestId('common-ancestors-toggle')).toBeNull();
  });
});
