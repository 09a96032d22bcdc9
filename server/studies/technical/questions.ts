import type { TechnicalQuestion } from '../../../domain/entities/technical-report.ts';

/** A question's label and, after ' | ', what it asks beyond it: labels must fit a phone's field (≤ 40 characters). */
const labelled = (text: string) => {
  const [label, help] = text.split(' | ');
  return { label: label!, ...(help ? { help } : {}) };
};

/**
 * The questions of the Relatório Técnico: what Lei 13.465/2017 (arts. 35 and 36) and
 * Decreto 9.310/2018 (arts. 30 and 31) ask a regularisation project to describe — the
 * núcleo, its modality and legal situation, the environmental and risk situation, the urban
 * situation and the essential infrastructure (art. 36 §1: water, sewage, electricity,
 * drainage), with the road system, public facilities, transport, waste and lighting.
 * `text` answers are strings (options are suggestions), `key-value` answers are lists of
 * {key, value}; `calculated` fields come from the project's data (calculated.ts).
 */
const text = (prop: string, label: string, example: string, options?: string[]): TechnicalQuestion => ({
  prop,
  ...labelled(label),
  type: 'text',
  example,
  ...(options ? { options } : {}),
});
const pairs = (prop: string, label: string, example: string): TechnicalQuestion => ({
  prop,
  label,
  type: 'key-value',
  example,
});
const calculated = (prop: string, label: string, example: string, source?: string): TechnicalQuestion => ({
  prop,
  ...labelled(label),
  type: 'calculated',
  example,
  ...(source ? { source } : {}),
});

/**
 * Where a value the project already holds is changed (the modality there as on Editar Projeto: one
 * column, projects.reurb_modality), linked from the report's own page; the documents read it from there.
 */
const REPORT_SETTINGS = 'Configuração de Relatórios';
const PROCEDURE = 'Procedimento da Reurb (Requerimento)';

