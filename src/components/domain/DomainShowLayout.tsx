import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import {
  evaluate,
  fieldsForView,
  labelInSection,
  visibilityOf,
  type EntityDef,
  type Field,
  type FormContext,
} from './model';
import { DomainField } from './DomainField';

const Grid = ({ entity, fields, ctx }: { entity: EntityDef; fields: Field[]; ctx?: FormContext }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
    {fields.map((f) => (
      <DomainField key={f.name} entity={entity} field={f} ctx={ctx} label={labelInSection(entity, f)} />
    ))}
  </Box>
);

/**
 * The read-only view of the current record: the entity's 'show' fields (or `only` these, in
 * order), each labelled and formatted, grouped by section.
 */
export const DomainShowLayout = ({
  entity,
  ctx,
  only,
}: {
  entity: EntityDef;
  ctx?: FormContext;
  only?: readonly string[];
}) => {
  const record = useRecordContext();
  const all = fieldsForView(entity, 'show').filter(
    (f) => f.type !== 'json' && !!record && evaluate(visibilityOf(entity, f), record, ctx),
  );
  const fields = only ? only.flatMap((name) => all.filter((f) => f.name === name)) : all;
  const loose = fields.filter((f) => !f.section);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {loose.length > 0 && <Grid entity={entity} fields={loose} ctx={ctx} />}
      {(entity.sections ?? []).map((section) => {
        const inSection = fields.filter((f) => f.section === section.key);
        return inSection.length === 0 ? null : (
          <Box key={section.key} component="section" aria-label={section.label}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {section.label}
            </Typography>
            <Grid entity={entity} fields={inSection} ctx={ctx} />
          </Box>
        );
      })}
    </Box>
  );
};
