import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { cspDirectives, isIdentityProviderPath, serializeCsp } from './csp.ts';

/** Browser features the back-office never uses: nobody on our pages may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer (API, SPA, the identity provider's pages, errors, 404s):
 * helmet's set (nosniff, Referrer-Policy, cross-origin isolation of our resources…) plus the
 * Content-Security-Policy of csp.ts, Permissions-Policy, frame protection and, behind https,
 * HSTS. Set on the raw response in onRequest, so answers that bypass Fastify's reply (the
 * provider's Koa app under /idp, hijacked replies) carry them too; oidc-provider then adds
 * the hashes of its own inline scripts (form_post, web_message) to this very header.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    // Signed download links carry their signature in the query: never sent to other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const csp = { app: serializeCsp(cspDirectives(config, 'app')), idp: serializeCsp(cspDirectives(config, 'idp')) };
  const httpsSite = config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    const idp = isIdentityProviderPath(request.url);
    const raw = reply.raw;
    raw.setHeader('Content-Security-Policy', idp ? csp.idp : csp.app);
    raw.setHeader('X-Frame-Options', idp ? 'SAMEORIGIN' : 'DENY');
    raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (httpsSite || request.protocol === 'https') raw.setHeader('Strict-Transport-Security', HSTS);
  });
}
