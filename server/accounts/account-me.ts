import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { projects } from '../db/schema/index.ts';
import type { CurrentUser } from './current-user.ts';

export interface AccountMe {
  sub: string;
  email: string;
  name: string | null;
  role: CurrentUser['role'];
  projects_roles: CurrentUser['projects_roles'];
  projects: Array<{ id: number; name: string }>;
}

/** `GET /account/me`: docs/entities.md#entities "Current user". A global admin's projects are all of them. */
export async function accountMe(db: Db, user: CurrentUser): Promise<AccountMe> {
  const ids = user.projects_roles.map((r) => r.project_id);
  const query = db.select({ id: projects.id, name: projects.name }).from(projects);
  const visible =
    user.role === 'admin'
      ? await query.orderBy(asc(projects.name))
      : ids.length
        ? await query.where(inArray(projects.id, ids)).orderBy(asc(projects.name))
        : [];
  return {
    sub: user.sub,
    email: user.email,
    name: user.name,
    role: user.role,
    projects_roles: user.projects_roles,
    projects: visible,
  };
}
