import { describe, expect, it } from 'vitest';
import { LOT_STATUS_COMPLETE, LOT_STATUS_INCOMPLETE } from '../enums/lot-status.ts';
import { EDITABLE_RESIDENT_TYPE } from '../enums/lot.ts';
import { MDR } from '../enums/project.ts';
import { reviewLot } from './review-lot.ts';
import { IMPROVEMENTS, SOCIAL } from './parts.ts';

/** A single owner with every social item the review asks for. */
const owner = {
  id: 10,
  name: 'Lote 1',
  owner_name: 'Maria da Silva',
  nationality: 'Brasileira',
  cpf: '52998224725',
  rg: '12.345.678-9',
  birth_date: '1980-08-15',
  owner_mother_name: 'Ana da Silva',
  civil_status: 'Solteiro(a)',
  sex: 'Feminino',
  occupation_type: 'AUTÔNOMO',
  income: 0,
  escolaridade: 'ENSINO MÉDIO COMPLETO',
  deficiencia: false,
  rg_file_id: 1,
  cpf_file_id: 2,
  comp_residencia_file: { id: 3, url: '/f/3', originalName: 'conta.pdf' },
};

const improvements = {
  mdr_estabilidade_estrutura: 'ESTÁVEL',
  mdr_necessidade_reconstrucao: 'NAO',
  mdr_n_comodos: 4,
  mdr_n_pavimentos: 1,
  mdr_n_moradores_por_comodo: 2,
  mdr_n_banheiros: 0,
  mdr_banheiros_condicoes: 'ADEQUADAS',
  mdr_material_paredes_externas: ['ALVENARIA SEM REVESTIMENTO'],
  mdr_paredes_externas_condicoes: 'ADEQUADAS',
  mdr_cobertura: 'TELHA',
  mdr_cobertura_condicoes: 'ADEQUADAS',
  mdr_piso: 'CIMENTO',
  mdr_piso_condicoes: 'INADEQUADAS',
  mdr_instalacoes_eletricas: ['OUTROS'],
  mdr_instalacoes_eletricas_condicoes: 'ADEQUADAS',
  mdr_instalacoes_hidrossanitarias: ['CISTERNA'],
  mdr_instalacoes_hidrossanitarias_condicoes: 'ADEQUADAS',
  mdr_esgotamento_sanitario: ['FOSSA SÉPTICA'],
  mdr_esgotamento_sanitario_condicoes: 'ADEQUADAS',
};

const missingKeys = (review: ReturnType<typeof reviewLot>) => review.missing.map((m) => m.field);

describe('reviewLot (Executar Análise)', () => {
  it('a complete single owner outside MDR is complete; income 0 counts as given', () => {
    const review = reviewLot({ lot: owner, projectClass: 'REURB' });
    expect(review).toEqual({ missing: [], social: true, improvements: null, status: LOT_STATUS_COMPLETE });
  });

  it('an empty lot misses owner identity and documents, with pt-BR labels', () => {
    const review = reviewLot({ lot: { id: 1, name: 'Lote 2' } });
    expect(review.status).toBe(LOT_STATUS_INCOMPLETE);
    expect(review.social).toBe(false);
    expect(missingKeys(review)).toEqual(
      expect.arrayContaining([
        'owner_name',
        'cpf',
        'rg',
        'birth_date',
        'civil_status',
        'rg_file_id',
        'cpf_file_id',
        'comp_residencia_file_id',
      ]),
    );
    expect(review.missing.find((m) => m.field === 'cpf_file_id')).toEqual({
      field: 'cpf_file_id',
      label: 'CPF',
      part: SOCIAL,
      kind: 'document',
      resource: 'lots',
      recordId: 1,
    });
    expect(review.missing.find((m) => m.field === 'owner_name')?.label).toBe('Nome do(a) proprietário(a)');
  });

  it('married: spouse data and the marriage certificate', () => {
    const review = reviewLot({ lot: { ...owner, civil_status: 'Casado(a)' } });
    expect(missingKeys(review)).toEqual([
      'spouse_name',
      'spouse_cpf',
      'marriage_regime_de_bens',
      'marriage_date',
      'marriage_cert_file_id',
    ]);
    const done = reviewLot({
      lot: {
        ...owner,
        civil_status: 'Casado(a)',
        spouse_name: 'João',
        spouse_cpf: '11144477735',
        marriage_regime_de_bens: 'COMUNHAO_PARCIAL',
        marriage_date: '2001-05-05',
        marriage_cert_file_id: 7,
      },
    });
    expect(done.status).toBe(LOT_STATUS_COMPLETE);
  });

  it('stable union: the companion and the union declaration, no marriage certificate', () => {
    const review = reviewLot({ lot: { ...owner, civil_status: 'Divorciado(a) em união estável' } });
    expect(missingKeys(review)).toEqual([
      'spouse_name',
      'spouse_cpf',
      'uniao_estavel_since',
      'declaracao_uniao_estavel_file_id',
    ]);
  });

  it('deficiency description only when deficiencia is true', () => {
    expect(missingKeys(reviewLot({ lot: { ...owner, deficiencia: true } }))).toEqual(['deficiencia_desc']);
  });

  it('MDR: the improvements are a second part', () => {
    const without = reviewLot({ lot: owner, projectClass: MDR });
    expect(without.social).toBe(true);
    expect(without.improvements).toBe(false);
    expect(without.status).toBe(LOT_STATUS_INCOMPLETE);
    expect(without.missing.every((m) => m.part === IMPROVEMENTS)).toBe(true);
    expect(without.missing).toHaveLength(Object.keys(improvements).length);

    const withAll = reviewLot({ lot: { ...owner, ...improvements }, projectClass: MDR });
    expect(withAll).toMatchObject({ social: true, improvements: true, status: LOT_STATUS_COMPLETE });

    const socialOnlyMissing = reviewLot({ lot: { ...improvements }, projectClass: MDR });
    expect(socialOnlyMissing).toMatchObject({ social: false, improvements: true, status: LOT_STATUS_INCOMPLETE });
  });

  it('children and other residents need their own items, named in the label', () => {
    const review = reviewLot({
      lot: owner,
      children: [
        { id: 1, name: 'Ana', birth_date: '2010-01-01' },
        { id: 2, name: 'Rui' },
      ],
      residents: [
        { id: 5, name: 'Zé', resident_type: EDITABLE_RESIDENT_TYPE },
        { id: 6, name: 'Maria da Silva', resident_type: 'owner' },
      ],
    });
    expect(review.missing.map((m) => m.label)).toEqual([
      'Filho(a) 2 (Rui): Data de nascimento',
      'Morador(a) 1 (Zé): Data de nascimento',
      'Morador(a) 1 (Zé): Parentesco com o(a) titular',
    ]);
    expect(review.missing[0]).toMatchObject({ resource: 'children', recordId: 2, part: SOCIAL });
    expect(review.social).toBe(false);
  });
});
