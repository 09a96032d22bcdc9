import { Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PlaceIcon from '@mui/icons-material/Place';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useActor } from '../../components/permissions';
import { blockPaths } from './blockPaths';
import { BackButton } from '../../components/BackButton';
import { mapPath } from '../map/mapPath';
import { ParentLinks } from '../../components/resource/ParentLinks';

/**
 * Above a block (docs/screens.md#screens): back to its project, the map, the lists of the resources declared under
 * blocks; Editar (or Visualizar on the editor) for project admins.
 */
export const BlockActions = ({
  blockId,
  projectId,
  editing = false,
}: {
  blockId: number;
  projectId: number;
  editing?: boolean;
}) => {
  const translate = useTranslate();
  const access = useActor();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
      <BackButton to={blockPaths.project(projectId)}>{translate('app.blocks.back')}</BackButton>
      <Button
        component={Link}
        to={mapPath(projectId, { blockId })}
        startIcon={<PlaceIcon />}
        variant="outlined"
        size="small"
      >
        {translate('app.map.open')}
      </Button>
      <ParentLinks parent="block" id={blockId} projectId={projectId} />
      {access.isProjectAdmin(projectId) &&
        (editing ? (
          <Button
            component={Link}
            to={blockPaths.show(blockId)}
            startIcon={<VisibilityIcon />}
            variant="outlined"
            size="small"
          >
            {translate('app.action.show')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={blockPaths.edit(blockId)}
            startIcon={<EditIcon />}
            variant="outlined"
            size="small"
          >
            {translate('app.action.edit')}
          </Button>
        ))}
    </Stack>
  );
};
