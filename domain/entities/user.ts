import type { z } from 'zod';
import { ROLE_CHOICES } from '../roles.ts';
import { choice, datetime, email, integer, json, password, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';
import { RESOURCE_NAMES } from './resource-names.ts';
import type { accountAnswer } from '../api/account.ts';
import type { userProjectRole, workedLotsByDay } from '../api/users.ts';

/** Minimum password length on create (docs/validation.md#validation, docs/limits.md#limits). */
export const PASSWORD_MIN_LENGTH = 6;

/** A back-office user (docs/entities.md#entities). A blank password on save is sent as null (kept). */
export const userEntity = defineEntity({
  ...RESOURCE_NAMES.users,
  recordRepresentation: 'name',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    text('sub', 'Identificador de login', { readOnly: true }),
    text('name', 'Nome', { min: 3, views: ['list', 'show', 'create', 'edit'] }),
    email('email', 'E-mail', { required: true, min: 3, max: 50 }),
    password('password', 'Senha', { required: 'create', min: PASSWORD_MIN_LENGTH, views: ['create', 'edit'] }),
    choice('role', 'Perfil', ROLE_CHOICES, { required: true, views: ['list', 'show', 'create', 'edit'] }),
    datetime('last_activity_at', 'Última atividade', { readOnly: true, views: ['list', 'show'] }),
    json('projects_roles', 'Perfis nos projetos', { readOnly: true }),
    json('worked_lots_by_day', 'Lotes trabalhados por dia', { readOnly: true }),
  ],
});

/** One row of a user's project roles table (the answer's schema: domain/api/users.ts). */
export type UserProjectRole = z.infer<typeof userProjectRole>;

/** One bar of the user chart (docs/screens.md#screens users). */
export type WorkedLotsByDay = z.infer<typeof workedLotsByDay>;

/** GET /account/me (docs/entities.md#entities Current user), as its schema declares it (domain/api/account.ts). */
export type CurrentUser = z.infer<typeof accountAnswer>;
