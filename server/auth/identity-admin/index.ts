import type { Config } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { auth0IdentityAdmin } from './auth0.ts';
import { localIdentityAdmin } from './local.ts';
import type { IdentityAdmin } from './types.ts';

export type { IdentityAdmin, NewAccount, CreatedAccount, PasswordLink } from './types.ts';
export { SET_PASSWORD_ROUTE } from './local.ts';

const notConfigured = async (): Promise<never> => {
  throw new HttpError(
    503,
    'A administração de usuários no Auth0 não está configurada (AUTH0_MGMT_CLIENT_ID e AUTH0_MGMT_CLIENT_SECRET).',
  );
};

/**
 * The identity provider's account administration for this configuration: the bundled
 * provider by default, Auth0's Management API when the app signs in with Auth0. Auth0 without
 * management credentials still starts; creating and inviting users then answer 503.
 */
export function createIdentityAdmin(config: Config): IdentityAdmin {
  if (config.identity.kind === 'local') return localIdentityAdmin(config.publicUrl, config.passwordCost);
  if (!config.auth0Management) {
    return {
      kind: 'auth0',
      createAccount: notConfigured,
      updateAccount: notConfigured,
      passwordLink: notConfigured,
      awaitingPassword: notConfigured,
    };
  }
  return auth0IdentityAdmin({
    domain: config.identity.domain,
    clientId: config.auth0Management.clientId,
    clientSecret: config.auth0Management.clientSecret,
    appClientId: config.identity.clientId,
  });
}
