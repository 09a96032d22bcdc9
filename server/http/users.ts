import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdentityAdmin, SET_PASSWORD_ROUTE } from '../auth/identity-admin/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { findUser, listUsers, userRecordOf } from '../users/queries.ts';
import { userCreateBody, userInviteBody, usersListQuery, userUpdateBody } from '../users/schemas.ts';
import { inviteAnswer, userRecord, userSummary } from '../../domain/api/users.ts';
import { createUser, inviteUser, updateUser, type UserChanges } from '../users/service.ts';
import { setPasswordForm, submitSetPassword } from '../users/set-password.ts';
import type { RouteDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';

const tags = ['usuários'];
const security = [{ bearer: [] }];
const errors = { 400: messageAnswer, 401: messageAnswer, 403: messageAnswer, 404: messageAnswer };

/** The set-password page carries a token in its address: keep it out of caches and referrers. */
const htmlPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * Users (global admin): list, get with projects_roles and worked_lots_by_day, create, update
 * (docs/api.md#api); invite (a project admin, into their project); and, with the bundled identity
 * provider, the public page of the invitation's set-password link.
 */
export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db }) => {
  const identity = createIdentityAdmin(config);
  const mailer = createMailer(config.mail, app.log);
  const deps = { db, identity, mailer, config, log: app.log };

  app.get(
    '/users/list',
    {
      config: { access: 'global-admin' },
      schema: {
        tags,
        summary: 'Lista os usuários',
        security,
        querystring: usersListQuery,
        response: { 200: listAnswer(userSummary), ...errors },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'global-admin' },
      schema: {
        tags,
        summary: 'Usuário, perfis nos projetos e lotes trabalhados por dia',
        security,
        params: idParams,
        response: { 200: userRecord, ...errors },
      },
    },
    async (request) => {
      const row = await findUser(db, request.params.id);
      if (!row) throw notFound();
      return userRecordOf(db, row);
    },
  );

  app.post(
    '/users/create',
    {
      config: { access: 'global-admin' },
      schema: {
        tags,
        summary: 'Cria um usuário com senha (conta no provedor de identidade e no sistema)',
        security,
        body: userCreateBody,
        response: { 200: userRecord, ...errors, 409: messageAnswer, 502: messageAnswer },
      },
    },
    async (request) => createUser(deps, request.body as Parameters<typeof createUser>[1]),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'global-admin' },
      schema: {
        tags,
        summary: 'Altera um usuário (senha em branco é ignorada)',
        security,
        params: idParams,
        body: userUpdateBody,
        response: { 200: userRecord, ...errors, 409: messageAnswer, 502: messageAnswer },
      },
    },
    async (request) => updateUser(deps, request.user, request.params.id, request.body as UserChanges),
  );

  app.post(
    '/users/invite',
    {
      config: { access: 'project-admin', scope: { project: 'body.project_id' } },
      schema: {
        tags,
        summary: 'Convida um usuário para um projeto (perfil global membro) e envia o e-mail de convite',
        security,
        body: userInviteBody,
        response: { 200: inviteAnswer, ...errors, 409: messageAnswer, 502: messageAnswer },
      },
    },
    async (request) => {
      const { email, project_role } = request.body;
      return inviteUser(deps, request.user, { email, project_id: request.projectId, project_role });
    },
  );

  if (identity.kind !== 'local') return;

  // The bundled provider's set-password page, a plain HTML form (Auth0 has its own).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const page = { 200: z.string().describe('Página HTML'), 400: z.string().describe('Página HTML') };
  const action = `/api${SET_PASSWORD_ROUTE}`;

  app.get(
    SET_PASSWORD_ROUTE,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Página para definir a senha (link do convite)',
        produces: ['text/html'],
        querystring: z.object({ token: z.string().max(2000).optional() }),
        response: page,
      },
    },
    async (request, reply) => {
      const { status, html } = await setPasswordForm(db, action, request.query.token ?? '');
      return htmlPage(reply, status, html);
    },
  );

  app.post(
    SET_PASSWORD_ROUTE,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Define a senha pelo link do convite (formulário)',
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
        body: z.strictObject({
          token: z.string().max(2000).optional(),
          password: z.string().max(1024).optional(),
          password_confirmation: z.string().max(1024).optional(),
        }),
        response: page,
      },
    },
    async (request, reply) => {
      const { status, html } = await submitSetPassword(
        db,
        { action, loginUrl: config.publicUrl },
        request.body,
        config.passwordCost,
      );
      return htmlPage(reply, status, html);
    },
  );
};
