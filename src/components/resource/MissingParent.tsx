import { HttpError, useTranslate } from 'react-admin';
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
  const project = resource.parent === 'project';
  return (
    <RecordNotFound
      error={NOT_FOUND}
      what={translate(project ? 'resources.projects.name' : 'resources.blocks.name', { smart_count: 1 })}
      gender={project ? 'm' : 'f'}
    />
  );
};
