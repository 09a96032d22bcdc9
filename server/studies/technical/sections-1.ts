import { REURB_E, REURB_MISTA, REURB_S } from '../../../domain/enums/project.ts';
import { escapeText } from 'entities';
import { brDate, CUT_OFF_DATE } from '../../../domain/legal/rule-text.ts';
import { type Context, mark, p } from './context.ts';
import { withoutFinalStop } from '../../../domain/text/words.ts';
import { predominantlyLowIncome } from './low-income.ts';

/** Sections 1–10 of the Relatório Técnico, generated from the answers (see sections.ts). */
export const introducao = (c: Context) =>
  p(
    `O presente Relatório Técnico integra o projeto de regularização fundiária urbana (Reurb) do núcleo urbano informal <strong>${c.nucleo}</strong>, localizado em ${c.place},`,
    'e foi elaborado nos termos da Lei nº 13.465, de 11 de julho de 2017, e do Decreto nº 9.310, de 15 de março de 2018, que instituem as normas gerais e os procedimentos aplicáveis à Reurb.',
  ) +
  p(
    'A Reurb abrange medidas jurídicas, urbanísticas, ambientais e sociais destinadas à incorporação dos núcleos urbanos informais ao ordenamento territorial urbano e à titulação de seus ocupantes (Lei nº 13.465/2017, art. 9º).',
    'Este relatório reúne o diagnóstico da área e descreve a infraestrutura existente e a necessária, elementos do conteúdo mínimo do projeto de regularização fundiária previsto no art. 35 da Lei nº 13.465/2017 e nos arts. 30 e 31 do Decreto nº 9.310/2018, que o projeto completa com o levantamento planialtimétrico e cadastral, a planta do perímetro, o projeto urbanístico e o memorial descritivo (Decreto nº 9.310/2018, art. 30, I, II, IV e V).',
  );

export const apresentacao = (c: Context) =>
  p(
    `Localização do núcleo ${c.nucleo}: ${c.clause('localizacao')}. O núcleo ocupa área total de ${c.a('area_nucleo')} m² e teve sua ocupação iniciada por volta de ${c.a('ano_ocupacao')}.`,
    `Segundo o levantamento realizado, é composto por ${c.count('total_lotes', 'lote', 'lotes')} em ${c.count('total_quadras', 'quadra', 'quadras')}, com ${c.count('total_ruas', 'via', 'vias')} de acesso, e abriga ${c.count('total_familias', 'família cadastrada', 'famílias cadastradas')}, com ${c.count('total_moradores', 'morador', 'moradores')}.`,
  ) +
  p(
    `A Reurb foi requerida por ${c.clause('requerente')}.`,
    `O responsável técnico pelo projeto é ${c.clause('responsavel_tecnico')}.`,
  );

export const diagnostico_ambiental = (c: Context) => {
  const app = c.starts('app', 'há app ocupada');
  const risk = c.has('areas_risco') && !c.starts('areas_risco', 'não');
  return (
    p(
      `Quanto à situação ambiental, verificou-se: ${c.clause('situacao_ambiental')}.`,
      `Em relação às áreas de preservação permanente: ${c.clause('app')}.`,
    ) +
    (app
      ? p(
          'Constatada a ocupação de área de preservação permanente, a Reurb observará o disposto nos arts. 64 e 65 da Lei nº 12.651/2012 (Código Florestal), sendo obrigatória a elaboração de estudo técnico que comprove a melhoria das condições ambientais em relação à situação de ocupação informal anterior (Lei nº 13.465/2017, art. 11, § 2º).',
        )
      : '') +
    p(
      `Quanto a áreas de risco geotécnico, de inundação ou de outros riscos especificados em lei: ${c.clause('areas_risco')}.`,
      risk ? riskParagraph(c.project.reurb_modality) : '',
    )
  );
};

/**
 * A núcleo in a risk area (Decreto 9.310/2018 art. 36, checked in its text): the condition of the
 * approval is the measures the risk study indicates being carried out (§ 1º), not the study alone;
 * the part outside the risk may be approved apart (§ 3º); and who relocates the occupants when
 * the risk cannot be removed depends on the modality (§ 4º Reurb-S, § 6º Reurb-E), so the report
 * names the ones its modality makes answer, both in a mista núcleo.
 */
