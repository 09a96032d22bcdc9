import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';

/** docs/limits.md#time: after the sidebar opens or closes, a window `resize` every 180 ms for 1000 ms. */
export const SIDEBAR_RESIZE_EVERY_MS = 180;
export const SIDEBAR_RESIZE_FOR_MS = 1000;

/**
 * Announces the content's new width while the sidebar slides open or shut. The window keeps its
 * size, so what sizes itself on `resize` alone never heard of it: the map (Leaflet) kept the
 * old width's centre and drew its lots off to one side after the menu closed. Repeated through
 * the drawer's transition, the last event comes after the width has settled.
 */
export function useResizeOnSidebarToggle(): void {
  const [open] = useSidebarState();
  const first = useRef(open);
  useEffect(() => {
    if (open === first.current) return;
    first.current = open;
    const every = setInterval(() => window.dispatchEvent(new Event('resize')), SIDEBAR_RESIZE_EVERY_MS);
    const stop = setTimeout(() => clearInterval(every), SIDEBAR_RESIZE_FOR_MS);
    return () => {
      clearInterval(every);
      clearTimeout(stop);
    };
  }, [open]);
}
