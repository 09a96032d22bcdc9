import { http, HttpResponse } from 'msw';
import type { Role } from '../domain/roles.ts';

/** Deterministic demo accounts for front-end tests, shaped like `GET /api/account/me`. */
export const mockAccounts = {
  admin: {
    sub: 'local|admin',
    email: 'admin@reurb.local',
    name: 'Ana Souza',
    role: 'admin' as Role,
    projects_roles: [],
    projects: [{ id: 1, name: 'Núcleo Esperança' }],
  },
  member: {
    sub: 'local|membro',
    email: 'membro@reurb.local',
    name: 'Marcos Lima',
    role: 'member' as Role,
    projects_roles: [{ project_id: 1, role: 'member' as Role }],
    projects: [{ id: 1, name: 'Núcleo Esperança' }],
  },
  /** Global member, admin of project 1 (a project admin, docs/roles.md#roles). */
  projectAdmin: {
    sub: 'local|gestora',
    email: 'gestora@reurb.local',
    name: 'Paula Reis',
    role: 'member' as Role,
    projects_roles: [{ project_id: 1, role: 'admin' as Role }],
    projects: [{ id: 1, name: 'Núcleo Esperança' }],
  },
};

export type MockAccountName = keyof typeof mockAccounts;

/** The account a request's Bearer token names, if any. */
export const accountOf = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  return token && token in mockAccounts ? mockAccounts[token as MockAccountName] : undefined;
};

/** The API answers the request as the account whose token it carries (`Bearer admin`, `Bearer member`). */
export const accountHandlers = [
  http.get('*/api/account/me', ({ request }) => {
    const account = accountOf(request);
    if (!account) return HttpResponse.json({ message: 'Não autenticado' }, { status: 401 });
    return HttpResponse.json(account);
  }),
];