const riskParagraph = (modality: string | null): string => {
  const social =
    'na Reurb-S, pelo Poder Público municipal, que poderá ser ressarcido pelos responsáveis pela implantação do núcleo se a área for privada (art. 36, §§ 4º e 5º)';
  const specific =
    'na Reurb-E, pelo titular de domínio, pelos responsáveis pela implantação do núcleo, pelos beneficiários ou pelo legitimado promotor da Reurb (art. 36, § 6º)';
  const who = modality === REURB_E ? specific : modality === REURB_MISTA ? `${social}; e, ${specific}` : social;
  return [
    'Nos termos do art. 39 da Lei nº 13.465/2017 e do art. 36 do Decreto nº 9.310/2018, será elaborado estudo técnico para situação de risco que examine a possibilidade de eliminação, de correção ou de administração dos riscos na parcela afetada, e a implantação das medidas nele indicadas é condição indispensável à aprovação da Reurb nessa parcela (art. 36, § 1º).',
    'A parte do núcleo não inserida na área de risco e não afetada pelo estudo poderá ter o seu projeto aprovado e levado a registro separadamente (art. 36, § 3º).',
    `Não comportando o risco eliminação, correção ou administração, a realocação dos ocupantes será providenciada ${who}.`,
  ].join(' ');
};

/**
 * The project's modality, as the CRF prints it (Decreto 9.310/2018 art. 38, III); a mista project
 * has both, each lot classified on its own (art. 5º, §§ 4º e 7º), so both paragraphs apply.
 */
export const modalidade_regularizacao_fundiaria = (c: Context) => {
  const modality = c.project.reurb_modality;
  const mista = modality === REURB_MISTA;
  const social = mista || modality === REURB_S;
  const specific = mista || modality === REURB_E;
  return (
    p(
      `A modalidade de regularização adotada é a <strong>${c.clause('modalidade')}</strong>. Justificativa: ${c.clause('justificativa_modalidade')}.`,
      mista
        ? 'No mesmo núcleo, a parte ocupada predominantemente por população de baixa renda é regularizada por meio de Reurb-S e o restante por meio de Reurb-E (Decreto nº 9.310/2018, art. 5º, § 4º), com a classificação feita por unidade imobiliária (art. 5º, § 7º).'
        : '',
    ) +
    (social
      ? p(
          'A Reurb de Interesse Social (Reurb-S) aplica-se aos núcleos urbanos informais ocupados predominantemente por população de baixa renda, assim declarados pelo Poder Executivo municipal (Lei nº 13.465/2017, art. 13, I), observada a renda familiar não superior ao quíntuplo do salário mínimo (Decreto nº 9.310/2018, art. 6º, parágrafo único).',
          `A renda familiar média apurada no cadastro social é de ${c.a('renda_media')}. Pelo teto de renda fixado pelo Município (Decreto nº 9.310/2018, art. 6º), ${c.a('familias_baixa_renda')}.`,
          modality === REURB_S ? notPredominant(c) : '',
        )
      : '') +
    (specific
      ? p(
          'A Reurb de Interesse Específico (Reurb-E) aplica-se aos núcleos ocupados por população não qualificada como de baixa renda (Lei nº 13.465/2017, art. 13, II). Nela, a regularização fundiária, incluídos a elaboração do projeto, as compensações urbanísticas e ambientais e a implantação da infraestrutura essencial, quando necessária, é contratada e custeada por seus potenciais beneficiários ou requerentes privados (Decreto nº 9.310/2018, art. 26, § 1º, II, e § 3º), ressalvada a Reurb-E sobre área pública, cujo projeto e infraestrutura o Município poderá custear, havendo interesse público, com cobrança posterior aos beneficiários (art. 26, § 2º); os responsáveis pelo sistema viário, pela infraestrutura essencial e pelas medidas de mitigação e compensação são definidos pelo Município na aprovação do projeto (art. 35).',
        )
      : '') +
    p(
      `O instrumento de titulação proposto é: ${c.clause('instrumento')}.`,
      `Nos lotes cadastrados, o instrumento registrado é o seguinte: ${c.a('instrumentos_lotes')}; cada unidade imobiliária recebe o seu, podendo a Reurb empregar mais de um (Decreto nº 9.310/2018, art. 8º, parágrafo único).`,
    )
  );
};

