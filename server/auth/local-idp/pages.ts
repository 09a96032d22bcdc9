/** The bundled provider's few pages, in Portuguese, in the product's colours. No sign-up. */
import { PASSWORD_MIN_LENGTH } from '../../../domain/entities/user.ts';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:Roboto,"Segoe UI",Helvetica,Arial,sans-serif;background:#eef2f6;color:#1f2933}
  main{width:100%;max-width:380px;margin:24px;background:#fff;border-radius:12px;
    box-shadow:0 4px 24px rgba(15,40,80,.12);padding:36px 32px}
  .brand{display:flex;align-items:center;gap:12px;margin-bottom:24px}
  .logo{width:44px;height:44px;border-radius:10px;background:#1565c0;color:#fff;display:flex;
    align-items:center;justify-content:center;font-weight:700;font-size:18px}
  h1{font-size:20px;margin:0}
  .sub{font-size:13px;color:#52606d;margin:2px 0 0}
  label{display:block;font-size:14px;font-weight:500;margin:16px 0 6px}
  input[type=email],input[type=password]{width:100%;padding:11px 12px;border:1px solid #cbd2d9;
    border-radius:8px;font-size:15px}
  input:focus{outline:2px solid #1565c0;border-color:#1565c0}
  button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#1565c0;
    color:#fff;font-size:15px;font-weight:600;cursor:pointer}
  button:hover{background:#0d47a1}
  .error{margin-top:16px;padding:10px 12px;border-radius:8px;background:#fdecea;color:#b71c1c;font-size:14px}
  .hint{margin-top:20px;font-size:12px;color:#7b8794;text-align:center}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · REURB Gestão</title>
<style>${STYLE}</style>
</head>
<body><main>
<div class="brand"><div class="logo">RG</div><div><h1>REURB Gestão</h1>
<p class="sub">Regularização Fundiária Urbana</p></div></div>
${body}
</main></body>
</html>`;
}

export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return page(
    'Entrar',
    // novalidate: an empty field is answered by the server in Portuguese (MISSING_CREDENTIALS), not
    // by the browser's own bubble in the browser's language.
    `<form method="post" action="${escapeHtml(options.action)}" autocomplete="on" novalidate>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autofocus autocomplete="username"
    value="${escapeHtml(options.email ?? '')}">
  <label for="password">Senha</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  ${error}
  <button type="submit">Entrar</button>
</form>
<p class="hint">O acesso é criado pelo administrador ou por convite.</p>`,
  );
}

/** The sign-out page's only script; the provider's Content-Security-Policy allows its hash. */
export const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/**
 * Sign-out asked by the app itself (its ID token of this very session as id_token_hint): the
 * confirm form is submitted by the page itself.
 */
export function signOutPage(form: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    'Saindo',
    `<p>Saindo...</p>${withLogout}
<noscript><button type="submit" form="op.logoutForm">Sair</button></noscript>
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

/**
 * Sign-out asked without proof that the app asked for it (no id_token_hint of this session:
 * a link or a form on any site can open this address): the person confirms with a click, so
 * another site cannot end their session. No script runs on this page.
 */
export function confirmSignOutPage(form: string, returnTo: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    'Sair',
    `<p>Deseja sair do REURB Gestão?</p>${withLogout}
<button type="submit" form="op.logoutForm">Sair</button>
<p class="hint"><a href="${escapeHtml(returnTo)}">Continuar conectado e voltar ao sistema</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Erro',
    `<div class="error" role="alert">Não foi possível concluir o acesso.</div>
<p class="sub">${escapeHtml(message)}</p>
<p><a href="/">Voltar ao início</a></p>`,
  );
}

/**
 * The page of an invitation's "set your password" link (/api/auth/set-password): the form,
 * the confirmation once done, or the notice that the link is no longer valid.
 */
export function setPasswordPage(
  options:
    | { state: 'form'; action: string; token: string; email: string; error?: string }
    | { state: 'done'; loginUrl: string }
    | { state: 'invalid' },
): string {
  if (options.state === 'invalid') {
    return page(
      'Link inválido',
      `<div class="error" role="alert">Este link para definir a senha é inválido, já foi usado ou expirou.</div>
<p class="sub">Peça um novo convite ao administrador do projeto.</p>`,
    );
  }
  if (options.state === 'done') {
    return page(
      'Senha definida',
      `<p>Sua senha foi definida. Agora você já pode entrar no sistema.</p>
<p><a href="${escapeHtml(options.loginUrl)}">Entrar no REURB Gestão</a></p>`,
    );
  }
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return page(
    'Definir senha',
    `<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
  <p class="sub">Defina a senha de acesso de <strong>${escapeHtml(options.email)}</strong>.</p>
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  <label for="password">Nova senha</label>
  <input id="password" name="password" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autofocus autocomplete="new-password">
  <label for="password_confirmation">Confirme a nova senha</label>
  <input id="password_confirmation" name="password_confirmation" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password">
  ${error}
  <button type="submit">Definir senha</button>
</form>`,
  );
}
