import { Box } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { blockEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';

/** A block's streets as the view shows them: their names, comma separated. */
export const streetNames = (record: RaRecord | undefined) =>
  ((record?.streets as { name: string }[] | undefined) ?? []).map((s) => s.name).join(', ');

/**
 * The block form (docs/screens.md#screens): name, streets of the block's project (streets_ids), image.
 * The streets' chips are drawn with the form from the block's own `streets`.
 */
export const BlockInputs = ({ projectId }: { projectId: number }) => {
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <DomainInput entity={blockEntity} field="name" />
      <DomainInput
        entity={blockEntity}
        field="streets_ids"
        filter={{ project_id: projectId }}
        chosen={record?.streets}
      />
      <DomainInput entity={blockEntity} field="image" />
    </Box>
  );
};