/**
 * Reurb-S is for a núcleo "ocupado predominantemente por população de baixa renda" (Decreto
 * 9.310/2018 art. 5º, I): when most families whose income is known are above the settings' limit,
 * the report flags it for review before anyone signs, as the classification decides who pays the
 * works and who is exempt from registry fees (art. 5º, § 8º). A mista project classifies unit by
 * unit (§ 7º), so the share alone says nothing there.
 */
const notPredominant = (c: Context): string => {
  const share = c.project.lowIncome;
  if (!share?.informed || predominantlyLowIncome(share)) return '';
  const few = share.within
    ? `só ${share.within} de ${share.informed} famílias com renda informada estão dentro do teto, não a maioria,`
    : `nenhuma das famílias com renda informada está dentro do teto,`;
  return mark(
    `[conferir: ${few} e a Reurb-S é para o núcleo ocupado predominantemente por população de baixa renda (Decreto nº 9.310/2018, art. 5º, I): confira a renda cadastrada e o teto, ou classifique por unidade numa Reurb mista (art. 5º, §§ 4º e 7º)]`,
  );
};

export const diagnostico_juridico = (c: Context) =>
  p(`Quanto à situação dominial, a área encontra-se assim registrada: ${c.clause('situacao_dominial')}.`) +
  p(
    `No plano diretor e na legislação de uso do solo do município, a área está inserida em: ${c.clause('zoneamento')}.`,
    'A análise da situação jurídica integra o estudo preliminar das desconformidades exigido pelo art. 35, III, da Lei nº 13.465/2017, e fundamenta a notificação dos titulares de domínio e confrontantes prevista no art. 31 da mesma Lei.',
  ) +
  (c.starts('instrumento', 'legitimação fundiária')
    ? p(
        'A legitimação fundiária (Lei nº 13.465/2017, art. 23) somente se aplica aos núcleos urbanos informais comprovadamente existentes até 22 de dezembro de 2016 (art. 9º, § 2º); na Reurb-S, o beneficiário não pode ser concessionário, foreiro ou proprietário de imóvel urbano ou rural nem ter sido contemplado com legitimação de posse ou fundiária de imóvel urbano com a mesma finalidade, ainda que situado em núcleo urbano distinto (art. 23, § 1º; Decreto nº 9.310/2018, art. 16, § 1º, I e II).',
        cutOffProof(c),
        consolidation(c),
      )
    : '');

/**
 * The legitimação fundiária is for a "núcleo urbano informal consolidado" (Decreto 9.310/2018 art.
 * 16), as the Município assesses it (art. 3º, III), the finding the emission's gate reads from
 * Configuração de Relatórios (domain/legal/legitimacao-rules.ts, nucleo-consolidado): stated when
 * recorded, flagged for review when not, never presumed.
 */
const consolidation = (c: Context): string =>
  c.project.existence.consolidated
    ? 'O Município avaliou o núcleo como consolidado, de difícil reversão, considerados o tempo da ocupação, a natureza das edificações, a localização das vias de circulação e a presença de equipamentos públicos (Decreto nº 9.310/2018, art. 3º, III), condição da legitimação fundiária (art. 16).'
    : mark(
        '[conferir: a Configuração de Relatórios não registra que o Município avaliou o núcleo como consolidado, de difícil reversão (Decreto nº 9.310/2018, art. 3º, III), e a legitimação fundiária só alcança núcleo consolidado (art. 16)]',
      );

/**
 * The núcleo's proven existence against the cut-off (Decreto 9.310/2018 art. 1º, § 2º, and art.
 * 16), as Configuração de Relatórios states it: the date the emission's legal gate checks before
 * any título or CRF of legitimação fundiária (domain/legal/legitimacao-rules.ts, MARCO_TEMPORAL).
 * A later date is flagged for review rather than written as if it qualified.
 */
