import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, sessionChanged } from '@bc/shared';
import { apiError, currentUser, mockApi } from '@bc/shared/testing';
import MatingPage from '../pages/mating-page';
import { loadTestMating } from '../features/possible-mating/lib/load-test-mating';
import { matingDetail } from '../testing/matings';
import { renderMatingsPage } from '../testing/page';

vi.mock('../features/possible-mating/lib/load-test-mating', () => ({ loadTestMating: vi.fn() }));

const FakeTestMating = ({ sireId, damId }: { sireId: number; damId: number }) => <p data-testid="fake-test-mating">{`${sireId} × ${damId}`}</p>;
const HEALTH = { body: { items: [] } };

beforeEach(() => vi.mocked(loadTestMating).mockResolvedValue(FakeTestMating));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionChanged(null);
});

const open = (id: number) => renderMatingsPage(<MatingPage />, 'm/:id', `/en/m/${id}`);

describe('the mating page', () => {
  it('shows a visitor the pair, the timeline, the dates, the COI light, every DNA risk in red with its chance, and the rules', async () => {
    const api = mockApi({ 'GET /api/matings/42': { body: matingDetail() }, 'GET /api/dictionaries/health': HEALTH });
    await open(42);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Coast Black Flame × Highland Blue Rhythm' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/matings/42')!.query.get('locale')).toBe('en');
    expect(screen.getByTestId('mating-dam-link').getAttribute('href')).toBe('/en/pets/3881');
    expect(screen.getByTestId('mating-sire-titles').textContent).toBe('CH RU, JCH LV');
    expect(screen.getByTestId('mating-sire-health').textContent).toContain('carrier');

    const timeline = screen.getByTestId('mating-timeline');
    expect(within(timeline).getByText('Planned').closest('li')!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('stud-confirmed').textContent).toBe('Confirmed by the stud owner');
    expect(screen.getByTestId('mating-expected').textContent).toContain('April 5, 2026');
    expect(screen.getByTestId('mating-expected').textContent).toContain('between March 31, 2026 and April 10, 2026');

    expect(screen.getByTestId('coi-light').getAttribute('data-light')).toBe('amber');
    expect(screen.getByTestId('coi-value').textContent).toBe('8.34%');
    expect(screen.getByTestId('coi-light').textContent).toContain('Warning above 6.25%, high above 12.5%');
    expect(screen.getByTestId('coi-breed-average').textContent).toContain('5.2%');

    const risks = screen.getAllByTestId('dna-risk');
    const tns = risks.find((r) => r.getAttribute('data-test') === 'TNS')!;
    expect(tns.getAttribute('data-flagged')).toBe('true');
    expect(within(tns).getByTestId('dna-risk-flag').textContent).toBe('Puppies can be affected');
    expect(within(tns).getByTestId('dna-risk-chance').textContent).toBe('Affected puppies: 25%');
    expect(tns.textContent).toContain('Sire: carrier (by its offspring) · Dam: carrier');
    const cea = risks.find((r) => r.getAttribute('data-test') === 'CEA')!;
    expect(within(cea).getByTestId('dna-risk-chance').textContent).toBe('Affected puppies: up to 50%');
    const mdr1 = risks.find((r) => r.getAttribute('data-test') === 'MDR1')!;
    expect(mdr1.getAttribute('data-flagged')).toBe('false');
    expect(within(mdr1).getByTestId('dna-risk-chance').textContent).toBe('Affected puppies: none');

    const warnings = screen.getAllByTestId('rule-warning');
    expect(warnings.map((w) => w.getAttribute('data-code'))).toEqual(['coi', 'dna-risk', 'missing-test']);
    expect(warnings[0].textContent).toContain('The puppies’ COI, 8.34%, is above the warning threshold of 6.25%');
    expect(warnings[1].textContent).toContain('Trapped Neutrophil Syndrome (TNS): puppies can be affected (25%)');
    expect(warnings[2].textContent).toContain('Sire: no result of Collie Eye Anomaly (CEA)');

    expect(await screen.findByTestId('fake-test-mating')).toBeTruthy();
    expect(screen.getByTestId('fake-test-mating').textContent).toBe('3390 × 3881');
    expect(screen.queryByTestId('mating-edit')).toBeNull();
    expect(screen.queryByTestId('stud-answer')).toBeNull();
  });

  it('opens the inquiry form about the pair, asking first what the mating\'s status suggests', async () => {
    mockApi({ 'GET /api/matings/43': { body: matingDetail({ id: 43, status: 'planned' }) }, 'GET /api/dictionaries/health': HEALTH });
    const opened = vi.fn();
    const unwatch = modalRequested.watch(opened);
    await open(43);
    fireEvent.click(await screen.findByTestId('inquiry-open'));
    unwatch();
    expect(opened).toHaveBeenCalledWith({
      name: 'inquiry',
      props: { target: { matingId: 43 }, subject: 'Amber Coast Black Flame × Highland Blue Rhythm', topic: 'book-stud' },
    });
  });

  it('asks the stud owner for his answer, and shows it once given', async () => {
    sessionChanged(currentUser({ id: 12, nickname: 'boris' }));
    const awaiting = matingDetail({ id: 44, studAnswer: 'awaiting', publishStatus: 'draft', permissions: { edit: false, answerAsStud: true, addLitter: false } });
    const api = mockApi({
      'GET /api/matings/44': { body: awaiting },
      'POST /api/matings/44/stud-answer': { body: { ...awaiting, studAnswer: 'confirmed' } },
      'GET /api/dictionaries/health': HEALTH,
    });
    await open(44);
    expect((await screen.findByTestId('stud-awaiting')).textContent).toContain('Awaiting the stud owner');
    expect(screen.getByTestId('stud-answer').textContent).toContain('with your male Highland Blue Rhythm');
    fireEvent.click(screen.getByTestId('stud-confirm'));
    await waitFor(() => expect(screen.getByTestId('stud-answer-given').textContent).toContain('You confirmed this mating'));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ answer: 'confirm' });
    expect(screen.queryByTestId('stud-awaiting')).toBeNull();
    expect(screen.getByTestId('stud-decline')).toBeTruthy();
  });

  it('lets the recorder edit and publish a draft, and says why a publication was refused', async () => {
    sessionChanged(currentUser({ id: 11 }));
    const draft = matingDetail({ id: 45, publishStatus: 'draft', inquiries: 2, permissions: { edit: true, answerAsStud: false, addLitter: false } });
    let refuse = true;
    const api = mockApi({
      'GET /api/matings/45': { body: draft },
      'POST /api/matings/set-publish': () =>
        refuse ? apiError(409, 'The stud owner declined this mating: it cannot be published', { code: 'declined', field: 'status' }) : { body: { id: 45, publishStatus: 'published', hiddenReason: null } },
      'GET /api/dictionaries/health': HEALTH,
    });
    await open(45);
    expect((await screen.findByTestId('mating-edit')).getAttribute('href')).toBe('/en/m/edit/45');
    expect(screen.getByTestId('status-draft')).toBeTruthy();
    expect(screen.getByTestId('mating-inquiries').textContent).toBe('Inquiries received: 2');
    expect(screen.queryByTestId('inquiry-open')).toBeNull();
    fireEvent.click(screen.getByTestId('mating-publish'));
    expect((await screen.findByTestId('mating-action-error')).textContent).toBe('The stud owner declined this mating, so it cannot be published.');
    refuse = false;
    fireEvent.click(screen.getByTestId('mating-publish'));
    await waitFor(() => expect(screen.queryByTestId('status-draft')).toBeNull());
    expect(screen.getByTestId('mating-unpublish')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ id: 45, status: 'published' });
  });

  it('says a visitor may sign in when the mating is not found, and retries after a failure', async () => {
    let fail = true;
    mockApi({
      'GET /api/matings/46': apiError(404, 'Mating not found'),
      'GET /api/matings/47': () => (fail ? apiError(500, 'boom') : { body: matingDetail({ id: 47 }) }),
      'GET /api/dictionaries/health': HEALTH,
    });
    const { unmount } = await open(46);
    expect((await screen.findByTestId('mating-not-found')).textContent).toContain('sign in to see it');
    expect(screen.getByTestId('mating-sign-in')).toBeTruthy();
    unmount();
    await open(47);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('mating')).toBeTruthy();
  });

  it('shows the litter with each puppy’s availability', async () => {
    const litter = {
      id: 9, birthDate: '2026-04-04',
      counts: { malesBorn: 2, femalesBorn: 1, malesAlive: 2, femalesAlive: 1, available: 1 },
      puppies: [
        { id: 501, registeredName: 'Amber Coast Echo', callName: null, sex: 'male' as const, colorId: null, coat: null, microchip: null, availability: 'available' as const, mainPhoto: null, publishStatus: 'published' as const },
        { id: 502, registeredName: 'Amber Coast Ember', callName: null, sex: 'female' as const, colorId: null, coat: null, microchip: null, availability: 'reserved' as const, mainPhoto: null, publishStatus: 'published' as const },
      ],
      photos: [
        { id: 71, url: '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/1280.webp', position: 0, isMain: false, width: 1280, height: 960 },
        { id: 72, url: '/api/files/images/BBBBBBBBBBBBBBBBBBBBBB/1280.webp', position: 1, isMain: true, width: 1280, height: 960 },
      ],
    };
    mockApi({
      'GET /api/matings/48': { body: matingDetail({ id: 48, status: 'whelped', litter, dates: { ...matingDetail().dates, goHome: '2026-05-30' } }) },
      'GET /api/dictionaries/health': HEALTH,
    });
    await open(48);
    expect((await screen.findByTestId('mating-litter')).textContent).toContain('Born: 2 males and 1 females; alive: 3');
    expect(screen.getByTestId('mating-litter').textContent).toContain('Available puppies: 1');
    expect(screen.getAllByTestId('puppy').map((p) => p.getAttribute('data-availability'))).toEqual(['available', 'reserved']);
    expect(screen.getByTestId('mating-go-home').textContent).toContain('May 30, 2026');
    expect(screen.getByTestId('mating-born').textContent).toContain('April 4, 2026');
    expect(screen.queryByTestId('mating-expected')).toBeNull();
    // The litter's photos: the main one first, each opening its full size, shown at the medium size.
    const photos = within(screen.getByTestId('litter-gallery')).getAllByTestId('litter-gallery-photo');
    expect(photos.map((a) => a.getAttribute('href'))).toEqual([litter.photos[1].url, litter.photos[0].url]);
    expect(photos[0].querySelector('img')?.getAttribute('src')).toBe('/api/files/images/BBBBBBBBBBBBBBBBBBBBBB/480.webp');
    expect(photos[0].getAttribute('aria-label')).toBe('Open photo 1 of 2 in full size');
  });
});
