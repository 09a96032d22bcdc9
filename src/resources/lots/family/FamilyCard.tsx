import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatValue, getField, type EntityDef, type UploadedFile } from '../../../components/domain/model';
import { FileViewList } from '../../../components/upload';
import type { FamilyMember } from '../../../providers/dataProvider';

export interface FamilyCardProps {
  member: FamilyMember;
  entity: EntityDef;
  /** The fields shown under the name, in order (files as viewer links). */
  fields: readonly string[];
  /** A chip beside the name (e.g. the resident's type). */
  kindLabel?: string;
  /** Edit/Delete shown (residents: only those of type other). */
  editable: boolean;
  /** Read-only mode: the buttons are there but disabled. */
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One child or resident: name, badges, the main fields, Editar / Excluir. */
export const FamilyCard = ({
  member,
  entity,
  fields,
  kindLabel,
  editable,
  readOnly,
  onEdit,
  onDelete,
}: FamilyCardProps) => {
  const translate = useTranslate();
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      aria-label={member.name}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {member.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
          {kindLabel ? <Chip size="small" color="primary" variant="outlined" label={kindLabel} /> : null}
          {member.resident ? (
            <Chip size="small" color="success" label={translate('app.family.resident')} />
          ) : (
            <Chip size="small" variant="outlined" label={translate('app.family.not_resident')} />
          )}
          {member.deficiencia ? (
            <Chip size="small" color="info" variant="outlined" label={translate('app.family.deficiency')} />
          ) : null}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}
        >
          {fields.map((name) => {
            const field = getField(entity, name);
            if (!field) return null;
            const isFile = field.type === 'file' || field.type === 'files';
            const text = isFile ? null : formatValue(field, member[field.name]);
            return [
              <Typography key={`${name}-label`} component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>,
              <Box key={`${name}-value`} component="dd" sx={{ m: 0, minWidth: 0 }}>
                {isFile ? (
                  <FileViewList files={member[field.name] as UploadedFile | null} />
                ) : (
                  <Typography variant="body2">{text || '—'}</Typography>
                )}
              </Box>,
            ];
          })}
        </Box>
      </CardContent>
      {editable ? (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={readOnly}>
            {translate('app.family.edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={readOnly}>
            {translate('app.family.delete')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
};
