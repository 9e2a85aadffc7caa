import { MantineProvider } from '@bc/shared/mantine';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme, type ToastPosition, type ToastType } from '@bc/shared';
import common from '@bc/shared/locales/en.json';
import NotificationsLayer from './notifications-layer';
import { showToastNow, TOAST_COLORS, TOAST_LIMIT, TOAST_TIMEOUT_MS, toastData } from './toast-host';

const POSITIONS: ToastPosition[] = ['top-left', 'top-right', 'top-center', 'bottom-left', 'bottom-right', 'bottom-center'];

function renderLayer() {
  return render(
    <MantineProvider theme={theme}>
      <NotificationsLayer />
    </MantineProvider>,
  );
}

/** The messages shown in one position, top to bottom. */
function shownIn(position: ToastPosition): string[] {
  const container = document.querySelector(`[data-position="${position}"]`);
  return [...(container?.querySelectorAll('[data-toast-type]') ?? [])].map((toast) => toast.querySelector('.mantine-Notification-description')?.textContent ?? '');
}

async function show(...requests: Parameters<typeof showToastNow>[0][]) {
  await act(async () => {
    for (const request of requests) await showToastNow(request);
  });
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
  i18next.addResourceBundle('en', 'common', common, true, true);
});

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('colours each type: success green, error red, warning yellow, info blue, default the theme colour', () => {
    const colours = Object.fromEntries(
      (['success', 'error', 'warning', 'info', 'default'] as ToastType[]).map((type) => [type, toastData({ type, message: type }).color]),
    );
    expect(colours).toEqual({ success: 'green', error: 'red', warning: 'yellow', info: 'blue', default: undefined });
    expect(toastData({ message: 'no type' })['data-toast-type']).toBe('default');
    expect(TOAST_COLORS.default).toBeUndefined();
  });

  it('closes after 5000 ms unless told otherwise', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    expect(toastData({ message: 'x' }).autoClose).toBe(5000);
    expect(toastData({ message: 'x', autoClose: false }).autoClose).toBe(false);

    vi.useFakeTimers();
    renderLayer();
    await show({ type: 'success', message: 'Saved' });
    expect(screen.getByText('Saved')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(200));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1000)); // the leave transition
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('marks the type on the toast with its colour and icon, and labels the close button', async () => {
    renderLayer();
    await show({ type: 'error', message: 'Failed' }, { type: 'warning', message: 'Careful' }, { message: 'Plain' });
    const toast = (message: string) => screen.getByText(message).closest('[data-toast-type]') as HTMLElement;
    expect(toast('Failed').getAttribute('data-toast-type')).toBe('error');
    expect(toast('Failed').style.getPropertyValue('--notification-color')).toContain('red');
    expect(toast('Failed').querySelector('.mantine-Notification-icon svg')).toBeTruthy();
    expect(toast('Careful').getAttribute('data-toast-type')).toBe('warning');
    expect(toast('Careful').style.getPropertyValue('--notification-color')).toContain('yellow');
    // the default toast keeps Mantine's colour bar (no icon)
    expect(toast('Plain').querySelector('.mantine-Notification-icon')).toBeNull();
    expect(toast('Plain').querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });

  it('shows the newest on top in every position', async () => {
    renderLayer();
    for (const position of POSITIONS) {
      await show({ message: `${position} 1`, position }, { message: `${position} 2`, position }, { message: `${position} 3`, position });
    }
    for (const position of POSITIONS) {
      expect(shownIn(position), position).toEqual([`${position} 3`, `${position} 2`, `${position} 1`]);
    }
  });

  it('puts a toast in the position it asks for, top right by default', async () => {
    renderLayer();
    await show({ message: 'Default place' }, ...POSITIONS.map((position) => ({ message: `In ${position}`, position })));
    for (const position of POSITIONS) expect(shownIn(position)).toContain(`In ${position}`);
    expect(shownIn('top-right')).toEqual(['In top-right', 'Default place']);
  });

  it('shows at most 20 per position (the newest), queues the rest, and counts each position apart', async () => {
    // requested before the lazily loaded container mounts (it sets the limit only then): the limit is already ours
    await show(...Array.from({ length: 25 }, (_, index) => ({ message: `top ${index + 1}` })));
    renderLayer();
    await show(...Array.from({ length: 3 }, (_, index) => ({ message: `bottom ${index + 1}`, position: 'bottom-left' as const })));
    expect(TOAST_LIMIT).toBe(20);
    await waitFor(() => expect(shownIn('top-right')).toHaveLength(20));
    const top = shownIn('top-right');
    expect(top[0]).toBe('top 25');
    expect(top[19]).toBe('top 6');
    expect(shownIn('bottom-left')).toEqual(['bottom 3', 'bottom 2', 'bottom 1']);
    expect(notificationsStore.getState().queue.map((item) => item.message)).toEqual(['top 5', 'top 4', 'top 3', 'top 2', 'top 1']);
  });
});
