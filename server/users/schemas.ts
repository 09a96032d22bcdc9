import { z } from 'zod';
import { memberEntity } from '../../domain/entities/member.ts';
import { userEntity } from '../../domain/entities/user.ts';
import { reference } from '../../domain/fields/builders.ts';
import { defineEntity, getField } from '../../domain/fields/entity.ts';
import type { Field } from '../../domain/fields/types.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import { ROLES } from '../../domain/roles.ts';
import { listQuery } from '../../domain/api/list.ts';
import { memberSchema } from '../members/schemas.ts';

/** Request and answer schemas of the users routes, built once from domain/. */

const role = z.enum(ROLES);
const fieldOf = (entity: Parameters<typeof getField>[0], name: string): Field => getField(entity, name)!;

/** POST /users/create: email (min 3), password (min 6), role required; name optional (min 3). */
export const userCreateBody = createSchema(userEntity);

/** PATCH /users/{id}: a blank password ('' or null) comes out as null and is ignored (docs/validation.md#validation). */
export const userUpdateBody = updateSchema(userEntity);

/**
 * POST /users/invite {email, role, project_id, project_role}. The e-mail and role are the user
 * entity's fields, project_role the member entity's. `role` is accepted for the original
 * client, which sends it, but an invited user's global role is always 'member' (docs/roles.md#roles).
 */
export const invitationEntity = defineEntity({
  resource: 'invitations',
  label: 'Convite',
  pluralLabel: 'Convites',
  fields: [
    fieldOf(userEntity, 'email'),
    { ...fieldOf(userEntity, 'role'), required: false },
    reference('project_id', 'Projeto', 'projects', { required: true }),
    fieldOf(memberEntity, 'project_role'),
  ],
});
export const userInviteBody = createSchema(invitationEntity) as unknown as z.ZodType<{
  email: string;
  role?: z.infer<typeof role> | null;
  project_id: number;
  project_role: z.infer<typeof role>;
}>;

/** GET /users/list: page, count (10 000 by default, docs/limits.md#limits), sort, order, q over name and e-mail. */
export const usersListQuery = listQuery(10_000, ['id', 'name', 'email', 'role', 'last_activity_at'] as const);

export const userSummary = z.object({
  id: z.number().int(),
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: role.nullable(),
  last_activity_at: z.string().nullable().describe('ISO 8601'),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userProjectRole = z.object({ project_id: z.number().int(), project_name: z.string(), role });

export const workedLotsByDay = z.object({
  date: z.string().describe('YYYY-MM-DD, dia em America/Sao_Paulo'),
  project_name: z.string(),
  completed_lots: z.number().int(),
  incomplete_lots: z.number().int(),
});

/** GET /users/{id}, and the answer of create and update. */
export const userRecord = userSummary.extend({
  projects_roles: z.array(userProjectRole),
  worked_lots_by_day: z.array(workedLotsByDay),
});
export type UserRecord = z.infer<typeof userRecord>;

/**
 * The answer of an invitation: the person as a member of this project, what the inviting
 * project admin sees in the members panel anyway, never the account's global role or its
 * activity elsewhere (issue #12, finding 11).
 */
export const inviteAnswer = z.object({
  user: memberSchema.describe('O convidado como membro deste projeto'),
  invited: z.boolean().describe('true quando a conta foi criada agora'),
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;
