import { modals } from '@bc/shared/mantine/modals';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalCloseRequested, openModal, toastRequested, type ModalName, type RemoteModals, type ToastRequest } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import shell from '../../locales/en.json';
import { loadRemoteModals } from '../app/remotes';
import { ModalHost, modalZIndex } from './modal-host';

vi.mock('../app/remotes', () => ({ loadRemoteModals: vi.fn() }));

/** mfe_pets as the shell loads it: `note` registered, translations loaded on demand. */
const pets: RemoteModals = {
  namespace: 'pets',
  loadLocale: vi.fn(async () => undefined),
  modals: { note: { component: ({ props }) => <p data-testid="remote-modal">{String(props.petId)}</p> } },
};
/** mfe_payments before it registered anything. */
const payments: RemoteModals = { namespace: 'payments', loadLocale: vi.fn(async () => undefined), modals: {} };

let toasts: ToastRequest[] = [];
let unwatch: () => void = () => undefined;

async function renderHost() {
  await renderPage(<ModalHost />, { url: '/en', messages: { common, shell } });
}

beforeEach(() => {
  vi.clearAllMocks();
  toasts = [];
  unwatch = toastRequested.watch((toast) => toasts.push(toast)).unsubscribe;
  vi.mocked(loadRemoteModals).mockImplementation(async (owner) => {
    if (owner === 'mfe_pets') return pets;
    if (owner === 'mfe_payments') return payments;
    throw new Error(`${owner} is down`);
  });
});

afterEach(() => {
  act(() => modalCloseRequested());
  unwatch();
  vi.restoreAllMocks();
});

describe('the modal host', () => {
  it('gives the close button of every modal a name in the page\'s language', async () => {
    await renderHost();
    act(() => openModal('text', { text: 'named close' }));
    await screen.findByText('named close');
    expect(screen.getByRole('button', { name: common.actions.close })).toBeTruthy();
  });

  it('stacks modals: z-index 1000, plus 2 per modal already open', async () => {
    expect([0, 1, 2, 3].map(modalZIndex)).toEqual([1000, 1002, 1004, 1006]);
    const open = vi.spyOn(modals, 'open');
    await renderHost();
    act(() => openModal('text', { text: 'first' }));
    await screen.findByText('first');
    act(() => openModal('agree'));
    await screen.findByTestId('agree-accept');
    act(() => openModal('note', { petId: 3 }));
    await screen.findByTestId('remote-modal');
    expect(open.mock.calls.map(([settings]) => settings.zIndex)).toEqual([1000, 1002, 1004]);

    // closing the top one frees its level
    act(() => modalCloseRequested('note'));
    act(() => openModal('text', { text: 'again' }));
    await screen.findByText('again');
    expect(open.mock.calls.at(-1)?.[0].zIndex).toBe(1004);
    act(() => modalCloseRequested());
    act(() => openModal('text', { text: 'alone' }));
    await screen.findByText('alone');
    expect(open.mock.calls.at(-1)?.[0].zIndex).toBe(1000);
  });

  it('renders a remote’s modal with the props of the request, after loading its translations', async () => {
    await renderHost();
    act(() => openModal('note', { petId: 2 }));
    expect((await screen.findByTestId('remote-modal')).textContent).toBe('2');
    expect(loadRemoteModals).toHaveBeenCalledWith('mfe_pets');
    expect(pets.loadLocale).toHaveBeenCalledWith('en');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('logs an error and shows an error toast for a modal its owner did not register', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost();
    act(() => openModal('mating-payment'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ type: 'error', message: common.errors.remoteModal });
    expect(String(consoleError.mock.calls[0][0])).toContain('Modal "mating-payment" is not registered by mfe_payments');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs an error and shows an error toast for a name nobody owns', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost();
    act(() => openModal('no-such-modal' as ModalName));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0].type).toBe('error');
    expect(String(consoleError.mock.calls[0][0])).toContain('"no-such-modal" has no owner');
    expect(loadRemoteModals).not.toHaveBeenCalled();
  });

  it('shows an error toast when the owner cannot be loaded', async () => {
    vi.mocked(loadRemoteModals).mockRejectedValueOnce(new Error('mfe_account is down'));
    await renderHost();
    act(() => openModal('auth', { tab: 'login' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: common.errors.remoteModal }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
