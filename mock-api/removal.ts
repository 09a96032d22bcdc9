import { http, HttpResponse } from 'msw';
import { dataRemovalConfirmSchema, dataRemovalRequestSchema } from '../domain/validation/action-schemas.ts';
import { API, invalid } from './http.ts';

/**
 * The public LGPD flow (spec §7) and the public client configuration, as the server answers
 * them. Tokens: `expirado` and `usado` get the server's 410; any other one removes.
 */
export const MOCK_PUBLIC_SITE_URL = 'https://www.prefeitura.exemplo.gov.br/';

export const removalHandlers = [
  http.get(`${API}/client-config`, () =>
    HttpResponse.json({
      auth: { provider: 'local', domain: 'http://localhost/idp', clientId: 'reurb-gestao-spa', audience: 'http://localhost/api' },
      publicSiteUrl: MOCK_PUBLIC_SITE_URL,
    }),
  ),
  http.post(`${API}/data-removal`, async ({ request }) => {
    const parsed = dataRemovalRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    return HttpResponse.json({ message: 'Solicitação recebida. Se houver dados associados a este e-mail, enviaremos um link para confirmar a remoção.' });
  }),
  http.post(`${API}/data-removal-confirm`, async ({ request }) => {
    const parsed = dataRemovalConfirmSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    if (parsed.data.token === 'expirado') {
      return HttpResponse.json({ message: 'Este link de remoção expirou (ele vale por 24 horas). Solicite a remoção novamente.' }, { status: 410 });
    }
    if (parsed.data.token === 'usado') {
      return HttpResponse.json({ message: 'Este link de remoção já foi utilizado. Se precisar, solicite a remoção novamente.' }, { status: 410 });
    }
    return HttpResponse.json({ message: 'Conta removida com sucesso' });
  }),
];
