import { MantineProvider } from '@bc/shared/mantine';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '@bc/shared';
import { AgreementGate } from './agreement-gate';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

beforeEach(() => {
  document.cookie = 'agree=; max-age=0; path=/';
  document.documentElement.removeAttribute('style');
});

const draw = () =>
  render(
    <MantineProvider theme={theme}>
      <button type="button">behind</button>
      <AgreementGate />
    </MantineProvider>,
  );

describe('the first visit’s agreement', () => {
  it('is a modal dialog named by its title that takes the focus, keeps Tab inside and stops the page scrolling', async () => {
    draw();
    const dialog = screen.getByRole('dialog', { name: 'agree.title' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab on the last control goes back to the first, not to the page behind.
    const accept = screen.getByTestId('agree-accept');
    accept.focus();
    fireEvent.keyDown(accept, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'actions.close' }));
  });

  it('is accepted with its button: the cookie is written and the page scrolls again', () => {
    draw();
    fireEvent.click(screen.getByTestId('agree-accept'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('agree=1');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with Escape and with its close button, without accepting', () => {
    draw();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('agree=1');
    document.body.innerHTML = '';
    draw();
    fireEvent.click(screen.getByRole('button', { name: 'actions.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown once accepted', () => {
    document.cookie = 'agree=1; path=/';
    draw();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
