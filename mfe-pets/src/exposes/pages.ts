import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  owner: 'mfe_pets',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    pets: () => import('../pages/pets-page'),
    'pets-add': () => import('../pages/pet-form-page'),
    'pets-edit-id': () => import('../pages/pet-form-page'),
    'pets-id-layout': () => import('../pages/pet-layout'),
    'pets-id': () => import('../pages/pet-overview-page'),
    'pets-id-breed': () => import('../pages/pet-breed-page'),
    'pets-id-siblings': () => import('../pages/pet-siblings-page'),
    'u-pets': () => import('../pages/my-pets-page'),
    'u-likes': () => import('../pages/likes-page'),
  },
  // The pet page's heading and overview data load with their code, so their first render shows the pet.
  preload: {
    'pets-id-layout': ({ id }) => import('../features/pet-page/model').then((model) => model.preloadPetFrame(Number(id))),
    'pets-id': ({ id }) => import('../features/pet-page/model').then((model) => model.preloadPet(Number(id))),
  },
});
