import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { googleAddressLookup } from './googlePlaces';
import type { AddressLookup } from './types';

const Context = createContext<AddressLookup | null | undefined>(undefined);

/** Gives the screens below a lookup of their own (or `null`: no autocomplete). */
export const AddressLookupProvider = ({ lookup, children }: { lookup: AddressLookup | null; children: ReactNode }) => (
  <Context.Provider value={lookup}>{children}</Context.Provider>
);

type MakeLookup = (key: string) => AddressLookup;
const made = new WeakMap<MakeLookup, Map<string, AddressLookup>>();

/**
 * The lookup of a maps key, made once per key (its script loads once): Google Places unless
 * another maker is given; none without a key.
 */
export function lookupForKey(key: string | undefined, make: MakeLookup = googleAddressLookup): AddressLookup | null {
  if (!key) return null;
  const byKey = made.get(make) ?? new Map<string, AddressLookup>();
  made.set(make, byKey);
  if (!byKey.has(key)) byKey.set(key, make(key));
  return byKey.get(key)!;
}

/**
 * The address lookup: the provided one, else Google Places when `VITE_GOOGLE_MAPS_KEY` is
 * set, else none (the screens then offer the manual address fields).
 */
export function useAddressLookup(): AddressLookup | null {
  const provided = useContext(Context);
  if (provided !== undefined) return provided;
  return lookupForKey(import.meta.env.VITE_GOOGLE_MAPS_KEY as string | undefined);
}

export type AddressLookupStatus = 'none' | 'loading' | 'ready' | 'failed';

/**
 * The lookup once its script has loaded. A load failure is only logged (docs/errors.md#errors), and the
 * screen falls back to the manual address fields.
 */
export function useLoadedAddressLookup(): { lookup: AddressLookup | null; status: AddressLookupStatus } {
  const lookup = useAddressLookup();
  const [state, setState] = useState<{ lookup: AddressLookup | null; status: AddressLookupStatus }>({
    lookup: null,
    status: 'loading',
  });
  useEffect(() => {
    if (!lookup) return;
    let live = true;
    lookup.load().then(
      () => live && setState({ lookup, status: 'ready' }),
      (error: unknown) => {
        console.error('Falha ao carregar o serviço de endereços', error);
        if (live) setState({ lookup, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [lookup]);
  if (!lookup) return { lookup: null, status: 'none' };
  return state.lookup === lookup ? state : { lookup, status: 'loading' };
}
