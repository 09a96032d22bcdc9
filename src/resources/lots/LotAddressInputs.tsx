import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { addressEntity, formatValue, getField, lotEntity, type Field } from '../../components/domain/model';
import { DomainInput, useDomainFormState } from '../../components/domain';
import { AddressSearchInput } from '../../components/address/AddressSearchInput';
import { useLoadedAddressLookup } from '../../components/address/AddressLookupContext';
import type { AddressLookup, AddressParts } from '../../components/address/types';
import { LotCityInput } from './LotCityInput';
import { LOT_ADDRESS_FIELDS } from '../../../domain/entities/lot/identity.ts';

/** The lot's address fields (docs/entities.md#entities), as they sit in the Informações tab: the domain's. */
export { LOT_ADDRESS_FIELDS };

/** Form values of their own, never sent (the lot has no such fields). */
const SEARCH_SOURCE = 'address_search';
const STATE_SOURCE = 'address_state';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  width: '100%',
} as const;
const CEP = getField(lotEntity, 'cep') as Field;

/** The saved address as one line, e.g. 'Rua X, 12 - Centro, Campinas, 13015-001'. */
export function addressText(values: Record<string, unknown>): string {
  const street = [values.street_address, values.street_number].filter(Boolean).join(', ');
  const place = [values.bairro, values.cidade, values.cep ? formatValue(CEP, values.cep) : '']
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(' - ');
}

/**
 * The address with the maps service: a search restricted to Brazil; once a place is chosen
 * its parts fill the lot's fields, and route, number, neighbourhood, city, state and CEP are
 * required (docs/validation.md#validation). A saved address shows in its (optional) fields until another is chosen.
 */
const AutocompleteAddress = ({ lookup }: { lookup: AddressLookup }) => {
  const translate = useTranslate();
  const { setValue, getValues, trigger } = useFormContext();
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked) void trigger(['street_address', 'street_number', 'bairro', 'cidade', STATE_SOURCE, 'cep']);
  }, [picked, trigger]);
  const [saved] = useState(() => addressText(getValues()));
  const route = useWatch({ name: 'street_address' }) as unknown;
  const fill = (parts: AddressParts) => {
    const set = (source: string, value: string) =>
      setValue(source, value || null, { shouldDirty: true, shouldValidate: picked });
    set('street_address', parts.route);
    set('street_number', parts.street_number);
    set('bairro', parts.sublocality_level_1);
    set('cidade', parts.administrative_area_level_2);
    set('cep', parts.postal_code.replace(/\D/g, ''));
    set(STATE_SOURCE, parts.administrative_area_level_1);
    setPicked(true);
  };
  const required = (field: string, source: string) => (
    <DomainInput entity={addressEntity} field={field} source={source} />
  );
  return (
    <>
      <AddressSearchInput
        lookup={lookup}
        source={SEARCH_SOURCE}
        label={translate('app.lots.address.search')}
        chosenText={saved}
        onPlace={fill}
        noOptionsText={translate('app.lots.address.none')}
      />
      {picked ? (
        <Box sx={grid}>
          {required('route', 'street_address')}
          {required('street_number', 'street_number')}
          <DomainInput field="street_complement" />
          {required('sublocality_level_1', 'bairro')}
          {required('administrative_area_level_2', 'cidade')}
          {required('administrative_area_level_1', STATE_SOURCE)}
          {required('postal_code', 'cep')}
        </Box>
      ) : (
        !!(saved || route) && (
          <Box sx={grid}>
            {LOT_ADDRESS_FIELDS.map((name) => (
              <DomainInput key={name} field={name} />
            ))}
          </Box>
        )
      )}
    </>
  );
};

/** Without the maps service: the address typed in, the CEP masked, the municipality from the reference data. */
const ManualAddress = ({ projectId }: { projectId: number | undefined }) => (
  <Box sx={grid}>
    <DomainInput field="street_address" />
    <DomainInput field="street_number" />
    <DomainInput field="street_complement" />
    <DomainInput field="bairro" />
    <LotCityInput projectId={projectId} />
    <DomainInput field="cep" />
  </Box>
);

/**
 * The address part of Informações: Google Places when `VITE_GOOGLE_MAPS_KEY` is set and its
 * script loads, else (no key, or a failed load, which is only logged) the manual fields.
 */
export const LotAddressInputs = ({ projectId }: { projectId: number | undefined }) => {
  const translate = useTranslate();
  const { lookup, status } = useLoadedAddressLookup();
  const readOnly = useDomainFormState()?.readOnly;
  return (
    <Box component="section" aria-label={translate('app.lots.address.title')} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.lots.address.title')}
      </Typography>
      {status === 'loading' && <LinearProgress aria-label={translate('app.lots.address.loading')} />}
      {status === 'ready' && lookup && !readOnly && <AutocompleteAddress lookup={lookup} />}
      {(status === 'none' || status === 'failed' || (status === 'ready' && readOnly)) && (
        <ManualAddress projectId={projectId} />
      )}
    </Box>
  );
};
