import { createFederationConfig } from '@bc/shared/federation';
import pkg from './package.json' with { type: 'json' };

export default createFederationConfig({ name: 'shell', dependencies: pkg.dependencies });
