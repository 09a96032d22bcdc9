import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** The words of the lot's hover card, translated once per render of the page. */
export function useHoverLabels() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      holder: translate('app.map.holder'),
      declared: translate('app.map.area_declared'),
      computed: translate('app.map.area_computed'),
      none: translate('app.map.none'),
    }),
    [translate],
  );
}
