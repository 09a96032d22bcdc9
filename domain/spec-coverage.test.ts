// Reads domain/'s own sources to prove each spec value is written exactly once; a test
// runs in Node only, so the file-system import is allowed here and nowhere else.
// eslint-disable-next-line no-restricted-imports
import { readFileSync, readdirSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Enumeration } from './enums/choice.ts';
import { ENUMERATIONS } from './enums/index.ts';
import { MESSAGES } from './validation/messages.ts';

/** docs/entities.md#entities "Enumerations" and "Report job status", transcribed independently of the code. */
const SPEC_VALUES: Record<string, readonly (string | number)[]> = {
  lot_status: ['empty', 'incomplete', 'complete', 'to_review'],
  civil_status: [
    'Solteiro(a)',
    'Solteiro(a) em união estável',
    'Casado(a)',
    'Viúvo(a)',
    'Viúvo(a) em união estável',
    'Divorciado(a)',
    'Divorciado(a) em união estável',
    'União Estável',
    'Casado(a) com separação de corpos',
  ],
  sex: ['Masculino', 'Feminino', 'Outro'],
  uso_do_lote: ['RESIDENCIAL', 'NAO_RESIDENCIAL', 'MISTO'],
  marriage_regime_de_bens: ['COMUNHAO_PARCIAL', 'COMUNHAO_UNIVERSAL', 'SEPARACAO_TOTAL'],
  escolaridade: [
    'AINDA NÃO ESTUDA',
    'EDUCAÇÃO INFANTIL',
    'ENSINO FUNDAMENTAL INCOMPLETO',
    'ENSINO FUNDAMENTAL COMPLETO',
    'ENSINO MÉDIO INCOMPLETO',
    'ENSINO MÉDIO COMPLETO',
    'ENSINO SUPERIOR INCOMPLETO',
    'ENSINO SUPERIOR COMPLETO',
    'PÓS-GRADUAÇÃO',
    'MESTRADO',
    'DOUTORADO',
  ],
  occupation_type: [
    'APOSENTADO',
    'PENSIONISTA',
    'AUTÔNOMO',
    'DESEMPREGADO',
    'EMPREGADO CLT',
    'ESTAGIÁRIO',
    'MENOR APRENDIZ',
    'SERVIDOR PÚBLICO',
    'AJUDA/DOAÇÃO DE TERCEIROS',
    'OUTROS',
  ],
  beneficios_sociais: [
    'AUXÍLIO DOENÇA',
    'BOLSA FAMÍLIA',
    'BPC/LOAS',
    'CARTEIRA DE IDOSO',
    'IDENTIDADE JOVEM',
    'SEGURO DESEMPREGO',
    'TARIFA SOCIAL DE ENERGIA ELÉTRICA',
    'OUTRO',
  ],
  mdr_estabilidade_estrutura: ['ESTÁVEL', 'NAO ESTÁVEL'],
  mdr_necessidade_reconstrucao: ['SIM', 'NAO'],
  mdr_condicoes: ['ADEQUADAS', 'INADEQUADAS'],
  mdr_material_paredes_externas: [
    'ALVERNARIA COM REVESTIMENTO',
    'ALVENARIA SEM REVESTIMENTO',
    'MADEIRA APARELHADA',
    'TAIPA REVESTIDA',
    'OUTROS',
  ],
  mdr_cobertura: ['TELHA', 'LAJE DE CONCRETO', 'MADEIRA APARELHADA', 'ZINCO', 'OUTROS'],
  mdr_piso: ['TERRA', 'CERAMICA', 'LAJOTA', 'MADEIRA', 'CIMENTO', 'OUTROS'],
  role: ['member', 'admin'],
  report_job_status: ['starting', 'processing', 'completed', 'failed', 'error'],
};

/** Lists of which the spec shows only the last option. */
const ENDING_IN_OUTROS = [
  'mdr_instalacoes_eletricas',
  'mdr_instalacoes_hidrossanitarias',
  'mdr_esgotamento_sanitario',
] as const;

/** docs/validation.md#validation messages, word for word. */
const SPEC_MESSAGES = [
  'Favor inserir um email válido.',
  'Digite "Confirmar" para completar a exclusão dos dados.',
  'Favor inserir pelo menos um ID',
  'Este campo não é um telefone válido',
  'Selecione um endereço',
  'Selecione pelo menos uma opção',
  'Data inválida',
  'A data selecionada deve ser no passado.',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const sources = sourceFiles(import.meta.dirname).map((path) => readFileSync(path, 'utf8'));

/** Occurrences of a value written as a single-quoted string literal in domain/'s sources. */
const literalCount = (value: string): number => sources.reduce((n, text) => n + text.split(`'${value}'`).length - 1, 0);

const catalogue = ENUMERATIONS as Record<string, Enumeration>;

describe('spec coverage', () => {
  it('reads the sources (sanity)', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(Object.entries(SPEC_VALUES))('%s has exactly the spec values, in order', (name, values) => {
    expect(catalogue[name].map((c) => c.id)).toEqual(values);
  });

  it('every spec enumeration value is written exactly once in domain/', () => {
    const values = new Set(Object.values(SPEC_VALUES).flat().map(String));
    const counts = [...values].map((v) => [v, literalCount(v)]);
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it.each(ENDING_IN_OUTROS)('%s ends in OUTROS and its other values are written once', (name) => {
    const values = catalogue[name].map((c) => String(c.id));
    expect(values.at(-1)).toBe('OUTROS');
    expect(values.length).toBeGreaterThan(3);
    expect(values.slice(0, -1).filter((v) => literalCount(v) !== 1)).toEqual([]);
  });

  it('every spec message is in the catalogue and written exactly once in domain/', () => {
    const catalogued = Object.values(MESSAGES) as string[];
    expect(SPEC_MESSAGES.filter((m) => !catalogued.includes(m))).toEqual([]);
    expect(SPEC_MESSAGES.map((m) => [m, literalCount(m)]).filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('no enumeration repeats a value and no two messages are equal', () => {
    for (const choices of Object.values(catalogue)) {
      expect(new Set(choices.map((c) => c.id)).size).toBe(choices.length);
    }
    const messages = Object.values(MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
