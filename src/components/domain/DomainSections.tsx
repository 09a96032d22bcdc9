import { Box, Typography } from '@mui/material';
import { fieldsForView, labelInSection, type EntityDef, type Field, type SectionDef, type View } from './model';
import { useDomainFormState } from './DomainFormContext';
import { DomainInput } from './DomainInput';
import { useCondition } from './hooks';

/**
 * Inputs in a responsive grid: one column on phones, two from `md`; hidden fields take no cell.
 * Under a section's heading (`entity` given) a label leaves out what the heading says (labelInSection).
 */
export const FieldGrid = ({ fields, entity }: { fields: readonly Field[]; entity?: EntityDef }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    {fields.map((f) => (
      <Box
        key={f.name}
        sx={{
          // A field its condition hides renders nothing: no empty cell is left in the grid.
          '&:empty': { display: 'none' },
          ...(f.type === 'longText' || f.type === 'multiChoice' || f.type === 'files' ? { gridColumn: '1 / -1' } : {}),
        }}
      >
        <DomainInput field={f} label={entity ? labelInSection(entity, f) : undefined} />
      </Box>
    ))}
  </Box>
);

/** A section's heading and its inputs; nothing while the section's `when` does not hold. */
export const DomainSection = ({ section, fields }: { section: SectionDef; fields: readonly Field[] }) => {
  const form = useDomainFormState();
  const shown = useCondition(section.when, form?.ctx ?? {});
  if (!shown || fields.length === 0) return null;
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }} aria-label={section.label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {section.label}
      </Typography>
      <FieldGrid fields={fields} entity={form?.entity} />
    </Box>
  );
};

/** The editable fields of a view: those outside sections first, then each section in order. */
export function editableFields(entity: EntityDef, view: View, only?: readonly string[]): Field[] {
  const fields = fieldsForView(entity, view).filter((f) => !f.readOnly);
  return only ? only.flatMap((name) => fields.filter((f) => f.name === name)) : fields;
}

/** Every section of the entity (or the given ones), laid out for a view. */
export const DomainSections = ({
  entity,
  view,
  sections,
}: {
  entity: EntityDef;
  view: View;
  sections?: readonly string[];
}) => {
  const fields = editableFields(entity, view);
  const loose = sections ? [] : fields.filter((f) => !f.section);
  const shown = (entity.sections ?? []).filter((s) => !sections || sections.includes(s.key));
  return (
    <>
      {loose.length > 0 && <FieldGrid fields={loose} />}
      {shown.map((section) => (
        <DomainSection key={section.key} section={section} fields={fields.filter((f) => f.section === section.key)} />
      ))}
    </>
  );
};