export const QUESTIONS: readonly TechnicalQuestion[] = [
  // Núcleo e apresentação
  // The CRF names the núcleo by the project's name (Decreto 9.310/2018 art. 38, I): the help says so,
  // so a name typed here is a choice made knowing the two documents would then differ.
  text(
    'nucleo_nome',
    'Nome do núcleo urbano informal | Vazio: o nome do projeto, o mesmo que a CRF imprime',
    'Núcleo Habitacional Jardim Esperança',
  ),
  text(
    'localizacao',
    'Localização e acessos do núcleo',
    'Região norte do município, bairro Jardim Esperança, com acesso pela Avenida Brasil, a 4 km do centro',
  ),
  text('area_nucleo', 'Área total do núcleo (m²) | Conforme o levantamento topográfico', '45.320,50'),
  text('ano_ocupacao', 'Ano aproximado do início da ocupação', '1998'),
  // The requerimento as the procedure records it (its first stage: requester and legitimado).
  calculated(
    'requerente',
    'Quem requereu a Reurb',
    'Associação de Moradores do Jardim Esperança, na qualidade de legitimado do art. 14, II, da Lei nº 13.465/2017',
    PROCEDURE,
  ),
  // The signature block under the report names the settings' professional (professional-signature.ts):
  // the text names the same one, never a second answer that could disagree with it.
  calculated(
    'responsavel_tecnico',
    'Responsável técnico',
    'Maria Souza, Engenheira Civil, CREA-SP 5061234567',
    REPORT_SETTINGS,
  ),
  // Modalidade e situação jurídica
  // The project's own modality, which the CRF and the títulos print (Decreto 9.310/2018 art. 5º; a
  // mista project's lots each have theirs, art. 5º, § 7º): one classification, never a second one here.
  calculated('modalidade', 'Modalidade da Reurb', 'Reurb-S', REPORT_SETTINGS),
  text(
    'justificativa_modalidade',
    'Justificativa da modalidade',
    'Ocupação predominante por famílias com renda de até cinco salários mínimos, conforme cadastro social',
  ),
  text('instrumento', 'Instrumento de titulação', 'Legitimação fundiária', [
    'Legitimação fundiária',
    'Legitimação de posse',
    'Usucapião',
    'Concessão de direito real de uso',
    'Doação',
    'Compra e venda',
  ]),
  text(
    'situacao_dominial',
    'Situação dominial | Matrículas, cartório e titular da área',
    'Matrícula nº 12.345 do 2º Cartório de Registro de Imóveis de Campinas, em nome do Município',
  ),
  text(
    'zoneamento',
    'Zoneamento | No plano diretor ou na lei de uso e ocupação do solo',
    'ZEIS 1 – Zona Especial de Interesse Social, Lei Complementar nº 189/2018',
  ),
  // Ambiental e riscos
  text('app', 'Áreas de preservação permanente (APP)', 'Não há APP no perímetro', [
    'Não há APP no perímetro',
    'Há APP ocupada (arts. 64 e 65 da Lei 12.651/2012)',
    'Há APP preservada, sem ocupação',
  ]),
  text(
    'situacao_ambiental',
    'Situação ambiental | Vegetação, cursos d’água, unidades de conservação',
    'Área antropizada, sem vegetação nativa remanescente; córrego canalizado a 300 m do perímetro',
  ),
  text(
    'areas_risco',
    'Áreas de risco | Inundação, deslizamento, contaminação',
    'Não foram identificadas áreas de risco',
    [
      'Não foram identificadas áreas de risco',
      'Há áreas de risco passíveis de correção',
      'Há áreas de risco não passíveis de correção (realocação)',
    ],
  ),
  // Situação urbanística
  text(
    'padrao_ocupacao',
    'Padrão de ocupação e das edificações',
    'Lotes com testada média de 10 m e edificações em alvenaria, em bom estado de conservação',
  ),
  text('gabarito', 'Gabarito predominante das edificações', 'Até 2 pavimentos', [
    'Térreas (1 pavimento)',
    'Até 2 pavimentos',
    'Até 4 pavimentos',
    'Acima de 4 pavimentos',
  ]),
  text(
    'areas_publicas',
    'Áreas públicas do núcleo | Áreas verdes, institucionais e de lazer',
    'Praça de 1.200 m² na Quadra 05 e área institucional de 800 m² reservada à creche',
  ),
  pairs(
    'equipamentos',
    'Equipamentos públicos próximos (equipamento → distância)',
    'EMEF Paulo Freire → 400 m; UBS Jardim Esperança → 650 m',
  ),
  // Sistema viário, transporte e acessibilidade
  text(
    'sistema_viario',
    'Sistema viário | Largura, hierarquia e conexão com a malha urbana',
    'Vias locais de 8 a 12 m de largura, conectadas à Avenida Brasil',
  ),
  text('pavimentacao', 'Pavimentação das vias', 'Asfáltica em todas as vias', [
    'Asfáltica em todas as vias',
    'Asfáltica em parte das vias',
    'Paralelepípedo ou bloquete',
    'Sem pavimentação',
  ]),
  text('acessibilidade', 'Calçadas e acessibilidade', 'Calçadas irregulares, sem rampas de acesso nas esquinas'),
  text(
    'transporte',
    'Transporte público coletivo',
    'Linhas 110 e 215, com ponto de ônibus a 200 m da entrada do núcleo',
  ),
  // Infraestrutura essencial (art. 36 §1) e serviços
  text('agua', 'Abastecimento de água', 'Rede pública em todo o núcleo', [
    'Rede pública em todo o núcleo',
    'Rede pública em parte do núcleo',
    'Poços ou soluções individuais',
    'Inexistente',
  ]),
  text('esgoto', 'Esgotamento sanitário', 'Rede coletora pública com tratamento', [
    'Rede coletora pública com tratamento',
    'Rede coletora em parte do núcleo',
    'Fossas sépticas individuais',
    'Fossas rudimentares ou lançamento a céu aberto',
  ]),
  text(
    'saneamento_prestador',
    'Prestador dos serviços de água e esgoto',
    'SANASA – Sociedade de Abastecimento de Água e Saneamento S/A',
  ),
  text('drenagem', 'Drenagem de águas pluviais', 'Sarjetas e bocas de lobo em todas as vias', [
    'Sarjetas e bocas de lobo em todas as vias',
    'Drenagem superficial pelas sarjetas',
    'Drenagem em parte do núcleo',
    'Inexistente',
  ]),
  text('residuos', 'Coleta de resíduos sólidos', 'Coleta domiciliar três vezes por semana e coleta seletiva semanal'),
  text('energia', 'Rede de energia elétrica domiciliar', 'Rede pública em todo o núcleo', [
    'Rede pública em todo o núcleo',
    'Rede pública em parte do núcleo',
    'Ligações irregulares',
    'Inexistente',
  ]),
  text('energia_concessionaria', 'Concessionária de energia elétrica', 'CPFL Paulista'),
  text('iluminacao', 'Iluminação pública', 'Em todas as vias', [
    'Em todas as vias',
    'Em parte das vias',
    'Inexistente',
  ]),
  pairs(
    'obras',
    'Obras de infraestrutura essencial a executar (obra → responsável e prazo)',
    'Rede de esgoto da Rua B → Município, 24 meses',
  ),
  text('observacoes', 'Observações para as conclusões', 'Recomenda-se a aprovação do projeto e a emissão da CRF'),
  // Dados do projeto
  calculated('total_lotes', 'Número de lotes', '120'),
  calculated('total_quadras', 'Número de quadras', '8'),
  calculated('total_ruas', 'Número de vias', '5'),
  calculated('ruas', 'Vias do núcleo', 'Rua das Flores, Rua do Sol'),
  calculated('area_total_lotes', 'Área total dos lotes (m²)', '24.000,00'),
  calculated('area_media_lotes', 'Área média dos lotes (m²)', '200,00'),
  calculated('lotes_por_uso', 'Lotes por uso', 'Residencial: 110; Misto: 6; Não residencial: 4'),
  calculated('instrumentos_lotes', 'Instrumento registrado nos lotes', 'Legitimação fundiária: 110; A definir: 10'),
  calculated('total_familias', 'Famílias cadastradas', '118'),
  calculated('total_moradores', 'Moradores cadastrados', '402'),
  calculated('renda_media', 'Renda familiar média', 'R$ 1.850,00'),
  calculated(
    'familias_baixa_renda',
    'Famílias dentro do teto da Reurb-S | O teto e o salário mínimo vêm da Configuração de Relatórios; as rendas, do cadastro de cada lote',
    '118 de 134 famílias com renda informada (88,1%) têm renda familiar de até R$ 7.590,00 (5 salários mínimos de R$ 1.518,00)',
    REPORT_SETTINGS,
  ),
];

export const QUESTION_PROPS = new Set(QUESTIONS.map((q) => q.prop));
export const ANSWERABLE = new Set(QUESTIONS.filter((q) => q.type !== 'calculated').map((q) => q.prop));
export const questionOf = (prop: string) => QUESTIONS.find((q) => q.prop === prop);
