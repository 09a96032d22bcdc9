import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, useTranslate } from 'react-admin';
import type { TranslationMessages } from 'react-admin';
import { appMessages } from './app-pt-br';
import type { AppMessageKey } from './app-pt-br';
import { raPtBr } from './ra-pt-br';
import { resourceNameMessages } from '../../../domain/entities/resource-names.ts';
import { RESOURCES } from '../../../domain/resources/index.ts';

export { raPtBr } from './ra-pt-br';
export { appMessages } from './app-pt-br';
export type { AppMessageKey, MessageKey } from './app-pt-br';

export const LOCALE = 'pt-BR';

/** react-admin's messages with the application's on top, and the resources' names from domain/. */
export const messages: TranslationMessages = mergeTranslations(raPtBr, appMessages, {
  resources: {
    // A declared resource's name comes with its declaration (domain/resources/).
    ...Object.fromEntries(
      Object.values(RESOURCES).map(({ entity }) => [
        entity.resource,
        { name: `${entity.label} |||| ${entity.pluralLabel}` },
      ]),
    ),
    ...resourceNameMessages(),
  },
});

/**
 * The only locale is pt-BR. `allowMissing` makes polyglot show a missing key
 * itself (and react-admin's `_` default when one is given) instead of
 * warning; there is deliberately no `onMissingKey`.
 */
export const i18nProvider = polyglotI18nProvider(
  () => messages,
  LOCALE,
  [{ locale: LOCALE, name: 'Português (Brasil)' }],
  { allowMissing: true },
);

/** `useTranslate` restricted to the app catalogue's keys. */
export function useAppTranslate() {
  const translate = useTranslate();
  return (key: AppMessageKey, options?: Record<string, unknown>): string => translate(key, options);
}
