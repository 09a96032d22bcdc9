import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import { SIGN_OUT_SCRIPT } from '../auth/local-idp/pages.ts';

/** Google Maps JavaScript API (address search), when the SPA is built with a key. */
const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_FONTS = { style: 'https://fonts.googleapis.com', font: 'https://fonts.gstatic.com' };

/** Paths of the bundled identity provider's own pages (sign-in, sign-out, silent renewal). */
export const isIdentityProviderPath = (url: string): boolean => /^\/(idp|auth)(\/|$|\?)/.test(url);

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export type Directives = Record<string, string[]>;

/** The origin of a tile URL template; a `{s}` subdomain becomes a wildcard (https://*.tile.example.org). */
export const tileOrigin = (template: string): string => {
  const host = /^https:\/\/([^/]+)/.exec(template)?.[1] ?? '';
  return `https://${host.replace(/\{[a-z]+\}/g, '*')}`;
};

/**
 * The Content-Security-Policy, one per kind of page. Only our origin, plus the configured
 * identity provider (Auth0's domain; the bundled one is same-origin under /idp) and the maps
 * hosts when maps are built in. Styles allow 'unsafe-inline': MUI's emotion writes <style>
 * elements at run time (and the provider's pages carry theirs inline); scripts never do,
 * and there is no 'unsafe-eval'. The provider's pages may be framed by our origin only
 * (silent renewal), every other page by nobody.
 */
export function cspDirectives(
  config: Pick<Config, 'identity' | 'maps' | 'publicUrl'> & Partial<Pick<Config, 'mapTiles'>>,
  kind: 'app' | 'idp',
): Directives {
  const idp = config.identity.kind === 'auth0' ? [new URL(config.identity.domain).origin] : [];
  const maps = config.maps ? MAPS : [];
  const tiles = config.mapTiles ? [tileOrigin(config.mapTiles.url)] : [];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps, ...(kind === 'idp' ? [scriptHash(SIGN_OUT_SCRIPT)] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(config.maps ? [MAPS_FONTS.style] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...maps, ...tiles],
    'font-src': ["'self'", 'data:', ...(config.maps ? [MAPS_FONTS.font] : [])],
    'connect-src': ["'self'", ...idp, ...maps],
    'frame-src': ["'self'", ...idp],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...idp],
    'frame-ancestors': [kind === 'idp' ? "'self'" : "'none'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const serializeCsp = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
