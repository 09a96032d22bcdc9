import { HttpError, useTranslate } from 'react-admin';
import { genderOf } from '../../../domain/entities/resource-names.ts';
import type { ResourceDef } from '../domain/model';
import { RecordNotFound } from '../RecordNotFound';

const NOT_FOUND = new HttpError('Not Found', 404);

/**
 * A parent (project or block) that does not exist, or is not the caller's: said as every screen
 * of a missing record says it ("Projeto não encontrado", "Quadra não encontrada"), on the
 * parent's list and create pages.
 */
export const MissingParent = ({ resource }: { resource: ResourceDef }) => {
  const translate = useTranslate();
  const parent = resource.parent === 'project' ? 'projects' : 'blocks';
  return (
    <RecordNotFound
      error={NOT_FOUND}
      what={translate(`resources.${parent}.name`, { smart_count: 1 })}
      gender={genderOf(parent)}
    />
  );
};
