import type { ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FieldTitle, InputHelperText, useDataProvider, type UseInputValue } from 'react-admin';
import { useDomainFormState } from '../domain';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Reference data hardly changes: fetched once per session. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

/** The 27 states, and the municipalities of the state named `stateName` (docs/entities.md#entities reference data). */
function useMunicipalities(stateName: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const states = useQuery({ queryKey: ['reference', 'states'], queryFn: () => dataProvider.getStates(), ...ONCE });
  const uf = states.data?.find((s) => s.nome === stateName)?.uf;
  const cities = useQuery({
    queryKey: ['reference', 'municipalities', uf],
    queryFn: () => dataProvider.getMunicipalities(uf!),
    enabled: !!uf,
    ...ONCE,
  });
  return { states, cities };
}

export interface MunicipalityInputProps {
  /** The chosen state's name (`nome`), or null. */
  state: string | null;
  onStateChange: (name: string | null) => void;
  /** The state input's label and `name`; `stateInput` when the state is a form field of its own (its error, required mark, blur). */
  stateLabel: string;
  stateName: string;
  stateInput?: UseInputValue;
  /** The form field holding the municipality's name, with the input's label and `name`. */
  city: UseInputValue;
  cityLabel: string;
  cityName: string;
  /** Texts of the municipality list: none found, loading, and the hint before a state is chosen. */
  texts: { none: string; loading: string; selectState: string };
}

const Title = ({ label, input }: { label: string; input?: UseInputValue }) =>
  input ? <FieldTitle label={label} isRequired={input.isRequired} /> : label;

/**
 * The line under each input, as react-admin's inputs have it: the error, the hint, or an empty line
 * kept for them, so that the two inputs sit as far from the others as every input of the form (the
 * lot's state, which is no field of its own, had none and stood against its municipality).
 */
const helper = (input: UseInputValue | undefined, hint?: string): ReactNode => (
  <InputHelperText error={input?.fieldState.error?.message} helperText={hint} />
);

/**
 * The state and municipality autocompletes of the project and the lot (docs/entities.md#entities): the states
 * from `/reference/states`, the chosen state's municipalities from
 * `/reference/municipalities?uf=` (never the full list in the bundle); changing the state
 * clears the municipality, and a stored municipality stays shown even if the list lacks it.
 * Renders the two inputs side by side in whatever layout the caller gives them.
 */
export const MunicipalityInput = ({
  state,
  onStateChange,
  stateLabel,
  stateName,
  stateInput,
  city,
  cityLabel,
  cityName,
  texts,
}: MunicipalityInputProps) => {
  const readOnly = useDomainFormState()?.readOnly ?? false;
  const { states, cities } = useMunicipalities(state);
  const current = (city.field.value as string | null) || null;
  const cityNames = [...new Set([...(cities.data?.map((m) => m.nome) ?? []), ...(current ? [current] : [])])];
  return (
    <>
      <Autocomplete
        options={states.data?.map((s) => s.nome) ?? []}
        value={state}
        loading={states.isPending}
        readOnly={readOnly}
        onChange={(_, name) => {
          onStateChange(name ?? null);
          city.field.onChange(null);
        }}
        onBlur={stateInput?.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            name={stateName}
            label={<Title label={stateLabel} input={stateInput} />}
            error={stateInput?.fieldState.invalid}
            helperText={helper(stateInput)}
          />
        )}
      />
      <Autocomplete
        options={cityNames}
        value={current}
        loading={cities.isFetching}
        disabled={!state && !current}
        readOnly={readOnly}
        noOptionsText={texts.none}
        loadingText={texts.loading}
        onChange={(_, name) => city.field.onChange(name ?? null)}
        onBlur={city.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="dense"
            name={cityName}
            label={<Title label={cityLabel} input={city} />}
            error={city.fieldState.invalid}
            helperText={helper(city, state ? undefined : texts.selectState)}
          />
        )}
      />
    </>
  );
};
