import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/** What the prompt asks when a changed form is left by a link or a button that is a link. */
export const UNSAVED_CHANGES_PROMPT = 'Há alterações não salvas neste formulário. Sair e descartar as alterações?';

/** A same-window link inside the app (not a download, a new tab or another site). */
const leavingLink = (event: MouseEvent): HTMLAnchorElement | null => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
};

/**
 * Nothing lost (issue #18): while the form has unsaved changes, leaving it by a link (the
 * sidebar, Voltar, Visualizar…) asks first, and closing or reloading the tab gets the
 * browser's own warning. react-admin's `warnWhenUnsavedChanges` needs a data router, and the
 * app runs under a BrowserRouter, so this listens to the clicks itself: a capturing listener
 * on the document runs before react-router's Link, which does nothing once the click is
 * prevented. Saving navigates by code, not by a click, so it is never asked about.
 */
export const UnsavedChangesGuard = () => {
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  const dirty = isDirty && !isSubmitting && !isSubmitSuccessful;
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      const to = new URL(anchor.href, window.location.href);
      if (to.href === window.location.href) return;
      if (window.confirm(UNSAVED_CHANGES_PROMPT)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
  return null;
};
