import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIES, deleteCookie, localeChanged, writeCookie } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/de.json';
import { BanDetails } from './error-page';

afterEach(() => {
  deleteCookie(COOKIES.banned);
  localeChanged('ru');
});

const render = () => renderPage(<BanDetails />, { url: '/de', messages: { common } });

describe('the 403 page’s ban details', () => {
  it('shows the reason in the page’s language, the end and the address to write to', async () => {
    localeChanged('de');
    writeCookie(COOKIES.banned, JSON.stringify({ reason: 'spam', until: '2026-06-08T12:00:00.000Z', contact: 'moderators@example.org' }));
    await render();
    expect(screen.getByTestId('ban-reason').textContent).toBe('Grund: Spam oder Werbung');
    expect(screen.getByTestId('ban-until').textContent).toBe('Die Einschränkung endet am 8. Juni 2026 um 12:00 UTC');
    expect(screen.getByRole('link', { name: 'moderators@example.org' }).getAttribute('href')).toBe('mailto:moderators@example.org');
  });

  it('says when a ban has no end', async () => {
    localeChanged('de');
    writeCookie(COOKIES.banned, JSON.stringify({ reason: 'offensive', until: null, contact: 'moderators@example.org' }));
    await render();
    expect(screen.getByTestId('ban-until').textContent).toBe('Die Einschränkung ist unbefristet: Ein Moderator kann sie aufheben');
  });

  it('shows nothing more for a ban cookie without details', async () => {
    writeCookie(COOKIES.banned, '1');
    await render();
    expect(screen.queryByTestId('ban-details')).toBeNull();
  });
});
