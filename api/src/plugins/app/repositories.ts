import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories';
import { type AuthCache, createAuthCache } from '../../services/auth-cache';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** Signed-in callers by access token, dropped on every write to users or sessions. */
    authCache: AuthCache;
  }
}

export interface RepositoriesPluginOptions {
  /** How long a signed-in caller is remembered (default 5 s; 0 = always read the database). */
  authCacheTtlMs?: number;
}

export default fp<RepositoriesPluginOptions>(
  async (app, options) => {
    const authCache = createAuthCache({ ttlMs: options.authCacheTtlMs });
    app.decorate('authCache', authCache);
    app.decorate('repos', createRepositories(app.db, () => authCache.invalidate()));
  },
  { name: 'repositories', dependencies: ['db'] },
);
