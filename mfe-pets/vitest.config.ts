import { appTestConfig } from '@bc/shared/testing/vitest';

export default appTestConfig({ setupFiles: ['./src/testing/setup.ts'] });
