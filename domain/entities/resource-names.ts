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

/**
 * The grammatical gender of each name, for the words made from it ("Quadra não encontrada",
 * "Lote não encontrado", "Cadastrar Rua… cadastrada"). A resource not named here is masculine
 * unless its declaration says otherwise (domain/resources/).
 */
export const RESOURCE_GENDERS: Record<keyof typeof RESOURCE_NAMES, 'f' | 'm'> = {
  projects: 'm',
  users: 'm',
  blocks: 'f',
  streets: 'f',
  lots: 'm',
};

/** The gender of resource `resource`'s name (RESOURCE_GENDERS; 'm' for one not named there). */
export const genderOf = (resource: string): 'f' | 'm' =>
  (RESOURCE_GENDERS as Record<string, 'f' | 'm'>)[resource] ?? 'm';
