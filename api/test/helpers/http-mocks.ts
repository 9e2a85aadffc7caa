import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/**
 * A test file's outgoing HTTP answered by nock only (a provider's API), never the network: after each test every
 * mock set up must have been used (a request the code did not make is a failure), and none is left for the next.
 */
export function withHttpMocks() {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => nock.enableNetConnect());
}
