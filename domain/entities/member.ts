import { ROLE_CHOICES } from '../roles.ts';
import { choice, datetime, email, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** A user's membership of one project (docs/entities.md#entities), in the project's members panel. */
export const memberEntity = defineEntity({
  resource: 'members',
  label: 'Membro',
  pluralLabel: 'Membros',
  recordRepresentation: 'name',
  fields: [
    text('sub', 'Usuário', { required: true, views: ['create'] }),
    text('name', 'Nome', { readOnly: true, views: ['list', 'show'] }),
    email('email', 'E-mail', { readOnly: true, views: ['list', 'show'] }),
    choice('project_role', 'Perfil no projeto', ROLE_CHOICES, {
      required: true,
      views: ['list', 'show', 'create', 'edit'],
    }),
    datetime('last_activity_on_project_at', 'Última atividade no projeto', { readOnly: true, views: ['list', 'show'] }),
  ],
});
