import { renderStandalone } from '@bc/shared/standalone';
import remote from './exposes/pages';
import { listenForModals } from './standalone-modals';

listenForModals();
void renderStandalone(remote, 'mfe-account');
