import { IMPROVEMENTS } from '../../completeness/parts.ts';
import {
  MDR_CONDICOES,
  MDR_COBERTURA,
  MDR_ESGOTAMENTO_SANITARIO,
  MDR_ESTABILIDADE,
  MDR_INSTALACOES_ELETRICAS,
  MDR_INSTALACOES_HIDROSSANITARIAS,
  MDR_MATERIAL_PAREDES,
  MDR_PISO,
  MDR_RECONSTRUCAO,
  AGUA_CANALIZADA,
  SEM_AGUA_CANALIZADA,
  SEM_BANHEIRO,
  SEM_ENERGIA,
} from '../../enums/improvements.ts';
import { choice, files, inSection, integer, multiChoice } from '../../fields/builders.ts';
import type { FieldOptions } from '../../fields/builders.ts';
import { OTHER_DOCUMENTS_LIMIT } from './documents.ts';

/** Every improvement answer is needed for the improvements part of the review. */
const needed: FieldOptions = { completeness: IMPROVEMENTS };
/** Counts cannot be negative (docs/validation.md#validation). */
const count: FieldOptions = { ...needed, min: 0 };

/** Lot, improvements (benfeitorias), only in MDR projects (section condition in ./index.ts). */
export const LOT_IMPROVEMENTS = inSection('improvements', [
  choice('mdr_estabilidade_estrutura', 'Estabilidade da estrutura', MDR_ESTABILIDADE, needed),
  choice('mdr_necessidade_reconstrucao', 'Necessidade de reconstrução', MDR_RECONSTRUCAO, needed),
  integer('mdr_n_comodos', 'Número de cômodos', count),
  integer('mdr_n_pavimentos', 'Número de pavimentos', count),
  /** The spec's name; the screen labels it as the number of bedrooms. */
  integer('mdr_n_moradores_por_comodo', 'Número de dormitórios', count),
  integer('mdr_n_banheiros', 'Número de banheiros', count),
  choice('mdr_banheiros_condicoes', 'Condições dos banheiros', MDR_CONDICOES, needed),
  multiChoice('mdr_material_paredes_externas', 'Material das paredes externas', MDR_MATERIAL_PAREDES, needed),
  choice('mdr_paredes_externas_condicoes', 'Condições das paredes externas', MDR_CONDICOES, needed),
  choice('mdr_cobertura', 'Cobertura', MDR_COBERTURA, needed),
  choice('mdr_cobertura_condicoes', 'Condições da cobertura', MDR_CONDICOES, needed),
  choice('mdr_piso', 'Piso', MDR_PISO, needed),
  choice('mdr_piso_condicoes', 'Condições do piso', MDR_CONDICOES, needed),
  multiChoice('mdr_instalacoes_eletricas', 'Instalações elétricas', MDR_INSTALACOES_ELETRICAS, {
    ...needed,
    alone: [SEM_ENERGIA],
  }),
  choice('mdr_instalacoes_eletricas_condicoes', 'Condições das instalações elétricas', MDR_CONDICOES, needed),
  multiChoice('mdr_instalacoes_hidrossanitarias', 'Instalações hidrossanitárias', MDR_INSTALACOES_HIDROSSANITARIAS, {
    ...needed,
    opposites: [[AGUA_CANALIZADA, SEM_AGUA_CANALIZADA]],
  }),
  choice(
    'mdr_instalacoes_hidrossanitarias_condicoes',
    'Condições das instalações hidrossanitárias',
    MDR_CONDICOES,
    needed,
  ),
  multiChoice('mdr_esgotamento_sanitario', 'Esgotamento sanitário', MDR_ESGOTAMENTO_SANITARIO, {
    ...needed,
    alone: [SEM_BANHEIRO],
  }),
  choice('mdr_esgotamento_sanitario_condicoes', 'Condições do esgotamento sanitário', MDR_CONDICOES, needed),
  files('mdr_other_documents_files', 'Outros documentos das benfeitorias', OTHER_DOCUMENTS_LIMIT),
]);
