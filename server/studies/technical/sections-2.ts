import { escapeText } from 'entities';
import { type Context, mark, p } from './context.ts';
import { withoutFinalStop } from '../../../domain/text/words.ts';
import { brDate } from '../../../domain/legal/rule-text.ts';

/** Sections 11–20 of the Relatório Técnico, generated from the answers (see sections.ts). */
const ESSENTIAL =
  'Consideram-se infraestrutura essencial, para os fins da Reurb, o sistema de abastecimento de água potável, o sistema de coleta e tratamento do esgotamento sanitário, a rede de energia elétrica domiciliar, as soluções de drenagem, quando necessário, e outros equipamentos definidos pelo município (Lei nº 13.465/2017, art. 36, § 1º).';

export const infraestrutura_existente = (c: Context) =>
  p(ESSENTIAL) +
  p(
    `No núcleo, verificou-se a seguinte situação: abastecimento de água — ${c.clause('agua')}; esgotamento sanitário — ${c.clause('esgoto')};`,
    `energia elétrica — ${c.clause('energia')}; drenagem — ${c.clause('drenagem')}; iluminação pública — ${c.clause('iluminacao')}; pavimentação — ${c.clause('pavimentacao')}.`,
  ) +
  works(c);

/**
 * The works to execute, agreeing with what the CRF will say of them (Configuração de Relatórios):
 * a núcleo declared complete has none, and no cronograma nor termo de compromisso (Decreto
 * 9.310/2018 art. 30, § 1º), which the CRF states (§ 2º); obras listed here beside that
 * declaration are a contradiction shown before anyone signs. Otherwise the obras listed here,
 * or the settings' cronograma (art. 30, IX) with its responsible (art. 30, X; art. 38, IV).
 */
const works = (c: Context) => {
  const { complete, schedule, responsible, signedOn } = c.project.works;
  const listed = c.pairs('obras').length > 0;
  if (complete && !listed)
    return p(
      'O núcleo já possui a infraestrutura essencial implantada e não há compensações urbanísticas ou ambientais nem outras obras e serviços a executar, ficando dispensados o cronograma físico e o termo de compromisso (Decreto nº 9.310/2018, art. 30, § 1º), o que constará da CRF (art. 30, § 2º).',
    );
  if (listed)
    return (
      p(
        'As obras de infraestrutura essencial a executar, com os respectivos responsáveis e prazos, integram o cronograma físico exigido pelo art. 35, IX, da Lei nº 13.465/2017 e pelo termo de compromisso de seu art. 35, X:',
      ) +
      c.list('obras') +
      (complete
        ? p(
            mark(
              '[conferir: a Configuração de Relatórios declara a infraestrutura essencial completa, e a CRF dirá que não há obras a executar (Decreto nº 9.310/2018, art. 30, § 2º): retire as obras acima ou desmarque a declaração]',
            ),
          )
        : '')
    );
  if (schedule)
    return p(
      `O cronograma físico de serviços e implantação de obras de infraestrutura essencial (Decreto nº 9.310/2018, art. 30, IX) é o seguinte: ${escapeText(withoutFinalStop(schedule))}.`,
      responsible
        ? `Responsáveis pelas obras e serviços, que ${
            signedOn
              ? `assinaram o termo de compromisso em ${brDate(signedOn)} (art. 30, X, e art. 21, § 1º)`
              : 'assinarão o termo de compromisso (art. 30, X)'
          }: ${escapeText(withoutFinalStop(responsible))}.`
        : '',
    );
  return p(
    'Não foram indicadas obras de infraestrutura essencial a executar; havendo necessidade, deverão constar do cronograma físico e do termo de compromisso previstos no art. 35, IX e X, da Lei nº 13.465/2017.',
  );
};

export const acessibilidade = (c: Context) =>
  p(
    `Quanto às condições de acessibilidade das calçadas e dos espaços públicos: ${c.clause('acessibilidade')}.`,
    'O projeto urbanístico deve indicar as medidas de adequação da mobilidade e da acessibilidade (Lei nº 13.465/2017, art. 36, VII), observadas a Lei nº 10.098/2000 e a norma ABNT NBR 9050 nas intervenções a realizar.',
  );

