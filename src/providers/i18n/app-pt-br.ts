/**
 * The application's own messages (menu, pages, resource names). Resource
 * names use polyglot's `singular |||| plural` form, read by react-admin with
 * `smart_count`.
 */
export const appMessages = {
  app: {
    menu: {
      dashboard: 'Painel Principal',
      projects: 'Projetos',
      users: 'Usuários',
      admin: 'Administração',
    },
    auth: {
      signing_in: 'Concluindo o acesso...',
      // The spec gives this message literally, in English.
      not_logged_in: 'Not logged in',
    },
    page: {
      dashboard: 'Painel Principal',
    },
  },
  resources: {
    projects: { name: 'Projeto |||| Projetos' },
    users: { name: 'Usuário |||| Usuários' },
    blocks: { name: 'Quadra |||| Quadras' },
    streets: { name: 'Rua |||| Ruas' },
    lots: { name: 'Lote |||| Lotes' },
  },
} as const;

/** Dotted paths to the leaves of a message tree, e.g. 'app.menu.projects'. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the app catalogue, for type-checked `translate` calls. */
export type AppMessageKey = MessageKey<typeof appMessages>;
