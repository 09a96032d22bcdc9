import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FieldTitle, InputHelperText, useDataProvider, useGetOne, useInput, useTranslate } from 'react-admin';
import { getField, lotEntity, type Field } from '../../components/domain/model';
import { domainValidator, useDomainFormState } from '../../components/domain';
import type { AppDataProvider } from '../../providers/dataProvider';

const CITY = getField(lotEntity, 'cidade') as Field;
const validateCity = domainValidator(lotEntity, CITY, {}, 'update');

/** Reference data hardly changes: fetched once per session. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The lot's municipality chosen from the reference data (spec §3), by state: the state starts
 * as the project's and only narrows the list (the lot stores the municipality's name in
 * `cidade`); the municipalities come from `/reference/municipalities?uf=` per state.
 */
export const LotCityInput = ({ projectId }: { projectId: number | undefined }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const readOnly = useDomainFormState()?.readOnly ?? false;
  const city = useInput({ source: 'cidade', validate: validateCity });
  const project = useGetOne('projects', { id: projectId! }, { enabled: projectId !== undefined });
  const [chosenState, setChosenState] = useState<string | null | undefined>(undefined);
  const stateName = chosenState === undefined ? ((project.data?.state as string | undefined) ?? null) : chosenState;
  const states = useQuery({ queryKey: ['reference', 'states'], queryFn: () => dataProvider.getStates(), ...ONCE });
  const uf = states.data?.find((s) => s.nome === stateName)?.uf;
  const cities = useQuery({
    queryKey: ['reference', 'municipalities', uf],
    queryFn: () => dataProvider.getMunicipalities(uf!),
    enabled: !!uf,
    ...ONCE,
  });
  const current = (city.field.value as string | null) || null;
  const cityNames = [...new Set([...(cities.data?.map((m) => m.nome) ?? []), ...(current ? [current] : [])])];
  return (
    <>
      <Autocomplete
        options={states.data?.map((s) => s.nome) ?? []}
        value={stateName}
        loading={states.isPending}
        readOnly={readOnly}
        onChange={(_, name) => {
          setChosenState(name);
          city.field.onChange(null);
        }}
        renderInput={(params) => (
          <TextField {...params} margin="dense" name="address_state" label={translate('app.lots.address.state')} />
        )}
      />
      <Autocomplete
        options={cityNames}
        value={current}
        loading={cities.isFetching}
        disabled={!stateName && !current}
        readOnly={readOnly}
        noOptionsText={translate('app.lots.address.no_city')}
        loadingText={translate('app.lots.address.loading')}
        onChange={(_, name) => city.field.onChange(name ?? null)}
        onBlur={city.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            name="cidade"
            label={<FieldTitle label={translate('app.lots.address.city')} isRequired={city.isRequired} />}
            error={city.fieldState.invalid}
            helperText={
              <InputHelperText
                error={city.fieldState.error?.message}
                helperText={stateName ? undefined : translate('app.lots.address.select_state')}
              />
            }
          />
        )}
      />
    </>
  );
};
