import { documentsMessages } from './app-documents';
import { reportsMessages } from './app-reports';
import { emissionsMessages } from './app-emissions';
import { removalReviewsMessages } from './app-removal-reviews';
import { legalMessages } from './app-legal';
import { procedureMessages } from './app-procedure';
import { mapMessages } from './app-map';
import { registryMessages } from './app-registry';
import { adminMessages } from './app-admin';

/**
 * The application's own messages (menu, pages, resource names). Resource
 * names use polyglot's `singular |||| plural` form, read by react-admin with
 * `smart_count`.
 */
export const appMessages = {
  app: {
    ...reportsMessages,
    ...emissionsMessages,
    ...documentsMessages,
    ...removalReviewsMessages,
    ...legalMessages,
    ...procedureMessages,
    ...mapMessages,
    ...registryMessages,
    ...adminMessages,
    menu: {
      dashboard: 'Painel Principal',
      projects: 'Projetos',
      users: 'Usuários',
      admin: 'Administração',
    },
    // The top bar's user menu, named with the person's name it shows (WCAG 2.5.3)
    user_menu: 'Perfil de %{name}',
    auth: {
      signing_in: 'Concluindo o acesso...',
      // The spec gives this message literally, in English.
      not_logged_in: 'Not logged in',
    },
    // Public personal-data removal (docs/screens.md#screens, docs/states.md#states, docs/errors.md#errors; the spec's texts word for word)
    removal: {
      request_title: 'Remover meus dados',
      request_intro:
        'Informe o e-mail que você usou no aplicativo de cadastro. Se houver dados associados a ele, enviaremos um link para confirmar a remoção.',
      email: 'E-mail',
      submit: 'Enviar',
      sending: 'Enviando...',
      sent: 'Solicitação enviada com sucesso, verifique seu email para os próximos passos!',
      error: 'Ocorreu um erro, tente novamente',
      network_error: 'Ocorreu um erro de rede, tente novamente mais tarde',
      confirm_title: 'Confirmar a remoção dos dados',
      confirm_intro:
        'A sua conta no aplicativo de cadastro e os dados que você informou por ela serão removidos, e isso não pode ser desfeito. Dados que a prefeitura é obrigada a manter (de lotes com título ou CRF já emitido) são conservados, como permite a LGPD (art. 16, I). Cadastros feitos pela equipe da prefeitura com o seu e-mail ou CPF são analisados pela prefeitura, com resposta em até 15 dias.',
      confirm_word: 'Digite "Confirmar"',
      confirm_submit: 'Remover meus dados',
      removed: 'Conta removida com sucesso',
      request_again: 'Pedir um novo link',
      checking: 'Verificando o link...',
      dead_link: 'Este link não pode ser usado',
      go_to_site: 'Ir para o site da prefeitura',
    },
    page: {
      dashboard: 'Painel Principal',
    },
    // A panel asking for its answer again, the previous one still shown (components/Refreshing.tsx).
    refreshing: 'Atualizando...',
    // Beside a Salvar disabled by errors: where they are (components/domain/DomainToolbar.tsx).
    form: {
      fix_errors: 'Corrija os campos em vermelho para salvar',
      fix_errors_in: 'Corrija os campos em vermelho para salvar: %{tabs}',
    },
    action: {
      back: 'Voltar',
      edit: 'Editar',
      show: 'Visualizar',
    },
    // docs/screens.md#screens, the delete modal, word for word
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
    // Upload widget, Documentos, Filhos and Moradores (docs/states.md#states upload widget, docs/errors.md#errors)
    upload: {
      choose: 'Escolher arquivo',
      add: 'Adicionar arquivos',
      saving: 'Enviando %{name}...',
      success: '%{name} enviado.',
      failed: 'Falha no envio',
      retry: 'Tente novamente',
      cancel: 'Cancelar',
      replace: 'Substituir',
      remove: 'Remover',
      close: 'Fechar',
      open_new_tab: 'Abrir em nova aba',
      count: '%{count} de %{limit} arquivos',
      // The spec asks for this warning in English (docs/errors.md#errors).
      limit: 'You can upload at most %{limit} files.',
      editor: {
        title: 'Ajustar imagem',
        rotate: 'Girar 90°',
        clear_crop: 'Desfazer recorte',
        hint: 'Arraste sobre a imagem para recortar. A imagem é enviada como JPEG.',
        send: 'Enviar',
        load_error: 'Não foi possível abrir a imagem para edição; ela será enviada como está.',
      },
    },
    documents: {
      saved: 'Documento salvo com sucesso!',
      save_error: 'Erro ao salvar documento.',
      removed: 'Documento removido com sucesso!',
      remove_error: 'Erro ao remover documento.',
    },
    // Aparência: cores da barra lateral (docs/screens.md#screens)
    appearance: {
      title: 'Aparência',
      sidebar: 'Cor da barra lateral',
      active: 'Cor do item ativo',
      close: 'Fechar',
    },
    // Um registro que não existe ou não carregou (issue 18)
    not_found: {
      title: '%{what} não encontrado',
      title_f: '%{what} não encontrada',
      message:
        'Este endereço não corresponde a um registro que você possa ver: ele não existe, foi excluído ou pertence a um projeto do qual você não participa.',
      load_error_title: 'Não foi possível carregar: %{what}',
      load_error_message: 'O servidor não respondeu como esperado. Tente de novo em instantes.',
      back: 'Voltar',
      projects: 'Ir para Projetos',
    },
    // Histórico do lote (issue 8 part 2)
    history: {
      tab: 'Histórico',
      title: 'Histórico do lote',
      open: 'Ver histórico',
      empty: 'Nenhuma alteração registrada.',
      load_error: 'Erro ao carregar o histórico.',
      someone: 'Usuário removido',
      back: 'Voltar ao lote',
      from_to: '%{from} → %{to}',
      empty_value: '(vazio)',
      entity: { lot: 'Lote', child: 'Filho(a)', resident: 'Morador(a)', document: 'Documento', status: 'Situação' },
      action: {
        created: 'cadastrou',
        updated: 'alterou',
        deleted: 'excluiu',
        status: 'mudou a situação do lote',
        file_added: 'anexou',
        file_removed: 'removeu',
        lgpd_review: 'decidiu um pedido de remoção (LGPD) sobre',
      },
    },
    // Salvar uma cópia desatualizada (issue 8 part 1)
    conflict: {
      title: 'Registro alterado',
      message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
      kept: 'O que você digitou continua no formulário: confira e salve de novo.',
      reload: 'Recarregar',
      cancel: 'Fechar',
    },
    family: {
      edit: 'Editar',
      delete: 'Excluir',
      cancel: 'Cancelar',
      save: 'Salvar',
      resident: 'Reside no lote',
      not_resident: 'Não reside no lote',
      deficiency: 'Pessoa com deficiência',
      children: {
        add: 'Adicionar Filho',
        create_title: 'Adicionar Filho',
        edit_title: 'Editar Filho',
        empty: 'Nenhum filho cadastrado.',
        confirm_delete: 'Tem certeza que deseja excluir este filho?',
        load_error: 'Erro ao carregar filhos.',
        save_error: 'Erro ao salvar filho.',
        delete_error: 'Erro ao excluir filho.',
        updated: 'Filho atualizado com sucesso!',
        created: 'Filho adicionado com sucesso!',
        deleted: 'Filho excluído com sucesso!',
      },
      residents: {
        add: 'Adicionar Outro Residente',
        create_title: 'Adicionar Outro Residente',
        edit_title: 'Editar Morador',
        empty: 'Nenhum morador cadastrado.',
        confirm_delete: 'Tem certeza que deseja excluir %{name}?',
      },
    },
    projects: {
      no_group: 'Nenhum grupo',
      group_help: 'Os grupos são criados e renomeados em Administração › Grupos de projetos.',
      group_admin_only: 'Só um administrador global muda o grupo do projeto.',
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
        search: 'Buscar quadra pelo nome',
      },
      members: {
        title: 'Membros',
        search: 'Buscar por e-mail',
        add: 'Adicionar membro',
        add_user: 'Usuário (nome ou e-mail)',
        type_more: 'Digite pelo menos %{n} letras do nome ou do e-mail',
        no_user: 'Nenhum usuário encontrado fora do projeto',
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
    // Lote (docs/screens.md#screens, docs/states.md#states, docs/errors.md#errors): the lot screen
    lots: {
      anonymised_notice:
        'Dados pessoais deste lote foram anonimizados em %{date} a pedido do titular (LGPD, art. 18). O que a regularização exige manter foi mantido.',
      show_title: 'Visualizar Lote',
      edit_title: 'Editar Lote',
      create_title: 'Cadastrar Lote',
      review: {
        run: 'Executar Análise',
        running: 'Analisando...',
        done: 'A análise foi executada com sucesso!',
        error_title: 'Erro na Análise',
        unknown: 'Erro desconhecido',
        failed: 'Falha ao executar a análise. Tente novamente.',
        title: 'Resultado da análise',
        status: 'Situação após a análise: %{label}',
        missing: 'O que falta',
        nothing_missing: 'Nada falta: todos os dados exigidos foram preenchidos.',
        warnings: 'Avisos',
        other_lot: '%{lot} (%{block}, %{project})',
        close: 'Fechar',
      },
      status: {
        label: 'Situação',
        changed: 'Status alterado para: %{label}',
        error_title: 'Erro ao Atualizar Status',
        failed: 'Falha ao atualizar o status.',
        failed_retry: 'Falha ao atualizar o status. Tente novamente.',
      },
      assigned: {
        social: 'Cadastro social',
        improvements: 'Benfeitorias',
        by: '%{name} em %{date}',
        pending: 'pendente',
        assigned_to: 'pendente, atribuído a %{name}',
      },
      address: {
        title: 'Endereço',
        search: 'Buscar endereço',
        none: 'Nenhum endereço encontrado',
        state: 'Estado',
        city: 'Município',
        select_state: 'Escolha o estado primeiro',
        loading: 'Carregando...',
        no_city: 'Nenhum município encontrado',
      },
      documents_after_save: 'Os documentos podem ser enviados depois de salvar o lote.',
    },
    // The screens of a declared resource (src/components/resource/): what does not depend on the resource.
    resource: {
      back_to_project: 'Voltar ao projeto',
      back_to_block: 'Voltar à quadra',
    },
    // Quadras, Ruas, Usuários and the Painel Principal (docs/screens.md#screens)
    blocks: {
      back: 'Voltar ao projeto',
      show_title: 'Visualizar Quadra',
      edit_title: 'Editar Quadra',
      streets: 'Ruas',
      lots: 'Lotes',
      search_lots: 'Buscar por identificador',
      no_lots: 'Nenhum lote nesta quadra.',
      create_lot: 'Cadastrar Lote',
      lot_created: 'Lote cadastrado com sucesso!',
    },
    streets: {
      title: 'Ruas',
      of_project: 'Ruas de %{name}',
      create: 'Cadastrar Rua',
      created: 'Rua cadastrada com sucesso!',
      search: 'Buscar por nome',
      empty: 'Nenhuma rua cadastrada.',
      show_title: 'Visualizar Rua',
      edit_title: 'Editar Rua',
      back_to_list: 'Voltar às ruas',
    },
    users: {
      create: 'Criar',
      create_title: 'Criar Usuário',
      edit_title: 'Editar Usuário',
      show_title: 'Visualizar Usuário',
      search: 'Buscar por nome ou e-mail',
      password_keep: 'Deixe em branco para manter a senha atual',
      projects_roles: 'Perfis nos projetos',
      project: 'Projeto',
      project_role: 'Perfil no projeto',
      no_projects: 'Este usuário não participa de nenhum projeto.',
      membership: '%{user} do projeto %{project}',
      membership_removed: 'Usuário removido do projeto',
      chart: 'Lotes trabalhados por dia',
      no_work: 'Nenhum lote trabalhado ainda.',
      completed: 'completos',
      incomplete: 'incompletos',
    },
    dashboard: {
      hello: 'Olá, %{name}',
      role_admin: 'Administrador do sistema',
      role_member: 'Membro',
      projects: 'Seus projetos',
      no_projects: 'Você ainda não participa de nenhum projeto.',
      project: 'Projeto',
      place: 'Município - Estado',
      progress: 'Progresso',
      all_projects: 'Ver todos os %{count} projetos',
      activity: 'Atividade recente',
      completed_lots: 'Lotes concluídos nos projetos que você administra',
      recent_lots: 'Lotes atualizados por último nos seus projetos',
      no_activity: 'Nenhuma atividade registrada ainda.',
      col: {
        date: 'Data',
        project: 'Projeto',
        completed: 'Completos',
        incomplete: 'Incompletos',
        user: 'Usuário',
        social: 'Cadastro social',
        benfeitorias: 'Benfeitorias',
        lot: 'Lote',
        status: 'Situação',
        updated_at: 'Atualizado em',
      },
    },
  },
} as const;

/** Dotted paths to the leaves of a message tree, e.g. 'app.menu.projects'. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the app catalogue, for type-checked `translate` calls. */
export type AppMessageKey = MessageKey<typeof appMessages>;
