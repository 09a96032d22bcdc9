import { PASSWORD_MIN_LENGTH } from '../../domain/entities/user.ts';
import { minChars } from '../../domain/validation/messages.ts';
import { accountOfPasswordToken, setPasswordWithToken } from '../auth/identity-admin/set-password.ts';
import { setPasswordPage } from '../auth/local-idp/pages.ts';
import type { Db } from '../db/connection.ts';
import type { PasswordCost } from '../auth/local-idp/passwords.ts';

export interface Page {
  status: number;
  html: string;
}

const invalid: Page = { status: 400, html: setPasswordPage({ state: 'invalid' }) };

/** GET /api/auth/set-password?token=…: the form while the link is good. */
export async function setPasswordForm(db: Db, action: string, token: string): Promise<Page> {
  const account = await accountOfPasswordToken(db, token);
  if (!account) return invalid;
  return { status: 200, html: setPasswordPage({ state: 'form', action, token, email: account.email }) };
}

/** POST /api/auth/set-password: checks the two passwords, then sets the hash once. */
export async function submitSetPassword(
  db: Db,
  where: { action: string; loginUrl: string },
  form: { token?: string; password?: string; password_confirmation?: string },
  cost?: PasswordCost,
): Promise<Page> {
  const token = form.token ?? '';
  const account = await accountOfPasswordToken(db, token);
  if (!account) return invalid;
  const password = form.password ?? '';
  const error =
    password.trim().length < PASSWORD_MIN_LENGTH
      ? minChars(PASSWORD_MIN_LENGTH)
      : password !== form.password_confirmation
        ? 'As senhas não conferem.'
        : undefined;
  if (error) {
    return {
      status: 400,
      html: setPasswordPage({ state: 'form', action: where.action, token, email: account.email, error }),
    };
  }
  if (!(await setPasswordWithToken(db, token, password, cost))) return invalid;
  return { status: 200, html: setPasswordPage({ state: 'done', loginUrl: where.loginUrl }) };
}
