import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookies: `request.cookies` and `reply.setCookie` (the refresh token's `rt` cookie is the only one the API sets). */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
