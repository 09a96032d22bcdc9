import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const titleContainer = () => document.getElementById('react-admin-title');

/** Re-reads the container when the page changes: on first render the top bar may not hold it yet. */
const watchPage = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * The page's name in the top bar, as react-admin's <Title preferenceKey={false}> writes it
 * (a span in #react-admin-title). react-admin's <Title> also imports the title's preference
 * editor (MUI's TextField and Select) even when it is off; the dashboard uses this one so
 * that the first screen does not carry them.
 */
export const AppTitle = ({ title }: { title: ReactNode }) => {
  const container = useSyncExternalStore(watchPage, titleContainer, () => null);
  if (!container) return null;
  return createPortal(
    <span>
      <span>{title}</span>
    </span>,
    container,
  );
};
