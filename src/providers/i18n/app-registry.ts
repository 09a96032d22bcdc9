/** pt-BR messages of the registry after the CRF and the public status lookup (issue 16 parts 5 and 6). */
export const registryMessages = {
  registry: {
    counts_title: 'Registro no cartório, por lote',
    counts_subheader: 'Lotes por etapa do registro após a CRF (prenotação, exigência, registro e entrega do título)',
    dashboard_title: 'Registro no cartório',
    dashboard_subheader: 'Lotes por etapa do registro, nos projetos que já chegaram ao cartório',
    project: 'Projeto',
    total: 'Total',
    stage: 'Etapa atual do registro',
    protocol: 'Protocolo de acompanhamento: %{protocol}',
    protocol_help:
      'A família consulta a situação do lote em %{url} com este protocolo e a data de nascimento do titular.',
    error: 'Não foi possível carregar as etapas do registro.',
    averbacao_button: 'Requerimento de averbação da edificação (PDF)',
    averbacao_help:
      'Na Reurb-S, a família pede ao cartório que averbe a casa na matrícula da unidade por mera notícia, com a área construída, sem habite-se nem certidões negativas (Decreto 9.310/2018, art. 72); a primeira averbação de casa de até 70 m² é isenta (art. 54, V).',
  },
  lookup: {
    title: 'Consulte a situação do seu lote',
    intro:
      'Digite o protocolo impresso nos documentos do seu lote e a data de nascimento do titular. Não é preciso entrar com senha.',
    protocol: 'Protocolo',
    protocol_help: 'Ex.: 7K2M9-QXDPA (10 letras e números)',
    birth_date: 'Data de nascimento do titular',
    birth_date_help: 'DD/MM/AAAA',
    submit: 'Consultar',
    searching: 'Consultando...',
    holder: 'Titular',
    project_stage: 'Regularização do núcleo',
    lot_stage: 'Registro do seu lote',
    again: 'Fazer outra consulta',
    network_error: 'Ocorreu um erro de rede, tente novamente mais tarde',
    privacy: 'Por segurança, mostramos só as iniciais do nome. Em caso de dúvida, procure a prefeitura.',
  },
};
