import { RESOURCE_GENDERS } from '../entities/resource-names.ts';
import { streetEntity } from '../entities/street.ts';
import { defineResource } from './define.ts';

/**
 * Ruas of a project (docs/screens.md#screens, docs/api.md#api): members read, project admins
 * write; a list answers up to 250 (docs/limits.md#limits); one name per project.
 */
export const streetResource = defineResource({
  entity: streetEntity,
  parent: 'project',
  read: 'project-member',
  write: 'project-admin',
  gender: RESOURCE_GENDERS.streets,
  tag: 'ruas',
  pageSize: 250,
  unique: { field: 'name', message: 'Já existe uma rua com este nome neste projeto.' },
  notFound: 'Rua não encontrada',
  linked: false,
});
