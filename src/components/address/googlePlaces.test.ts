import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, googleAddressLookup } from './googlePlaces';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]')];
const win = window as unknown as Record<string, unknown>;

/** A stand-in for what the maps script defines once loaded. */
function fakeGoogle() {
  const place = {
    formattedAddress: 'Rua Barão de Jaguara, 1000 - Centro, Campinas - SP, 13015-001, Brasil',
    addressComponents: [
      { longText: '1000', shortText: '1000', types: ['street_number'] },
      { longText: 'Rua Barão de Jaguara', shortText: 'R. Barão de Jaguara', types: ['route'] },
      { longText: 'Centro', shortText: 'Centro', types: ['sublocality_level_1', 'sublocality', 'political'] },
      { longText: 'Campinas', shortText: 'Campinas', types: ['administrative_area_level_2', 'political'] },
      { longText: 'São Paulo', shortText: 'SP', types: ['administrative_area_level_1', 'political'] },
      { longText: 'Brasil', shortText: 'BR', types: ['country', 'political'] },
      { longText: '13015-001', shortText: '13015-001', types: ['postal_code'] },
    ],
    fetchFields: vi.fn(async () => undefined),
  };
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [
      {
        placePrediction: { placeId: 'p1', text: { text: 'Rua Barão de Jaguara, 1000 - Centro' }, toPlace: () => place },
      },
    ],
  }));
  const places = { AutocompleteSuggestion: { fetchAutocompleteSuggestions }, AutocompleteSessionToken: class {} };
  win.google = { maps: { importLibrary: vi.fn(async () => places) } };
  return { fetchAutocompleteSuggestions, place };
}

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete win.google;
});

describe('Google Places lookup', () => {
  it('loads the maps script once, then suggests places in Brazil and resolves their parts', async () => {
    const { fetchAutocompleteSuggestions, place } = fakeGoogle();
    const first = googleAddressLookup('k1');
    const second = googleAddressLookup('k1');
    const loads = Promise.all([first.load(), second.load(), first.load()]);
    expect(scripts()).toHaveLength(1);
    const src = new URL(scripts()[0].src);
    expect(src.searchParams.get('key')).toBe('k1');
    expect(src.searchParams.get('libraries')).toBe('places');
    expect(src.searchParams.get('region')).toBe('br');
    (win.__reurbMapsLoaded as () => void)();
    await loads;
    const suggestions = await first.suggest('Barão de Jag');
    expect(suggestions).toEqual([{ id: 'p1', text: 'Rua Barão de Jaguara, 1000 - Centro' }]);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: 'Barão de Jag', includedRegionCodes: ['br'] }),
    );
    expect(await first.resolve(suggestions[0])).toEqual({
      formatted_address: place.formattedAddress,
      route: 'Rua Barão de Jaguara',
      street_number: '1000',
      sublocality_level_1: 'Centro',
      administrative_area_level_2: 'Campinas',
      administrative_area_level_1: 'São Paulo',
      country: 'Brasil',
      postal_code: '13015-001',
    });
    expect(place.fetchFields).toHaveBeenCalledWith({ fields: ['formattedAddress', 'addressComponents'] });
    expect(scripts()).toHaveLength(1);
  });

  it('reads a neighbourhood given only as sublocality, and leaves missing parts empty', () => {
    const parts = addressOf({
      formattedAddress: 'X',
      addressComponents: [{ longText: 'Vila Nova', shortText: null, types: ['sublocality'] }],
    });
    expect(parts.sublocality_level_1).toBe('Vila Nova');
    expect(parts.street_number).toBe('');
  });

  it('rejects when the script fails to load, and adds it again on the next try', async () => {
    vi.resetModules();
    const { googleAddressLookup: fresh } = await import('./googlePlaces');
    const lookup = fresh('k2');
    const failed = lookup.load();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Falha ao carregar o script do Google Maps');
    fakeGoogle();
    const again = lookup.load();
    expect(scripts()).toHaveLength(2);
    (win.__reurbMapsLoaded as () => void)();
    await expect(again).resolves.toBeUndefined();
  });
});
