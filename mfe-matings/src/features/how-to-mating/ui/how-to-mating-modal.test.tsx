import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, type ModalRequest } from '@bc/shared';
import { renderPage } from '@bc/shared/testing';
import common from '@bc/shared/locales/en.json';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import modals from '../../../exposes/modals';
import { HowToMatingButton } from './how-to-mating-button';
import { HowToMatingModal } from './how-to-mating-modal';

const render = (url = '/en', close = vi.fn()) =>
  renderPage(<HowToMatingModal close={close} props={{}} />, { url, path: '/*', messages: { matings: url.startsWith('/de') ? de : en, common } }).then(() => close);

let unwatch = () => undefined as void;
afterEach(() => unwatch());

describe('how to plan a mating', () => {
  it('is registered as the how-to-mating modal of this remote, with a translated title', () => {
    const definition = modals.modals['how-to-mating'];
    expect(definition?.component).toBe(HowToMatingModal);
    expect(definition?.titleKey).toBe('matings:howTo.title');
    expect(en.howTo.title).toBe('How to plan a mating');
  });

  it('walks through the plan: dogs, test mating, COI at 10 generations and full depth, common ancestors, DNA risk, health tests, recording', async () => {
    await render();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Choose the dogs',
      'Make a test mating',
      'Check the inbreeding coefficient (COI)',
      'Look at the common ancestors',
      'Read the DNA risk for the puppies',
      'Check the health tests of both parents',
      'Record the mating',
    ]);
    expect(screen.getByTestId('how-to-coi').textContent).toContain('over 10 generations and over the whole known pedigree');
    expect(screen.getByTestId('how-to-ancestors').textContent).toContain('share of the COI');
    expect(screen.getByTestId('how-to-dna').textContent).toMatch(/N\/N.*N\/M.*M\/M/);
    for (const test of ['CEA', 'CL (NCL)', 'TNS', 'IGS', 'MDR1', 'HD', 'ED', 'BAER']) {
      expect(screen.getByTestId('how-to-health').textContent).toContain(test);
    }
  });

  it('links to the dog search, the test mating and the mating form, built from route names in the page’s language', async () => {
    await render('/de');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hunde suchen', '/de/pets'],
      ['Probeverpaarung öffnen', '/de/possible-mating'],
      ['Verpaarung hinzufügen', '/de/m/add'],
    ]);
  });

  it('closes when one of its links is followed', async () => {
    const close = await render();
    fireEvent.click(screen.getByRole('link', { name: 'Open the test mating' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opens from the help button through the bus (the shell’s modal host renders it)', async () => {
    const requests: ModalRequest[] = [];
    unwatch = modalRequested.watch((request) => requests.push(request)).unsubscribe;
    await renderPage(<HowToMatingButton />, { url: '/en', messages: { matings: en, common } });
    fireEvent.click(screen.getByRole('button', { name: 'How to plan a mating' }));
    expect(requests).toEqual([{ name: 'how-to-mating', props: undefined }]);
    expect(within(screen.getByTestId('how-to-mating-open')).queryByText('How to plan a mating')).toBeTruthy();
  });
});
