import { useEffect } from 'react';
import { Box, Card, CardHeader } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { reportFilterEntity } from '../../components/domain/model';
import { DomainForm, DomainInput } from '../../components/domain';
import type { ReportFilterValues } from '../../providers/data/reports';
import { FILTER_FLAGS, FILTER_INPUTS } from '../../../domain/reports/filter.ts';

const digitsOnly = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** The inputs and the yes/no options, in the order domain's report filter declares them. */
const FIELDS = FILTER_INPUTS;
const FLAGS = FILTER_FLAGS;

/** Reports the live values and whether they are valid to the page. */
const FilterSync = ({ onChange }: { onChange: (values: ReportFilterValues, valid: boolean) => void }) => {
  const values = useWatch() as ReportFilterValues;
  const { isValid } = useFormState();
  const key = JSON.stringify(values);
  useEffect(() => onChange(JSON.parse(key) as ReportFilterValues, isValid), [key, isValid, onChange]);
  return null;
};

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' };

/**
 * The filter card (docs/entities.md#entities Report filter): the domain's report filter fields; the income range
 * as two digits-only inputs (docs/validation.md#validation), the phase with 'Todas as etapas' for null. A filter is
 * not a record, so leaving the page with one set is never asked about (no unsaved-changes guard).
 */
export const ReportFilterCard = ({ onChange }: { onChange: (values: ReportFilterValues, valid: boolean) => void }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader title={translate('app.reports.filters')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
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
        <FilterSync onChange={onChange} />
      </DomainForm>
    </Card>
  );
};
