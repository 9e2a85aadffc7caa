import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { HealthResultsSection } from './health-results-section';

describe('HealthResultsSection', () => {
  it('renders the results it is given', async () => {
    await renderPage(
      <HealthResultsSection
        results={[
          { id: 'h1', kind: 'hips', name: 'FCI', result: 'A', date: '2019-03-01' },
          { id: 'e1', kind: 'elbows', name: 'FCI', result: '0', date: null },
        ]}
      />,
      { url: '/en/pets/1/genetics', messages: messages('en') },
    );
    const section = screen.getByTestId('health-results');
    expect(section.textContent).toContain('Health results of this dog');
    expect(section.textContent).toContain('Hips (HD)');
    expect(section.textContent).toContain('Elbows (ED)');
    expect(section.textContent).toContain('Mar 1, 2019');
  });

  it('renders nothing without results', async () => {
    await renderPage(<HealthResultsSection results={[]} />, { url: '/en', messages: messages('en') });
    expect(screen.queryByText('Health results of this dog')).toBeNull();
    expect(screen.queryByTestId('health-results')).toBeNull();
  });
});
