/** The parts of Administração, in tab order; each is a sub-route of `/admin`. */
export const ADMIN_SECTIONS = ['overview', 'users', 'groups', 'removals', 'emissions', 'status'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_ROOT = '/admin';
export const adminPath = (section: AdminSection) => (section === 'overview' ? ADMIN_ROOT : `${ADMIN_ROOT}/${section}`);
