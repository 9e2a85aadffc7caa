import { renderStandalone } from '@bc/shared/standalone';
import remote from './exposes/pages';

void renderStandalone(remote, 'mfe-pedigree');
