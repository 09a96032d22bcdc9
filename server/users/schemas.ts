import type { z } from 'zod';
import { memberEntity } from '../../domain/entities/member.ts';
import { userEntity } from '../../domain/entities/user.ts';
import { reference } from '../../domain/fields/builders.ts';
import { defineEntity, getField } from '../../domain/fields/entity.ts';
import type { Field } from '../../domain/fields/types.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import type { Role } from '../../domain/roles.ts';
import { listQuery } from '../../domain/api/list.ts';

/** Request schemas of the users routes, built once from domain/; their answers are in domain/api/users.ts. */

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
  role?: Role | null;
  project_id: number;
  project_role: Role;
}>;

/** GET /users/list: page, count (10 000 by default, docs/limits.md#limits), sort, order, q over name and e-mail. */
export const usersListQuery = listQuery(10_000, ['id', 'name', 'email', 'role', 'last_activity_at'] as const);
