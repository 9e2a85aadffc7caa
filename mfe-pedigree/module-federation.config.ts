import { createFederationConfig } from '@bc/shared/federation';
import pkg from './package.json' with { type: 'json' };

export default createFederationConfig({
  name: 'mfe_pedigree',
  dependencies: pkg.dependencies,
  exposes: {
    './pages': './src/exposes/pages.ts',
    './modals': './src/exposes/modals.ts',
    './test-mating': './src/exposes/test-mating.tsx',
  },
});
