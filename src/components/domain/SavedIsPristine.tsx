import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * After a save, the fields that now hold what the server saved are no longer "changed", so
 * Salvar greys again. A form that keeps what is typed when its record reloads (KEEP_TYPED, for a
 * conflict's reload) also kept every saved field marked as changed: after "Configuração salva"
 * Salvar stayed active, as if something were still unsaved. A field typed while the save was on
 * its way differs from the saved value and stays changed. `saved` is the server's answer.
 */
export const SavedIsPristine = ({ saved }: { saved: Record<string, unknown> | undefined }) => {
  const { getValues, resetField } = useFormContext();
  useEffect(() => {
    if (!saved) return;
    for (const [name, value] of Object.entries(getValues()))
      if (name in saved && same(value, saved[name])) resetField(name, { defaultValue: value });
  }, [saved, getValues, resetField]);
  return null;
};
