import { projectEntity } from '../../domain/entities/project.ts';
import { listQuery } from '../../domain/api/list.ts';
import { entityBody } from './body.ts';
import { PROJECT_SORTS } from './queries.ts';

/** `GET /projects/list`: page, count=250 (docs/limits.md#limits), sort, q over name, city and state. */
export const projectListQuery = listQuery(250, PROJECT_SORTS);

/** Bodies of POST /projects/create and PATCH /projects/{id}, from domain's project entity. */
export const projectCreateBody = entityBody(projectEntity, 'create');
export const projectUpdateBody = entityBody(projectEntity, 'update');
