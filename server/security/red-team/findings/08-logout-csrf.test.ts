import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_OUT_SCRIPT } from '../../../auth/local-idp/pages.ts';
import { testApp, TEST_ORIGIN } from '../../../test/app.ts';
import { signInFlow } from '../../sign-in-flow.ts';

/**
 * Finding 8 (issue #12): `GET /idp/v2/logout` without `id_token_hint` answered a page that
 * submitted its own sign-out form, so a link, an image or a form on any site signed the user
 * out. Now only a request carrying the ID token of this very session (what the SPA sends)
 * goes straight through; anything else shows a "Sair" button the person must click.
 *
 * The test plays the browser: it runs what the page would run by itself (the page's script
 * submits op.logoutForm) and nothing else.
 */
type Flow = ReturnType<typeof signInFlow>;

const logoutUrl = (clientId: string, extra: Record<string, string> = {}) =>
  `/idp/v2/logout?${new URLSearchParams({ client_id: clientId, returnTo: TEST_ORIGIN, ...extra })}`;

/** What a browser does with the page on its own: submit the form only if a script does. */
async function browse(flow: Flow, page: LightMyRequestResponse): Promise<void> {
  if (page.statusCode !== 200 || !page.body.includes(`<script>${SIGN_OUT_SCRIPT}</script>`)) return;
  await clickSair(flow, page);
}

/** Submitting the page's sign-out form, as the script or the person's click does. */
async function clickSair(flow: Flow, page: LightMyRequestResponse) {
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)![1];
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  return flow.request('POST', new URL(action).pathname, fields);
}

describe('finding 8: sign-out by a bare GET from another site', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  async function signedInBrowser(email = 'admin@reurb.local', password = ctx.config.seed.adminPassword) {
    const flow = signInFlow(ctx.app, ctx.config, '203.0.113.30');
    const tokens = await flow.tokens(email, password);
    expect(await flow.signedIn()).toBe(true);
    return { flow, tokens };
  }

  it('does not end the session when another site opens the sign-out address without id_token_hint', async () => {
    const { flow } = await signedInBrowser();
    const page = await flow.request('GET', logoutUrl(ctx.config.identity.clientId));
    expect(page.statusCode).toBe(200);
    await browse(flow, page);
    expect(await flow.signedIn()).toBe(true);
    // The page asks instead, with no script, and a way back.
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Deseja sair do REURB Gestão?');
    expect(page.body).toMatch(/<button type="submit" form="op.logoutForm">Sair<\/button>/);
    expect(page.body).toContain(`href="${TEST_ORIGIN}"`);
    // Not even without client_id or returnTo.
    await browse(flow, await flow.request('GET', '/idp/v2/logout'));
    expect(await flow.signedIn()).toBe(true);
  });

  it("does not let someone else's ID token sign this browser out unasked", async () => {
    const { flow } = await signedInBrowser();
    const other = signInFlow(ctx.app, ctx.config, '203.0.113.31');
    const { id_token } = await other.tokens('membro@reurb.local', ctx.config.seed.memberPassword);
    await browse(flow, await flow.request('GET', logoutUrl(ctx.config.identity.clientId, { id_token_hint: id_token })));
    expect(await flow.signedIn()).toBe(true);
  });

  it('signs out when the person clicks Sair on the confirmation page', async () => {
    const { flow } = await signedInBrowser();
    const page = await flow.request('GET', logoutUrl(ctx.config.identity.clientId));
    const confirmed = await clickSair(flow, page);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${TEST_ORIGIN}/`);
    expect(await flow.signedIn()).toBe(false);
  });

  it("keeps the app's own sign-out immediate: with this session's ID token the page submits itself", async () => {
    const { flow, tokens } = await signedInBrowser();
    const page = await flow.request('GET', logoutUrl(ctx.config.identity.clientId, { id_token_hint: tokens.id_token }));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script>${SIGN_OUT_SCRIPT}</script>`);
    await browse(flow, page);
    expect(await flow.signedIn()).toBe(false);
  });
});
