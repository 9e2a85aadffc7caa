import { appTestConfig } from '@bc/shared/testing/vitest';

export default appTestConfig();
