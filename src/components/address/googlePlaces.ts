import type { AddressLookup, AddressParts, AddressSuggestion } from './types';

/** The few pieces of the Google Maps JavaScript API (Places, new) this lookup uses. */
interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}
interface GooglePlace {
  formattedAddress?: string | null;
  addressComponents?: AddressComponent[];
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}
interface PlacePrediction {
  placeId: string;
  text: { text: string };
  toPlace(): GooglePlace;
}
interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      language: string;
      region: string;
      sessionToken?: unknown;
    }): Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>;
  };
  AutocompleteSessionToken: new () => unknown;
}
interface GoogleMaps {
  maps: { importLibrary(name: 'places'): Promise<PlacesLibrary> };
}

const CALLBACK = '__reurbMapsLoaded';
const REGION = 'br';
const LANGUAGE = 'pt-BR';

let loading: Promise<PlacesLibrary> | undefined;

/** Adds the maps script to the page once; every lookup shares it. */
function loadPlaces(key: string): Promise<PlacesLibrary> {
  loading ??= new Promise<void>((resolve, reject) => {
    const win = window as unknown as Record<string, unknown>;
    win[CALLBACK] = () => resolve();
    const script = document.createElement('script');
    const params = new URLSearchParams({
      key,
      loading: 'async',
      libraries: 'places',
      language: LANGUAGE,
      region: REGION,
      callback: CALLBACK,
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => reject(new Error('Falha ao carregar o script do Google Maps'));
    document.head.appendChild(script);
  })
    .then(() => (window as unknown as { google: GoogleMaps }).google.maps.importLibrary('places'))
    .catch((error: unknown) => {
      loading = undefined; // a later screen may try again
      throw error;
    });
  return loading;
}

const part = (components: AddressComponent[], type: string, short = false): string => {
  const found = components.find((c) => c.types.includes(type));
  return (short ? found?.shortText : found?.longText) ?? '';
};

/** A Google place as the spec's Address (docs/entities.md#entities). */
export function addressOf(place: Pick<GooglePlace, 'formattedAddress' | 'addressComponents'>): AddressParts {
  const c = place.addressComponents ?? [];
  return {
    formatted_address: place.formattedAddress ?? '',
    route: part(c, 'route'),
    street_number: part(c, 'street_number'),
    sublocality_level_1: part(c, 'sublocality_level_1') || part(c, 'sublocality'),
    administrative_area_level_2: part(c, 'administrative_area_level_2'),
    administrative_area_level_1: part(c, 'administrative_area_level_1'),
    country: part(c, 'country'),
    postal_code: part(c, 'postal_code'),
  };
}

/**
 * The address lookup on Google Places (the new Places API of the Maps JavaScript API),
 * suggestions restricted to Brazil, one session token per search until a place is chosen.
 */
export function googleAddressLookup(key: string): AddressLookup {
  const predictions = new Map<string, PlacePrediction>();
  let session: unknown;
  return {
    load: async () => {
      await loadPlaces(key);
    },
    async suggest(input) {
      const places = await loadPlaces(key);
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: [REGION],
        language: LANGUAGE,
        region: REGION,
        sessionToken: session,
      });
      return suggestions.flatMap(({ placePrediction: p }): AddressSuggestion[] => {
        if (!p) return [];
        predictions.set(p.placeId, p);
        return [{ id: p.placeId, text: p.text.text }];
      });
    },
    async resolve(suggestion) {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) throw new Error('Endereço desconhecido');
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['formattedAddress', 'addressComponents'] });
      session = undefined; // the session ends with the chosen place
      return addressOf(place);
    },
  };
}
