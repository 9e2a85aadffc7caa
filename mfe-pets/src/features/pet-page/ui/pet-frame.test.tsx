import { screen, waitFor } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@bc/shared/testing';
import { short } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetFrame } from './pet-frame';

afterEach(() => vi.unstubAllGlobals());

/** The frame as the pet page's layout draws it (its id from the address), and where the address is. */
function Page() {
  const { id = '' } = useParams();
  return (
    <>
      <PetFrame id={Number(id)} />
      <span data-testid="where">{useLocation().pathname}</span>
    </>
  );
}

describe('the pet page frame', () => {
  it('moves from a merged dog’s old id to the record it was merged into (the API answered that record)', async () => {
    const api = mockApi({
      'GET /api/pets/short/5': { body: short(7, { registeredName: 'Survivor Fly' }) },
      'GET /api/pets/short/7': { body: short(7, { registeredName: 'Survivor Fly' }) },
    });
    await renderPage(
      <Page />,
      { url: '/en/pets/5/breed', path: '/pets/:id/breed', messages: messages('en') },
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/pets/7/breed'));
    await screen.findAllByText('Survivor Fly');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pets/short/5', '/api/pets/short/7']);
  });

  it('moves once while the route’s loader runs (each new navigation would cancel the last, and the page loops)', async () => {
    mockApi({
      'GET /api/pets/short/5': { body: short(7, { registeredName: 'Survivor Fly' }) },
      'GET /api/pets/short/7': { body: short(7, { registeredName: 'Survivor Fly' }) },
    });
    const loaded: string[] = [];
    // The site's route loader takes a while (it loads the remote and prefetches); the frame re-renders meanwhile.
    const loader = async ({ request }: { request: Request }) => {
      loaded.push(new URL(request.url).pathname);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return null;
    };
    await renderPage(<Page />, { url: '/en/pets/5', path: '/pets/:id', messages: messages('en'), loader });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/pets/7'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded).toEqual(['/en/pets/5', '/en/pets/7']);
  });

  it('stays on a pet that answers with its own id', async () => {
    const api = mockApi({ 'GET /api/pets/short/5': { body: short(5, { registeredName: 'Own Fly' }) } });
    await renderPage(
      <Page />,
      { url: '/en/pets/5', path: '/pets/:id', messages: messages('en') },
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await screen.findAllByText('Own Fly');
    expect(screen.getByTestId('where').textContent).toBe('/en/pets/5');
  });
});
