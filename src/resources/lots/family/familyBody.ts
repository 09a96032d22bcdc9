import { storageKey, writableFields, type EntityDef } from '../../../components/domain/model';

/**
 * The body of a child or resident save (docs/validation.md#validation): only the keys a client may write (id,
 * lot_id, resident_type, stamps and the file objects are stripped); null or undefined values
 * are left out. On an update, a file the modal removed goes as '' (an empty
 * birth_certificate_file_id removes the file); on a create, empty values are left out too.
 */
export function familyBody(
  entity: EntityDef,
  values: Record<string, unknown>,
  original?: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of writableFields(entity)) {
    const key = storageKey(field);
    const value = values[key];
    const removedFile = field.type === 'file' && original?.[key] != null && (value == null || value === '');
    if (removedFile) body[key] = '';
    else if (value === null || value === undefined || (!original && value === '')) continue;
    else body[key] = value;
  }
  return body;
}
