import { describe, expect, it } from 'vitest';
import { canSeeProject, isGlobalAdmin, isProjectAdmin, isRole, type Actor } from './roles.ts';

const admin: Actor = { role: 'admin', projects_roles: [] };
const member: Actor = {
  role: 'member',
  projects_roles: [
    { project_id: 1, role: 'member' },
    { project_id: 2, role: 'admin' },
  ],
};

describe('roles', () => {
  it('recognises only the two roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('member')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });
  it('a global admin administers every project', () => {
    expect(isGlobalAdmin(admin)).toBe(true);
    expect(isProjectAdmin(admin, 99)).toBe(true);
    expect(canSeeProject(admin, 99)).toBe(true);
  });
  it('a member administers only projects where the role is admin', () => {
    expect(isGlobalAdmin(member)).toBe(false);
    expect(isProjectAdmin(member, 1)).toBe(false);
    expect(isProjectAdmin(member, 2)).toBe(true);
    expect(canSeeProject(member, 1)).toBe(true);
    expect(canSeeProject(member, 3)).toBe(false);
    expect(isProjectAdmin(null, 1)).toBe(false);
  });
});
