import { createAppConfig } from '@bc/shared/rsbuild';
import { SHELL_PORT } from '@bc/shared/federation';
import federation from './module-federation.config';

export default createAppConfig({ federation, port: SHELL_PORT, role: 'host', title: 'BC Pedigree', ssrEntry: './src/ssr/render-page.tsx' });