const cutOffProof = (c: Context): string => {
  const { date, evidence } = c.project.existence;
  if (!date) {
    const where = 'Configuração de Relatórios: Data comprovada de existência do núcleo';
    return `A existência do núcleo está comprovada desde ${mark(`[informar em ${where}]`)}.`;
  }
  if (date > CUT_OFF_DATE)
    return mark(
      `[conferir: a Configuração de Relatórios comprova a existência do núcleo somente desde ${brDate(date)}, depois de 22 de dezembro de 2016, e a legitimação fundiária não o alcança (Decreto nº 9.310/2018, art. 1º, § 2º): escolha outro instrumento ou corrija a data]`,
    );
  const proof = evidence ? ` (${escapeText(withoutFinalStop(evidence))})` : '';
  return (
    `A existência do núcleo está comprovada desde ${brDate(date)}${proof}, o que atende ao marco de 22 de dezembro de 2016 (Decreto nº 9.310/2018, art. 1º, § 2º, e art. 16).` +
    lateOccupation(c)
  );
};

/** The answer "Ano aproximado do início da ocupação" after 2016 contradicts a proof from before it: flagged, not judged. */
const lateOccupation = (c: Context): string => {
  const year = Number(/\b(\d{4})\b/.exec(c.raw('ano_ocupacao'))?.[1]);
  if (!(year > Number(CUT_OFF_DATE.slice(0, 4)))) return '';
  return ` ${mark(`[conferir: a apresentação diz que a ocupação começou por volta de ${year}, depois de 2016, e a Configuração de Relatórios comprova o núcleo antes disso: corrija o ano ou a data]`)}`;
};

export const relatorio_urbanistico = (c: Context) =>
  p(
    'O projeto urbanístico de regularização fundiária indica as áreas ocupadas, o sistema viário, as unidades imobiliárias existentes ou projetadas, as quadras, os logradouros, os espaços livres e as áreas destinadas aos edifícios públicos e outros equipamentos urbanos (Lei nº 13.465/2017, art. 36; Decreto nº 9.310/2018, art. 31).',
  ) +
  p(
    `O parcelamento existente compreende ${c.a('total_lotes')} lotes em ${c.a('total_quadras')} quadras, com área total de lotes de ${c.a('area_total_lotes')} m² e área média de ${c.a('area_media_lotes')} m² por lote.`,
    `As vias que compõem o núcleo são: ${c.a('ruas')}.`,
  );

export const situacao_urbanistica = (c: Context) =>
  p(
    `O núcleo encontra-se integrado à malha urbana de ${c.place}. Quanto ao padrão de ocupação: ${c.clause('padrao_ocupacao')}.`,
    'Para fins da Reurb, o município poderá dispensar as exigências relativas ao percentual e às dimensões de áreas destinadas ao uso público, ao tamanho dos lotes regularizados e a outros parâmetros urbanísticos e edilícios (Lei nº 13.465/2017, art. 11, § 1º).',
  );

export const uso_ocupacao_solo = (c: Context) =>
  p(
    `A distribuição dos lotes por uso é a seguinte: ${c.a('lotes_por_uso')}.`,
    `O zoneamento aplicável é: ${c.clause('zoneamento')}.`,
    'A ocupação predominante é compatível com a destinação urbana da área, devendo o projeto urbanístico prever as medidas de adequação para correção das desconformidades eventualmente identificadas (Lei nº 13.465/2017, art. 36, VI).',
  );

export const gabarito = (c: Context) =>
  p(
    `O gabarito predominante das edificações do núcleo é: ${c.clause('gabarito')}.`,
    'As edificações existentes poderão ser regularizadas ainda que em desacordo com os parâmetros edilícios ordinários, nos termos do art. 11, § 1º, da Lei nº 13.465/2017, ficando eventuais acréscimos futuros sujeitos à legislação municipal.',
  );

export const equipamentos_uso_publico = (c: Context) =>
  p(`Quanto às áreas públicas internas ao núcleo: ${c.clause('areas_publicas')}.`) +
  (c.pairs('equipamentos').length
    ? p('Os principais equipamentos públicos que atendem à população do núcleo, com as respectivas distâncias, são:') +
      c.list('equipamentos')
    : p(`Equipamentos públicos próximos: ${c.a('equipamentos')}.`));
