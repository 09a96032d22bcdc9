import type { FastifyInstance } from 'fastify';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * When PUBLIC_URL names a loopback host (http://localhost:3000, the default), the other loopback
 * names of the same port (127.0.0.1, [::1]; or localhost when PUBLIC_URL says 127.0.0.1). Opened
 * there, the app would sign in against a callback the provider does not know ("redirect_uri did
 * not match") and keep its session under another origin.
 */
export function loopbackAliases(publicUrl: string): { origin: string; hosts: Set<string> } | undefined {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return undefined;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const hosts = new Set(LOOPBACK.filter((h) => h !== url.hostname).map((h) => `${h}:${port}`));
  if (!url.port) for (const h of LOOPBACK) if (h !== url.hostname) hosts.add(h);
  return { origin: url.origin, hosts };
}

/**
 * Where a request should go instead, if anywhere: a page (GET/HEAD outside /api) asked under a
 * loopback alias of PUBLIC_URL goes to PUBLIC_URL with the same path and query. API calls are
 * answered under any name (scripts, curl, health checks), and so are other ports and hosts.
 */
export function loopbackRedirect(
  aliases: ReturnType<typeof loopbackAliases>,
  request: { method: string; url: string; host: string | undefined },
): string | undefined {
  if (!aliases || !request.host || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return undefined;
  if (!aliases.hosts.has(request.host.toLowerCase())) return undefined;
  return aliases.origin + (request.url.startsWith('/') ? request.url : `/${request.url}`);
}

export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string) {
  const aliases = loopbackAliases(publicUrl);
  if (!aliases) return;
  app.addHook('onRequest', async (request, reply) => {
    const target = loopbackRedirect(aliases, { method: request.method, url: request.url, host: request.headers.host });
    if (target) return reply.redirect(target, 302);
  });
}
