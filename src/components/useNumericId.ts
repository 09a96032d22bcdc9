import { useParams } from 'react-router-dom';

/** The route's `:id` (or another parameter) as a number (docs/screens.md#screens); undefined if it is not one. */
export function useNumericId(param = 'id'): number | undefined {
  const value = useParams()[param];
  const id = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}
