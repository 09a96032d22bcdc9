import { Button } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import { Link } from 'react-router-dom';
import { RESOURCES, type ResourceDef, type ResourceParent } from '../domain/model';
import { useActor } from '../permissions';
import { listPath } from './useParent';

/**
 * Above a project or a block: one button per declared resource it is the parent of, to its
 * list (`/<r>/list/{id}`), for who may read it. Resources declared `linked: false` have a
 * button of their own (the project's Ruas).
 */
export const ParentLinks = ({
  parent,
  id,
  projectId,
  resources = Object.values(RESOURCES) as ResourceDef[],
}: {
  parent: ResourceParent;
  id: number;
  projectId: number;
  resources?: readonly ResourceDef[];
}) => {
  const actor = useActor();
  const readable = (resource: ResourceDef) =>
    resource.read === 'project-admin' ? actor.isProjectAdmin(projectId) : actor.canSeeProject(projectId);
  return resources
    .filter((resource) => resource.parent === parent && resource.linked !== false && readable(resource))
    .map((resource) => (
      <Button
        key={resource.entity.resource}
        component={Link}
        to={listPath(resource, id)}
        startIcon={<ListIcon />}
        variant="outlined"
        size="small"
      >
        {resource.entity.pluralLabel}
      </Button>
    ));
};
