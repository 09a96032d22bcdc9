/**
 * The names of the app's resources, singular and plural: each entity's `label` and
 * `pluralLabel`, and react-admin's `resources.<r>.name` (menu, titles, notifications). Kept
 * apart from the entities so the first screen's catalogue does not load every field.
 */
export const RESOURCE_NAMES = {
  projects: { resource: 'projects', label: 'Projeto', pluralLabel: 'Projetos' },
  users: { resource: 'users', label: 'Usuário', pluralLabel: 'Usuários' },
  blocks: { resource: 'blocks', label: 'Quadra', pluralLabel: 'Quadras' },
  streets: { resource: 'streets', label: 'Rua', pluralLabel: 'Ruas' },
  lots: { resource: 'lots', label: 'Lote', pluralLabel: 'Lotes' },
} as const;

/** `resources.<r>.name` of the pt-BR catalogue, in polyglot's `singular |||| plural` form. */
export const resourceNameMessages = (): Record<string, { name: string }> =>
  Object.fromEntries(
    Object.values(RESOURCE_NAMES).map((r) => [r.resource, { name: `${r.label} |||| ${r.pluralLabel}` }]),
  );
