import type { AddressLookup, AddressParts } from './types';

/** Places the test double knows, by their formatted address. */
export const FAKE_PLACES: AddressParts[] = [
  {
    formatted_address: 'Rua Barão de Jaguara, 1000 - Centro, Campinas - SP, 13015-001, Brasil',
    route: 'Rua Barão de Jaguara',
    street_number: '1000',
    sublocality_level_1: 'Centro',
    administrative_area_level_2: 'Campinas',
    administrative_area_level_1: 'São Paulo',
    country: 'Brasil',
    postal_code: '13015-001',
  },
  {
    formatted_address: 'Avenida Brasil - Jardim Chapadão, Campinas - SP, Brasil',
    route: 'Avenida Brasil',
    street_number: '',
    sublocality_level_1: 'Jardim Chapadão',
    administrative_area_level_2: 'Campinas',
    administrative_area_level_1: 'São Paulo',
    country: 'Brasil',
    postal_code: '',
  },
];

/**
 * The address lookup as a test double: suggests the known places whose address contains the
 * typed text (accents and case ignored); `failLoad` makes the script "fail to load".
 */
export function fakeAddressLookup({
  places = FAKE_PLACES,
  failLoad = false,
}: { places?: AddressParts[]; failLoad?: boolean } = {}): AddressLookup {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return {
    load: async () => {
      if (failLoad) throw new Error('Falha ao carregar o script de mapas');
    },
    suggest: async (input) =>
      places
        .filter((p) => fold(p.formatted_address).includes(fold(input.trim())))
        .map((p) => ({ id: p.formatted_address, text: p.formatted_address })),
    resolve: async (suggestion) => places.find((p) => p.formatted_address === suggestion.id)!,
  };
}
