import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FieldTitle, InputHelperText, useDataProvider, useInput, useTranslate } from 'react-admin';
import { getField, projectEntity, type Field } from '../../components/domain/model';
import { domainValidator, useDomainFormState } from '../../components/domain';
import type { AppDataProvider } from '../../providers/dataProvider';

const STATE = getField(projectEntity, 'state') as Field;
const CITY = getField(projectEntity, 'city') as Field;
const validateState = domainValidator(projectEntity, STATE);
const validateCity = domainValidator(projectEntity, CITY);

/** Reference data hardly changes: fetched once per session. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The project's state and municipality, chosen together from the reference data (spec §3)
 * and stored as their names in `state` and `city`. The municipalities come per state from
 * `/reference/municipalities?uf=` when a state is chosen, so the full list never reaches the
 * bundle; changing the state clears the municipality.
 */
export const StateCityInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const readOnly = useDomainFormState()?.readOnly ?? false;
  const state = useInput({ source: 'state', validate: validateState });
  const city = useInput({ source: 'city', validate: validateCity });
  const states = useQuery({ queryKey: ['reference', 'states'], queryFn: () => dataProvider.getStates(), ...ONCE });
  const uf = states.data?.find((s) => s.nome === state.field.value)?.uf;
  const cities = useQuery({
    queryKey: ['reference', 'municipalities', uf],
    queryFn: () => dataProvider.getMunicipalities(uf!),
    enabled: !!uf,
    ...ONCE,
  });
  const stateNames = states.data?.map((s) => s.nome) ?? [];
  const cityNames = [...new Set(cities.data?.map((m) => m.nome) ?? [])];
  const helper = (input: typeof state, fallback?: string) => (
    <InputHelperText error={input.fieldState.error?.message} helperText={fallback} />
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <Autocomplete
        options={stateNames}
        value={(state.field.value as string | null) || null}
        loading={states.isPending}
        readOnly={readOnly}
        onChange={(_, name) => {
          state.field.onChange(name ?? null);
          city.field.onChange(null);
        }}
        onBlur={state.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            name="state"
            label={<FieldTitle label={STATE.label} isRequired={state.isRequired} />}
            error={state.fieldState.invalid}
            helperText={helper(state)}
          />
        )}
      />
      <Autocomplete
        options={cityNames}
        value={(city.field.value as string | null) || null}
        loading={cities.isFetching}
        disabled={!state.field.value}
        readOnly={readOnly}
        noOptionsText={translate('app.projects.state_city.none')}
        loadingText={translate('app.projects.state_city.loading')}
        onChange={(_, name) => city.field.onChange(name ?? null)}
        onBlur={city.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            name="city"
            label={<FieldTitle label={CITY.label} isRequired={city.isRequired} />}
            error={city.fieldState.invalid}
            helperText={helper(city, state.field.value ? undefined : translate('app.projects.state_city.select_state'))}
          />
        )}
      />
    </Box>
  );
};
