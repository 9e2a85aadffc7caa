import { createHostFederationConfig } from '@bc/shared/federation';

export default createHostFederationConfig({ name: 'shell' });
