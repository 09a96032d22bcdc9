/**
 * An address chosen from the maps service (docs/entities.md#entities "Address"): the parts of one place, with
 * the names the maps service uses for them.
 */
export interface AddressParts {
  formatted_address: string;
  route: string;
  street_number: string;
  /** Neighbourhood. */
  sublocality_level_1: string;
  /** City. */
  administrative_area_level_2: string;
  /** State (its full name, e.g. 'São Paulo'). */
  administrative_area_level_1: string;
  country: string;
  /** As the service gives it, e.g. '13010-000'. */
  postal_code: string;
}

/** One suggestion for what the user typed. */
export interface AddressSuggestion {
  id: string;
  text: string;
}

/**
 * Address autocomplete restricted to Brazil (docs/product.md#product, docs/validation.md#validation). The real one talks to Google Maps
 * (googlePlaces.ts); tests use fakeAddressLookup.ts.
 */
export interface AddressLookup {
  /** Loads what the service needs (the maps script, once); rejects when it cannot. */
  load(): Promise<void>;
  /** Places in Brazil matching the typed text. */
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** The parts of a suggested place. */
  resolve(suggestion: AddressSuggestion): Promise<AddressParts>;
}
