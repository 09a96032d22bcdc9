import { useLayoutEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { usePhone } from './usePhone';

/**
 * On a phone the menu is a drawer opened on demand. A window that narrowed to a phone's width
 * with the sidebar open (a phone turned from landscape to portrait, a desktop window made
 * narrow) turned react-admin's docked sidebar into a drawer covering the screen; with AppFrame's
 * sidebar drawn afresh at that width, it would slide in over what the user was reading.
 * Crossing into a phone's width now closes the sidebar, as a phone starts; the menu button
 * opens the drawer there.
 */
export function useCloseSidebarOnPhone(): void {
  const phone = usePhone();
  const [open, setOpen] = useSidebarState();
  const wasPhone = useRef(phone);
  // Before the screen is painted: the drawer is never drawn open over the screen the user turned.
  useLayoutEffect(() => {
    const crossed = phone && !wasPhone.current;
    wasPhone.current = phone;
    if (crossed && open) setOpen(false);
  }, [phone, open, setOpen]);
}
