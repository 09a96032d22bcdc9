import { storageKey } from './entity.ts';
import type { EntityDef } from './types.ts';

export interface ResourceMessages {
  name: string;
  fields: Record<string, string>;
}

/**
 * The `resources.<resource>` part of the pt-BR react-admin catalogue (docs/architecture.md#front-end):
 * `name` in polyglot's singular |||| plural form, and every field label (files under both
 * their name and their id key).
 */
export const resourceMessages = (entities: readonly EntityDef[]): Record<string, ResourceMessages> =>
  Object.fromEntries(
    entities.map((e) => [
      e.resource,
      {
        name: `${e.label} |||| ${e.pluralLabel}`,
        fields: Object.fromEntries(
          e.fields.flatMap((f) => [
            [f.name, f.label],
            [storageKey(f), f.label],
          ]),
        ),
      },
    ]),
  );
