import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { MESSAGES } from '../domain/model';
import type { AddressLookup, AddressParts, AddressSuggestion } from './types';

/** Waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DELAY_MS = 300;

export interface AddressSearchInputProps {
  lookup: AddressLookup;
  /** A form value of its own holding the typed text (not sent: it is no field of the record). */
  source: string;
  label: ReactNode;
  /** The text of the place already chosen (e.g. the saved address), if any. */
  chosenText?: string;
  onPlace: (parts: AddressParts) => void;
  readOnly?: boolean;
  noOptionsText?: ReactNode;
}

/**
 * Types an address, picks one of the maps service's Brazilian suggestions (docs/validation.md#validation): until a
 * place is chosen for the typed text the input says 'Selecione um endereço'.
 */
export const AddressSearchInput = ({
  lookup,
  source,
  label,
  chosenText = '',
  onPlace,
  readOnly,
  noOptionsText,
}: AddressSearchInputProps) => {
  const chosen = useRef(chosenText);
  const validate = useMemo(
    () => (value: unknown) => (value && value !== chosen.current ? MESSAGES.addressRequired : undefined),
    [],
  );
  const { field, fieldState } = useInput({ source, validate, defaultValue: chosenText });
  const text = (field.value as string | null) ?? '';
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  useEffect(() => {
    chosen.current = chosenText;
  }, [chosenText]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!text.trim() || text === chosen.current) return setOptions([]);
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      lookup
        .suggest(text)
        .then(
          (found) => live && setOptions(found),
          (error: unknown) => console.error('Falha ao buscar endereços', error),
        )
        .finally(() => live && setLoading(false));
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lookup, text]);

  const choose = async (suggestion: AddressSuggestion) => {
    try {
      const parts = await lookup.resolve(suggestion);
      chosen.current = parts.formatted_address || suggestion.text;
      field.onChange(chosen.current);
      onPlace(parts);
    } catch (error) {
      console.error('Falha ao obter o endereço escolhido', error);
    }
  };

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.text)}
      inputValue={text}
      onInputChange={(_, value, reason) => (reason === 'input' || reason === 'clear') && field.onChange(value)}
      onChange={(_, value) => value && typeof value !== 'string' && void choose(value)}
      onBlur={field.onBlur}
      loading={loading}
      readOnly={readOnly}
      noOptionsText={noOptionsText}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <LocationOnIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
          {option.text}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="dense"
          name={source}
          label={<FieldTitle label={label as string} />}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} />}
        />
      )}
    />
  );
};
