import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { googleAddressLookup } from './googlePlaces';
import type { AddressLookup } from './types';

const Context = createContext<AddressLookup | null | undefined>(undefined);

/** Gives the screens below a lookup of their own (or `null`: no autocomplete). */
export const AddressLookupProvider = ({ lookup, children }: { lookup: AddressLookup | null; children: ReactNode }) => (
  <Context.Provider value={lookup}>{children}</Context.Provider>
);

const byKey = new Map<string, AddressLookup>();

/**
 * The address lookup: the provided one, else Google Places when `VITE_GOOGLE_MAPS_KEY` is
 * set, else none (the screens then offer the manual address fields).
 */
export function useAddressLookup(): AddressLookup | null {
  const provided = useContext(Context);
  if (provided !== undefined) return provided;
  const key = import.meta.env.VITE_GOOGLE_MAPS_KEY as string | undefined;
  if (!key) return null;
  if (!byKey.has(key)) byKey.set(key, googleAddressLookup(key));
  return byKey.get(key)!;
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
