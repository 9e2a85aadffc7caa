import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import type { PetDetail } from '@bc/shared/contracts';
import { detail } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetHealth } from './pet-health';

const withHealth = (health: PetDetail['health']): PetDetail => ({ ...detail(5), health });
const result = (kind: string, set: string, value: string) => ({ set, kind, system: null, value, date: null, lab: null, documentId: null });

describe('pet health', () => {
  it('explains EAOD, BAER, OCD-SP, LTV and VA under the table, in the page\'s language, only for those the pet has', async () => {
    await renderPage(<PetHealth pet={withHealth([result('ltv', 'ltv', '1'), result('baer', 'baer', '+/+'), result('hips', 'hips:fci', 'A')])} />, {
      url: '/de/pets/5', messages: messages('de'),
    });
    const legend = await screen.findByTestId('pet-health-legend');
    const kinds = [...legend.querySelectorAll('[data-kind]')].map((node) => node.getAttribute('data-kind'));
    expect(kinds).toEqual(['baer', 'ltv']);
    expect(legend.textContent).toContain('Was die Ergebnisse bedeuten');
    expect(legend.querySelector('[data-kind="ltv"]')?.textContent).toContain('Übergangswirbel');
  });

  it('has no legend when every result is self-explanatory', async () => {
    await renderPage(<PetHealth pet={withHealth([result('hips', 'hips:fci', 'A')])} />, { url: '/en/pets/5', messages: messages('en') });
    expect(await screen.findByTestId('pet-health')).toBeTruthy();
    expect(screen.queryByTestId('pet-health-legend')).toBeNull();
  });

  it('has every explanation in all seven languages', () => {
    for (const locale of ['ru', 'en', 'de', 'pl', 'cn', 'cz', 'lv'] as const) {
      const health = (messages(locale) as { pets: { health: { explain: Record<string, string> } } }).pets.health;
      expect(Object.keys(health.explain).sort(), locale).toEqual(['baer', 'eaod', 'ltv', 'ocd_sp', 'va']);
      for (const text of Object.values(health.explain)) expect(text.length, locale).toBeGreaterThan(40);
    }
  });
});
