import { MESSAGES } from '../../../domain/validation/messages.ts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../errors.ts';

export interface NewAccount {
  email: string;
  name: string | null;
  /** null: no password yet; the person sets one through a password link. */
  password: string | null;
}

export interface CreatedAccount {
  /** The provider's subject, stored in users.sub. */
  sub: string;
  /**
   * Undoes the creation when the caller's transaction fails, so nothing is left behind. A
   * no-op for the local provider (its row is in that transaction) and for an account the
   * provider already had (adopted, not created).
   */
  undo(): Promise<void>;
}

export interface PasswordLink {
  url: string;
  expiresAt: Date;
}

/**
 * Account administration in the identity provider, one interface for the bundled provider
 * (local.ts) and for Auth0's Management API (auth0.ts).
 *
 * `tx` is the caller's transaction: the local provider writes its rows there (one commit with
 * the app's `users` row); a remote provider cannot join it and relies on `undo` instead.
 */
export interface IdentityAdmin {
  readonly kind: 'local' | 'auth0';
  /**
   * Creates the account. An e-mail the provider already knows but the app does not (left by
   * an earlier attempt, or made in the provider's dashboard) is adopted: its subject is
   * returned, and the password, if given, is set.
   */
  createAccount(tx: Db, account: NewAccount): Promise<CreatedAccount>;
  /** Changes e-mail, name and/or password; absent keys are left alone. */
  updateAccount(
    tx: Db,
    sub: string,
    changes: { email?: string; name?: string | null; password?: string },
  ): Promise<void>;
  /** A link where the person chooses a password (single use, expiring). */
  passwordLink(tx: Db, sub: string): Promise<PasswordLink>;
  /** True while the person has never chosen a password (an invitation not yet followed). */
  awaitingPassword(tx: Db, sub: string): Promise<boolean>;
}

/** How long an invitation's password link stays valid. */
export const PASSWORD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The provider could not be reached or refused for a reason the user cannot fix. */
export const identityUnavailable = () =>
  new HttpError(502, 'Não foi possível concluir a operação no provedor de identidade. Tente novamente.');

/** The provider's password policy refused the password. */
export const weakPassword = () =>
  new HttpError(400, MESSAGES.invalidRequest, {
    password: 'A senha não atende à política de senhas do provedor de identidade.',
  });
