import { appTestConfig } from '@bc/shared/testing/vitest';

export default appTestConfig({ include: ['server/**/*.test.ts'] });
