import type { EntityDef } from '../fields/types.ts';

/**
 * What a simple resource's records belong to: a project (`project_id`) or a block
 * (`block_id`, the project being the block's). Its entity declares the matching reference.
 */
export type ResourceParent = 'project' | 'block';

/** Who may read and who may write a resource's records (docs/roles.md#roles). */
export type ResourceAccess = 'project-member' | 'project-admin';

/**
 * A simple resource declared in configuration (issue #13 part 2): its entity (fields, labels,
 * which views list which field), its parent, who reads and who writes it. From it come the
 * table (server/resources/table.ts), the API's list, create, get, patch and delete with
 * access and project scope (server/http/resources.ts), their OpenAPI entries, the mock
 * handlers (mock-api/resources.ts) and the react-admin screens (src/components/resource/).
 */
export interface ResourceDef<E extends EntityDef = EntityDef> {
  readonly entity: E;
  readonly parent: ResourceParent;
  readonly read: ResourceAccess;
  readonly write: ResourceAccess;
  /** Grammatical gender of the label, for the generated texts ("Uma rua", "Um equipamento"). */
  readonly gender: 'f' | 'm';
  /** The OpenAPI tag of its routes. */
  readonly tag: string;
  /** Rows a list answers when the client asks no count (docs/limits.md#limits); 20 by default. */
  readonly pageSize?: number;
  /** A field unique within the parent, and the 409 answered for a duplicate (keyed by the field too). */
  readonly unique?: { readonly field: string; readonly message: string };
  /** The 404 message of an unknown record (else the generic "Registro não encontrado"). */
  readonly notFound?: string;
  /** `false`: the parent's screen links to the list by hand (the project's Ruas button), not by ParentLinks. */
  readonly linked?: false;
}

/** Declares a resource, keeping the literal types of its entity. */
export const defineResource = <const E extends EntityDef>(resource: ResourceDef<E>): ResourceDef<E> => resource;

/** The record key that links a record to its parent. */
export const parentKey = (resource: ResourceDef): 'project_id' | 'block_id' =>
  resource.parent === 'project' ? 'project_id' : 'block_id';

/** The label in running text: "rua", "equipamento público". */
const lower = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);

/** "uma rua", "um equipamento público". */
export const withArticle = (resource: ResourceDef): string =>
  `${resource.gender === 'f' ? 'uma' : 'um'} ${lower(resource.entity.label)}`;

/** The pt-BR summaries of the five routes, for the OpenAPI document. */
export const routeSummaries = (resource: ResourceDef) => {
  const one = withArticle(resource);
  return {
    list: `${resource.entity.pluralLabel} de ${resource.parent === 'project' ? 'um projeto' : 'uma quadra'}`,
    get: one.charAt(0).toUpperCase() + one.slice(1),
    create: `Cria ${one}`,
    update: `Altera ${one}`,
    delete: `Exclui ${one}`,
  };
};

/** The resource's own fields of a list's search `q`: its listed texts. */
export const searchKeys = (resource: ResourceDef): string[] =>
  resource.entity.fields.filter((f) => f.type === 'text' && (f.views ?? []).includes('list')).map((f) => f.name);
