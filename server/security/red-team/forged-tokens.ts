import { createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { IdentityConfig } from '../../config.ts';

/**
 * Tokens an attacker can make: some from nothing (no signature, their own key, a real token
 * edited), some only with the provider's key, to prove each claim is checked (expired, no
 * expiry, another issuer or audience, an unknown subject).
 */
export interface Forgery {
  label: string;
  token: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
}

/** Forgeries made from a real token alone: what anyone who saw one can try. */
export function forgeWithoutKey(realToken: string, otherSub: string): Forgery[] {
  const claims = claimsOf(realToken);
  const header = headerOf(realToken);
  const [h, p, s] = realToken.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ownKeySigned = (() => {
    const head = b64({ ...header, alg: 'RS256' });
    const body = b64(claims);
    // RS256: RSASSA-PKCS1-v1_5 with SHA-256, under a key the provider never issued.
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url');
    return `${head}.${body}.${signature}`;
  })();
  const hsHead = b64({ ...header, alg: 'HS256' });
  const hsBody = b64(claims);
  return [
    { label: 'alg none', token: `${b64({ ...header, alg: 'none' })}.${p}.` },
    { label: 'alg NONE sem assinatura', token: `${b64({ alg: 'NONE', typ: 'JWT' })}.${p}.` },
    { label: 'outra chave RSA (mesmo kid)', token: ownKeySigned },
    {
      label: 'HS256 com segredo adivinhado',
      token: `${hsHead}.${hsBody}.${createHmac('sha256', 'secret').update(`${hsHead}.${hsBody}`).digest('base64url')}`,
    },
    {
      label: 'payload trocado (outro sub), assinatura original',
      token: `${h}.${b64({ ...claims, sub: otherSub })}.${s}`,
    },
    {
      label: 'exp adiado, assinatura original',
      token: `${h}.${b64({ ...claims, exp: Number(claims.exp) + 365 * 86_400 })}.${s}`,
    },
    { label: 'assinatura truncada', token: `${h}.${p}.${s.slice(0, -8)}` },
    { label: 'assinatura de outro token', token: `${h}.${p}.${randomBytes(256).toString('base64url')}` },
  ];
}

/** Forgeries signed with the provider's own key: each breaks one claim the API must check. */
export async function forgeWithKey(
  identity: IdentityConfig,
  signingKey: JWK,
  sub: string,
  unknownSub: string,
): Promise<{ control: string; forgeries: Forgery[] }> {
  const key = await importJWK(signingKey, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const make = (edit: (jwt: SignJWT) => SignJWT, claims: { sub?: string; iss?: string; aud?: string } = {}) =>
    edit(
      new SignJWT({ client_id: identity.clientId, scope: 'openid profile email' })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
        .setIssuer(claims.iss ?? identity.issuer)
        .setAudience(claims.aud ?? identity.audience)
        .setSubject(claims.sub ?? sub)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(now - 60),
    ).sign(key);
  // Made the same way with every claim right: the API must take it, or the refusals prove nothing.
  const control = await make((j) => j.setExpirationTime(now + 600));
  const forgeries = [
    { label: 'expirado', token: await make((j) => j.setExpirationTime(now - 30)) },
    { label: 'sem exp', token: await make((j) => j) },
    {
      label: 'emissor errado',
      token: await make((j) => j.setExpirationTime(now + 600), { iss: 'https://atacante.example/idp/' }),
    },
    {
      label: 'audiência errada',
      token: await make((j) => j.setExpirationTime(now + 600), { aud: 'https://outra-api.example' }),
    },
    {
      label: 'ainda não válido (nbf futuro)',
      token: await make((j) => j.setNotBefore(now + 3600).setExpirationTime(now + 7200)),
    },
    { label: 'sub desconhecido', token: await make((j) => j.setExpirationTime(now + 600), { sub: unknownSub }) },
  ];
  return { control, forgeries };
}
