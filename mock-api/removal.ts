import { http, HttpResponse } from 'msw';
import { dataRemovalConfirmSchema, dataRemovalRequestSchema } from '../domain/validation/action-schemas.ts';
import { API, invalid } from './http.ts';

/**
 * The public LGPD flow (docs/api.md#api) and the public client configuration, as the server answers
 * them. Tokens: `expirado` and `usado` get the server's 410 and `invalido` its 400; `em-analise`
 * removes with records left under review; any other one removes.
 */
export const MOCK_PUBLIC_SITE_URL = 'https://www.prefeitura.exemplo.gov.br/';

/** The server's answers for links that cannot be used (server/http/data-removal.ts). */
const DEAD_LINKS: Record<string, { status: number; message: string }> = {
  expirado: {
    status: 410,
    message: 'Este link de remoção expirou (ele vale por 24 horas). Solicite a remoção novamente.',
  },
  usado: { status: 410, message: 'Este link de remoção já foi utilizado. Se precisar, solicite a remoção novamente.' },
  invalido: { status: 400, message: 'Link de remoção inválido. Solicite a remoção novamente.' },
};

export const removalHandlers = [
  http.get(`${API}/client-config`, () =>
    HttpResponse.json({
      auth: {
        provider: 'local',
        domain: 'http://localhost/idp',
        clientId: 'reurb-gestao-spa',
        audience: 'http://localhost/api',
      },
      publicSiteUrl: MOCK_PUBLIC_SITE_URL,
      mapTiles: null,
    }),
  ),
  http.post(`${API}/data-removal`, async ({ request }) => {
    const parsed = dataRemovalRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    return HttpResponse.json({
      message:
        'Solicitação recebida. Se houver dados associados a este e-mail, enviaremos um link para confirmar a remoção.',
    });
  }),
  http.post(`${API}/data-removal-status`, async ({ request }) => {
    const parsed = dataRemovalConfirmSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    const dead = DEAD_LINKS[parsed.data.token];
    if (dead) return HttpResponse.json({ message: dead.message }, { status: dead.status });
    return HttpResponse.json({ status: 'valid', expires_at: '2026-11-26T12:00:00.000Z' });
  }),
  http.post(`${API}/data-removal-confirm`, async ({ request }) => {
    const parsed = dataRemovalConfirmSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid(parsed.error);
    if (parsed.data.token === 'expirado') {
      return HttpResponse.json(
        { message: 'Este link de remoção expirou (ele vale por 24 horas). Solicite a remoção novamente.' },
        { status: 410 },
      );
    }
    if (parsed.data.token === 'usado') {
      return HttpResponse.json(
        { message: 'Este link de remoção já foi utilizado. Se precisar, solicite a remoção novamente.' },
        { status: 410 },
      );
    }
    if (parsed.data.token === 'em-analise') {
      return HttpResponse.json({
        message: 'Conta removida com sucesso',
        details: [
          'Em 25/11/2026, 09:00 (horário de Brasília), a sua conta no aplicativo de cadastro foi excluída e os dados que você informou por ela foram apagados (1 registro).',
          'Os cadastros feitos pela equipe da prefeitura em que aparecem o seu e-mail ou o seu CPF não são apagados automaticamente. Eles estão em análise pela prefeitura responsável pelo projeto de regularização, que decidirá apagá-los, anonimizá-los ou mantê-los quando a lei obrigar (Lei 13.709/2018, LGPD, art. 16, I), e dará a resposta completa em até 15 dias, até 10/12/2026 (LGPD, art. 19, II).',
        ],
        under_review: true,
        review_due_at: '2026-12-10T12:00:00.000Z',
      });
    }
    return HttpResponse.json({
      message: 'Conta removida com sucesso',
      details: ['Em 25/11/2026, 09:00 (horário de Brasília), a sua conta no aplicativo de cadastro foi excluída.'],
      under_review: false,
      review_due_at: null,
    });
  }),
];
