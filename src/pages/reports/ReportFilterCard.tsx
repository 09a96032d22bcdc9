import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardHeader, Collapse, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { reportFilterEntity } from '../../components/domain/model';
import { DomainForm, DomainInput } from '../../components/domain';
import type { ReportFilterValues } from '../../providers/data/reports';
import { FILTER_FLAGS, FILTER_INPUTS } from '../../../domain/reports/filter.ts';
import { usePhone } from '../../layout/usePhone';

const digitsOnly = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** The inputs and the yes/no options, in the order domain's report filter declares them. */
const FIELDS = FILTER_INPUTS;
const FLAGS = FILTER_FLAGS;

/** Reports the live values and whether they are valid to the page. */
const FilterSync = ({ onChange }: { onChange: (values: ReportFilterValues, valid: boolean) => void }) => {
  const values = useWatch() as ReportFilterValues;
  // The untouched filter is the empty one, which is valid: react-hook-form's isValid is false until
  // its first validation ends, which left the report buttons disabled for a moment after each visit.
  const { isValid: checked, isDirty } = useFormState();
  const isValid = checked || !isDirty;
  const key = JSON.stringify(values);
  useEffect(() => onChange(JSON.parse(key) as ReportFilterValues, isValid), [key, isValid, onChange]);
  return null;
};

/** How many filters are in use: a value typed or chosen, an option turned on. */
export const filtersInUse = (values: ReportFilterValues): number => {
  const all = values as unknown as Record<string, unknown>;
  const income = (all.selectedIncome ?? {}) as Record<string, unknown>;
  return [
    ...FIELDS.map((name) => all[name]),
    income.value_from,
    income.value_to,
    all.project_phase,
    ...FLAGS.map((name) => all[name]),
  ].filter((v) => v !== undefined && v !== null && v !== '' && v !== false).length;
};

const PANEL_ID = 'report-filters';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' };

/**
 * The filter card (docs/entities.md#entities Report filter): the domain's report filter fields; the income range
 * as two digits-only inputs (docs/validation.md#validation), the phase with 'Todas as etapas' for null. A filter is
 * not a record, so leaving the page with one set is never asked about (no unsaved-changes guard).
 */
export const ReportFilterCard = ({ onChange }: { onChange: (values: ReportFilterValues, valid: boolean) => void }) => {
  const translate = useTranslate();
  // On a phone the card's 16 inputs and options stood 1,100 px before the report buttons: they
  // fold under the card's title, which counts those in use. The form stays mounted while folded.
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const [inUse, setInUse] = useState(0);
  const report = useCallback(
    (values: ReportFilterValues, valid: boolean) => {
      setInUse(filtersInUse(values));
      onChange(values, valid);
    },
    [onChange],
  );
  const title = translate('app.reports.filters');
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={phone && inUse ? `${title} (${inUse})` : title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          phone ? (
            <IconButton
              aria-expanded={open}
              aria-controls={PANEL_ID}
              aria-label={translate(open ? 'app.reports.hide_filters' : 'app.reports.show_filters')}
              onClick={() => setOpen((o) => !o)}
            >
              <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
            </IconButton>
          ) : undefined
        }
      />
      <Collapse in={!phone || open} id={PANEL_ID}>
        <DomainForm
          entity={reportFilterEntity}
          view="create"
          toolbar={false}
          defaultValues={{ project_phase: '' }}
          warnWhenUnsavedChanges={false}
        >
          <Box sx={grid}>
            {FIELDS.map((name) => (
              <DomainInput key={name} field={name} />
            ))}
            <TextInput
              source="selectedIncome.value_from"
              label={translate('app.reports.income_from')}
              parse={digitsOnly}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextInput
              source="selectedIncome.value_to"
              label={translate('app.reports.income_to')}
              parse={digitsOnly}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <DomainInput
              field="project_phase"
              emptyText={translate('app.reports.all_phases')}
              emptyValue=""
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {FLAGS.map((name) => (
              <DomainInput key={name} field={name} />
            ))}
          </Box>
          <FilterSync onChange={report} />
        </DomainForm>
      </Collapse>
    </Card>
  );
};
