import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createChild, deleteChild, listChildren, updateChild } from '../families/children.ts';
import { createResident, deleteResident, listResidents, updateResident } from '../families/residents.ts';
import { childParams, familyListQuery, residentParams } from '../families/schemas.ts';
import { childRecord, residentRecord } from '../../domain/api/families.ts';
import { registerMultipart } from '../files/multipart.ts';
import type { RouteDeps } from '../deps.ts';
import { idParams, listAnswer, messageAnswer } from '../../domain/api/list.ts';

const security = [{ bearer: [] }];
const consumes = ['multipart/form-data', 'application/json'];
const errors = { 400: messageAnswer, 401: messageAnswer, 404: messageAnswer };
const uploadErrors = { ...errors, 409: messageAnswer, 413: messageAnswer, 415: messageAnswer };
const deleted = z.object({ id: z.number().int() });

const CHILD_BODY =
  'Campos do filho(a) (entidade de domínio), em JSON ou multipart/form-data. No multipart, os arquivos vão em ' +
  '`birth_certificate_file` e `rg_file`; em JSON, ids já enviados em `birth_certificate_file_id` e `rg_file_id`.';
const UPDATE_RULES =
  ' Regras de atualização (docs/validation.md#validation): campos ausentes ou nulos ficam como estão; vazio (`""`) apaga o valor (um ' +
  '`birth_certificate_file_id` vazio remove o arquivo); id e campos de exibição são ignorados; um arquivo novo ' +
  'substitui o anterior, que é apagado.';

/** A lot's children and other residents (multipart with their files): docs/api.md#api. */
export const familiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await registerMultipart(app, deps.config.files.maxBytes, 2);

  const children = { tags: ['filhos'], security };
  app.get(
    '/lots/:id/children',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...children,
        summary: 'Filhos do lote',
        params: idParams,
        querystring: familyListQuery,
        response: { 200: listAnswer(childRecord), ...errors },
      },
    },
    async (request) => listChildren(deps, request.params.id, request.query),
  );
  app.post(
    '/lots/:id/children',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...children,
        summary: 'Adiciona um filho',
        description: CHILD_BODY,
        consumes,
        params: idParams,
        response: { 200: childRecord, ...uploadErrors },
      },
    },
    async (request) => createChild(deps, request.user, request.params.id, request.projectId, request),
  );
  app.post(
    '/lots/:id/children/:childId',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...children,
        summary: 'Atualiza um filho',
        description: CHILD_BODY + UPDATE_RULES,
        consumes,
        params: childParams,
        response: { 200: childRecord, ...uploadErrors },
      },
    },
    async (request) =>
      updateChild(deps, request.user, request.params.id, request.projectId, request.params.childId, request),
  );
  app.delete(
    '/lots/:id/children/:childId',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...children,
        summary: 'Exclui um filho e seus documentos',
        params: childParams,
        response: { 200: deleted, ...errors },
      },
    },
    async (request) =>
      deleteChild(deps, request.user, request.params.id, request.projectId, request.params.childId, request),
  );

  const residents = { tags: ['moradores'], security };
  const residentBody =
    'Campos do morador (entidade de domínio), em JSON ou multipart/form-data. `resident_type` é somente leitura.';
  app.get(
    '/lots/:id/residents',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...residents,
        summary: 'Moradores do lote',
        params: idParams,
        querystring: familyListQuery,
        response: { 200: listAnswer(residentRecord), ...errors },
      },
    },
    async (request) => listResidents(deps, request.params.id, request.query),
  );
  app.post(
    '/lots/:id/residents',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...residents,
        summary: 'Adiciona outro morador',
        description: residentBody,
        consumes,
        params: idParams,
        response: { 200: residentRecord, ...uploadErrors },
      },
    },
    async (request) => createResident(deps, request.user, request.params.id, request.projectId, request),
  );
  app.post(
    '/lots/:id/residents/:residentId',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...residents,
        summary: 'Atualiza um morador do tipo "Outro morador"',
        description: residentBody + UPDATE_RULES,
        consumes,
        params: residentParams,
        response: { 200: residentRecord, ...uploadErrors },
      },
    },
    async (request) =>
      updateResident(deps, request.user, request.params.id, request.projectId, request.params.residentId, request),
  );
  app.delete(
    '/lots/:id/residents/:residentId',
    {
      config: { access: 'project-member', scope: { lot: 'params.id' } },
      schema: {
        ...residents,
        summary: 'Exclui um morador do tipo "Outro morador"',
        params: residentParams,
        response: { 200: deleted, ...errors, 409: messageAnswer },
      },
    },
    async (request) =>
      deleteResident(deps, request.user, request.params.id, request.projectId, request.params.residentId),
  );
};
