/** The record roots whose second segment is a record's id (or `create`; the streets' `list/{project id}`). */
const RECORD_ROOTS = ['projects', 'blocks', 'lots', 'users', 'streets'];
const NUMBER = /^\d+$/;

/**
 * Whether a path names a record by something that is not a number (`/projects/abc`): such a
 * path is no screen's, and goes where unknown paths go (docs/screens.md#screens: "Id parameters
 * are parsed as numbers. Unknown paths redirect to the dashboard.").
 */
export function hasNonNumericId(pathname: string): boolean {
  const [root, second, third] = pathname.split('/').filter(Boolean);
  if (!RECORD_ROOTS.includes(root) || second === undefined || NUMBER.test(second) || second === 'create') return false;
  if (root === 'streets' && second === 'list') return third !== undefined && !NUMBER.test(third);
  return true;
}
