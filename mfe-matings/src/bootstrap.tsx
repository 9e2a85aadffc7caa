import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES } from '@bc/shared/federation';
import { renderStandalone } from '@bc/shared/standalone';
import remote from './exposes/pages';
import { TEST_MATING_REMOTE } from './features/possible-mating/lib/load-test-mating';

// On its own (no shell registering the remotes), the possible-mating page loads the test-mating view from
// mfe-pedigree's dev server; when that is not running, the page shows its retry message.
registerRemotes([{ name: TEST_MATING_REMOTE, entry: `http://localhost:${REMOTES.mfe_pedigree.port}/mf-manifest.json` }]);

void renderStandalone(remote, 'mfe-matings');
