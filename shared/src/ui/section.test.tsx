import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, with its description and content', async () => {
    await renderPage(
      <Section title="Health" description="Recorded results" order={3} testId="health">
        <p>results</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Health' });
    expect(region.dataset.testid).toBe('health');
    expect(screen.getByRole('heading', { level: 3, name: 'Health' })).toBeTruthy();
    expect(region.textContent).toBe('HealthRecorded resultsresults');
  });

  it('draws a card, red when it is dangerous', async () => {
    await renderPage(
      <Section title="Delete the account" card danger testId="danger">
        <p>text</p>
      </Section>,
    );
    const region = screen.getByTestId('danger');
    expect(region.style.borderColor).toBe('var(--mantine-color-red-outline)');
    expect(screen.getByRole('heading', { level: 2, name: 'Delete the account' })).toBeTruthy();
  });
});
