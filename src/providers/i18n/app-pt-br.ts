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
    action: {
      back: 'Voltar',
      edit: 'Editar',
      show: 'Visualizar',
    },
    // spec §2, the delete modal, word for word
    delete: {
      confirm: 'Você tem certeza que quer deletar %{name}',
      close: 'Fechar',
      delete: 'Deletar',
    },
    list: {
      search: 'Buscar',
      pager: 'Paginação',
      empty: 'Nenhum registro encontrado.',
      actions: 'Ações',
    },
    file: {
      none: 'Nenhum arquivo',
    },
    projects: {
      create: 'Cadastrar Projeto',
      show_title: 'Visualizar Projeto',
      edit_title: 'Editar Projeto',
      create_title: 'Cadastrar Projeto',
      streets: 'Ruas',
      reports: 'Relatórios',
      progress: 'Progresso',
      search: 'Buscar por nome, município ou estado',
      data: 'Dados do projeto',
      reports_files: 'Arquivos do projeto',
      state_city: {
        select_state: 'Escolha o estado primeiro',
        loading: 'Carregando...',
        none: 'Nenhum município encontrado',
      },
      blocks: {
        title: 'Quadras',
        create: 'Cadastrar Quadra',
        edit: 'Editar Quadra',
        show: 'Visualizar Quadra',
        created: 'Quadra cadastrada com sucesso!',
        empty: 'Nenhuma quadra cadastrada.',
      },
      members: {
        title: 'Membros',
        search: 'Buscar por e-mail',
        add: 'Adicionar membro',
        add_user: 'Usuário (nome ou e-mail)',
        added: 'Membro adicionado',
        role_changed: 'Perfil alterado para: %{role}',
        removed: 'Membro removido',
        invite: 'Convidar por e-mail',
        invite_send: 'Convidar',
        invited: 'Convite enviado para %{email}',
        empty: 'Nenhum membro neste projeto.',
        error: 'Não foi possível concluir a operação.',
      },
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
