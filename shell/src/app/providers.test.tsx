import { Modal } from '@bc/shared/mantine/modal';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODAL_BASE_Z_INDEX } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import ru from '@bc/shared/locales/ru.json';
import { localizedTheme, Providers } from './providers';

describe('the providers', () => {
  it('name the close button of any modal in the page’s language, a remote’s own dialog included', async () => {
    await renderPage(
      <Providers>
        <Modal opened onClose={() => undefined} title="Удалить аккаунт">
          <p>…</p>
        </Modal>
      </Providers>,
      { url: '/u/edit', messages: { common: ru } },
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: ru.actions.close })).toBeTruthy();
  });

  it('keep the theme’s own modal settings (centred, above the page)', () => {
    expect(localizedTheme('Close').components?.Modal?.defaultProps).toEqual({
      zIndex: MODAL_BASE_Z_INDEX, centered: true, closeButtonProps: { 'aria-label': 'Close' },
    });
  });
});