export const sistema_viario = (c: Context) =>
  p(
    `O sistema viário do núcleo é composto por ${c.a('total_ruas')} vias (${c.a('ruas')}). ${c.clause('sistema_viario')}.`,
    `Quanto à pavimentação: ${c.clause('pavimentacao')}.`,
    'Com o registro da CRF, as vias públicas indicadas no projeto aprovado serão incorporadas automaticamente ao patrimônio público (Lei nº 13.465/2017, art. 53).',
  );

export const sistema_transporte_publico_coletivo = (c: Context) =>
  p(
    `Quanto ao atendimento por transporte público coletivo: ${c.clause('transporte')}.`,
    'A integração do núcleo à rede de transporte observa as diretrizes da Política Nacional de Mobilidade Urbana (Lei nº 12.587/2012).',
  );

export const sistema_abastecimento_agua = (c: Context) =>
  p(
    `O abastecimento de água potável no núcleo se dá da seguinte forma: ${c.clause('agua')}. O serviço é prestado por ${c.clause('saneamento_prestador')}.`,
    c.starts('agua', 'rede pública em todo')
      ? 'A solução existente atende ao requisito de infraestrutura essencial do art. 36, § 1º, I, da Lei nº 13.465/2017.'
      : 'A universalização do abastecimento, coletivo ou individual, é requisito de infraestrutura essencial (Lei nº 13.465/2017, art. 36, § 1º, I) e deverá constar do cronograma de obras, observada a Lei nº 11.445/2007.',
  );

export const sistema_esgotamento_sanitario = (c: Context) =>
  p(
    `Quanto ao esgotamento sanitário: ${c.clause('esgoto')}. O prestador do serviço é ${c.clause('saneamento_prestador')}.`,
    c.starts('esgoto', 'rede coletora pública com')
      ? 'A solução existente atende ao requisito de infraestrutura essencial do art. 36, § 1º, II, da Lei nº 13.465/2017.'
      : 'A coleta e o tratamento do esgoto, por sistema coletivo ou individual adequado, são infraestrutura essencial (Lei nº 13.465/2017, art. 36, § 1º, II) e deverão ser previstos no cronograma físico de obras, observada a Lei nº 11.445/2007.',
  );

export const sistema_drenagem = (c: Context) =>
  p(
    `A drenagem das águas pluviais ocorre da seguinte forma: ${c.clause('drenagem')}.`,
    'As soluções de drenagem, quando necessárias, integram a infraestrutura essencial (Lei nº 13.465/2017, art. 36, § 1º, IV) e o manejo das águas pluviais urbanas é componente do saneamento básico (Lei nº 11.445/2007, art. 3º).',
  );

export const coleta_residuos_solidos = (c: Context) =>
  p(
    `A coleta de resíduos sólidos no núcleo é realizada da seguinte forma: ${c.clause('residuos')}.`,
    'A limpeza urbana e o manejo de resíduos sólidos observam a Lei nº 11.445/2007 e a Política Nacional de Resíduos Sólidos (Lei nº 12.305/2010).',
  );

export const rede_energia_iluminacao = (c: Context) =>
  p(
    `Quanto à rede de energia elétrica domiciliar: ${c.clause('energia')}, sendo a concessionária responsável ${c.clause('energia_concessionaria')}.`,
    `Quanto à iluminação pública: ${c.clause('iluminacao')}.`,
    'A rede de energia elétrica domiciliar é infraestrutura essencial da Reurb (Lei nº 13.465/2017, art. 36, § 1º, III).',
  );

export const conclusoes_finais = (c: Context) =>
  p(
    `Diante do exposto, o núcleo urbano informal ${c.nucleo}, com ${c.count('total_lotes', 'lote', 'lotes')} e ${c.count('total_familias', 'família cadastrada', 'famílias cadastradas')}, reúne as condições para a regularização fundiária na modalidade ${c.clause('modalidade')},`,
    'observadas as medidas e obras indicadas neste relatório.',
  ) +
  (c.has('observacoes') ? p(`${c.clause('observacoes')}.`) : '') +
  p(
    'Aprovado o projeto de regularização fundiária, o município emitirá a Certidão de Regularização Fundiária (CRF), que será levada a registro no cartório de registro de imóveis competente com a listagem dos ocupantes e seus direitos reais (Lei nº 13.465/2017, arts. 40 e 41).',
  );
