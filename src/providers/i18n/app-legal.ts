/** pt-BR messages of the lot's legal conformity panel (issue 14). */
export const legalMessages = {
  legal: {
    title: 'Conformidade legal',
    intro:
      'Regras da Lei 13.465/2017 e do Decreto 9.310/2018 conferidas pelo servidor antes da emissão do título e da CRF.',
    loading: 'Conferindo as regras...',
    checking: 'conferindo...',
    show_open: 'Mostrar 1 impedimento ou aviso |||| Mostrar os %{smart_count} impedimentos e avisos',
    load_error: 'Não foi possível conferir a conformidade legal. Tente novamente.',
    titulo: 'Título de legitimação',
    crf: 'CRF',
    allowed: 'pode ser emitido',
    refused: 'bloqueado',
    state: {
      passed: 'Atendida',
      blocked: 'Bloqueia a emissão',
      warning: 'Aviso',
      not_applicable: 'Não se aplica',
    },
    fix: 'Corrigir: %{label}',
    fix_settings: 'Configurações do projeto: %{label}',
    ask_settings: 'Configurações do projeto: %{label} (peça a um administrador do projeto)',
    other_lot: '%{lot} (%{block}, %{project})',
    place: {
      procedure: 'Procedimento da Reurb do projeto',
      'notified-parties': 'Notificados do projeto',
    },
    show_passed: 'Mostrar também as %{count} regras atendidas ou que não se aplicam',
    hide_passed: 'Ocultar as regras atendidas',
    settings_title: 'Regras legais da emissão (Reurb)',
    settings_intro:
      'Conferidas antes de cada título e CRF: a modalidade (na Reurb mista, cada lote diz a sua), a data comprovada de existência do núcleo (legitimação fundiária só até 22/12/2016), o teto de renda familiar da Reurb-S (até cinco salários mínimos) e, para os lotes marcados em área de risco, o estudo técnico e a data em que as medidas que ele indica foram implantadas (art. 36).',
  },
};
