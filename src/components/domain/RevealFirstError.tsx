import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * After a save that leaves errors (the server's among them, which react-hook-form does not focus
 * as it does its own), the first field in error that is on screen is scrolled to the middle and
 * focused: on a phone the form is many screens long, and "O formulário não é válido" at the top
 * pointed at a field out of sight. DomainTabs opens the tab that holds it first; a hidden tab's
 * fields (inside `[hidden]`) are passed over.
 */
export const RevealFirstError = () => {
  const anchor = useRef<HTMLSpanElement>(null);
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const failed = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (!failed) return;
    const form = anchor.current?.closest('form');
    const field = [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])].find(
      (element) => !element.closest('[hidden]'),
    );
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [submitCount, failed]);
  return <span ref={anchor} hidden />;
};
