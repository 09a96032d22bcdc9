import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are believed (`TRUST_PROXY`). The client's address is
 * read from X-Forwarded-For from the right: each trusted hop's entry is skipped, and the first
 * address not trusted is the client. Everything left of it was written by the client and is
 * never read. One rule serves Fastify's `request.ip`, the rate limits, the sign-in lockout
 * and (through the headers the provider is handed) the bundled provider's Koa app.
 *
 * - unset, `false`, `0`: no proxy; the socket's address is the client, X-Forwarded-* ignored.
 * - a whole number N: the N nearest hops are proxies (`1`: one load balancer or nginx).
 * - a comma-separated list of addresses and CIDR ranges (and proxy-addr's names `loopback`,
 *   `linklocal`, `uniquelocal`): those addresses are proxies, wherever they appear.
 * - `true` is refused: it would believe every X-Forwarded-For entry, so the client would pick
 *   its own address (the left-most) and escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true confiaria em qualquer X-Forwarded-For (o cliente escolheria o próprio endereço e escaparia dos limites de tentativas). ' +
  'Informe quantos proxies há à frente do servidor (ex.: TRUST_PROXY=1) ou os endereços/faixas deles (ex.: TRUST_PROXY=10.0.0.5,172.16.0.0/12).';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** An address, an address/prefix or a named range; undefined when valid, else why not. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return `"${entry}" não é um endereço IP nem uma faixa CIDR`;
  if (prefix === undefined) return undefined;
  if (!/^\d{1,3}$/.test(prefix)) return `"${entry}": o prefixo deve ser um número`;
  try {
    new BlockList().addSubnet(address, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    return `"${entry}": prefixo fora do intervalo (até ${family === 4 ? 32 : 128})`;
  }
  return undefined;
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['false', 'no', '0', ''].includes(value)) return false;
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_HOPS) {
        ctx.addIssue({ code: 'custom', message: `no máximo ${MAX_HOPS} proxies (recebido ${hops})` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const problems = entries.map(entryProblem).filter(Boolean);
    if (problems.length) {
      ctx.addIssue({
        code: 'custom',
        message: `${problems.join('; ')}. Use o número de proxies (ex.: 1) ou endereços/faixas separados por vírgula (ex.: 10.0.0.5,172.16.0.0/12)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting as Fastify's `trustProxy` option. Fastify trusts nothing when given a bare
 * number (it cannot tell the proxy from a client that reached the server directly), so a hop
 * count is handed over as proxy-addr's own rule: the N nearest addresses are proxies. A hop
 * count therefore assumes the server is reachable only through its proxy (HOST bound to the
 * proxy's network); otherwise list the proxy's addresses.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
