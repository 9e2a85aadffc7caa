import fp from 'fastify-plugin';
import accounts from './accounts';
import dictionaries from './dictionaries';

/**
 * Every domain: its service (`app.<domain>`) and its routes, each declared from its contract in
 * @bc/shared/contracts. A domain may use the services of the domains registered before it.
 */
export default fp(
  async (app) => {
    await app.register(dictionaries);
    await app.register(accounts);
  },
  { name: 'domains' },
);
