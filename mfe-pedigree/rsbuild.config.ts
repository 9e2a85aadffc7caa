import { createAppConfig } from '@bc/shared/rsbuild';
import { REMOTES } from '@bc/shared/federation';
import federation from './module-federation.config';

export default createAppConfig({ federation, port: REMOTES.mfe_pedigree.port, role: 'remote', title: 'mfe-pedigree' });
