import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render';
import { localeMessages } from '../testing/locales';
import { LoadGate } from './load-gate';

const messages = localeMessages('en');

describe('LoadGate', () => {
  it('shows the skeleton until the first answer, then what it loaded', async () => {
    const view = await renderPage(
      <LoadGate status="loading" hasData={false} onRetry={() => undefined} skeleton="…" testId="pet">
        pet
      </LoadGate>,
      { url: '/en', messages },
    );
    expect(screen.getByTestId('pet-loading').getAttribute('aria-busy')).toBe('true');
    view.unmount();
    await renderPage(
      <LoadGate status="loading" hasData onRetry={() => undefined} skeleton="…" testId="pet">
        pet
      </LoadGate>,
      { url: '/en', messages },
    );
    expect(screen.getByText('pet')).toBeTruthy();
    expect(screen.queryByTestId('pet-loading')).toBeNull();
  });

  it('offers a retry on a failure, above the last answer when there is one', async () => {
    const retried = vi.fn();
    await renderPage(
      <LoadGate status="failed" hasData onRetry={retried} skeleton="…" testId="pet">
        older answer
      </LoadGate>,
      { url: '/en', messages },
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByText('older answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toHaveBeenCalledOnce();
  });

  it('says "not found" with the text or the element it was given', async () => {
    const view = await renderPage(
      <LoadGate status="not-found" hasData={false} onRetry={() => undefined} skeleton="…" notFound="No such pet" testId="pet">
        pet
      </LoadGate>,
      { url: '/en', messages },
    );
    expect(screen.getByTestId('pet-not-found').textContent).toBe('No such pet');
    view.unmount();
    await renderPage(
      <LoadGate status="not-found" hasData={false} onRetry={() => undefined} skeleton="…" notFound={<p data-testid="custom">gone</p>}>
        pet
      </LoadGate>,
      { url: '/en', messages },
    );
    expect(screen.getByTestId('custom').textContent).toBe('gone');
  });
});
