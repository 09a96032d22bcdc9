import { SOCIAL } from '../../completeness/parts.ts';
import { file, files, inSection, type FieldOptions } from '../../fields/builders.ts';
import { WHEN_BOUGHT, WHEN_MARRIED, WHEN_STABLE_UNION, whenFilled } from '../conditions.ts';

/** At most this many "other documents" (docs/validation.md#validation, docs/limits.md#limits). */
export const OTHER_DOCUMENTS_LIMIT = 10;

/** The spouse's or companion's own documents (erased with them, server/removal/). */
const PARTNER = { subject: 'partner' } as const satisfies FieldOptions;

/**
 * Lot, documents (docs/entities.md#entities): each a file id (`<name>_id`) plus the file object (`<name>`).
 * All stay visible whatever the civil status; the review asks for the marriage certificate
 * only when married and for the union declaration only in a stable union.
 */
export const LOT_DOCUMENTS = inSection('documents', [
  file('rg_file', 'RG (frente)', { completeness: SOCIAL }),
  file('rg_back_file', 'RG (verso)'),
  file('cpf_file', 'CPF', { completeness: SOCIAL }),
  file('comp_residencia_file', 'Comprovante de residência', { completeness: SOCIAL }),
  file('birth_divorce_cert_file', 'Certidão de nascimento ou de divórcio'),
  file('marriage_cert_file', 'Certidão de casamento', {
    completeness: { part: SOCIAL, when: WHEN_MARRIED },
    subject: 'couple',
  }),
  file('comp_renda_file', 'Comprovante de renda'),
  file('declaracao_prefeitura_file', 'Declaração da prefeitura'),
  file(
    'declaracao_adesao_financiamento_regfund_file',
    'Declaração de adesão ao financiamento da regularização fundiária',
  ),
  file('declaracao_posse_file', 'Declaração de posse'),
  file('declaracao_renda_file', 'Declaração de renda'),
  file('declaracao_uniao_estavel_file', 'Declaração de união estável', {
    completeness: { part: SOCIAL, when: WHEN_STABLE_UNION },
    subject: 'couple',
  }),
  file('averbacao_divorcio_file', 'Averbação de divórcio'),
  file('averbacao_obito_file', 'Averbação de óbito'),
  /** Shown only once set (it arrives from the mobile app). */
  file('cadastro_unico_file', 'Cadastro Único', { when: whenFilled('cadastro_unico_file_id') }),
  file('spouse_cpf_file', 'CPF do(a) cônjuge ou companheiro(a)', PARTNER),
  file('spouse_rg_file', 'RG do(a) cônjuge ou companheiro(a) (frente)', PARTNER),
  file('spouse_rg_back_file', 'RG do(a) cônjuge ou companheiro(a) (verso)', PARTNER),
  file('companion_comp_renda_file', 'Comprovante de renda do(a) cônjuge ou companheiro(a)', PARTNER),
  file('companion_birth_divorce_cert_file', 'Certidão de nascimento ou de divórcio do(a) companheiro(a)', PARTNER),
  /**
   * Shown when the real right is the compra e venda: the compromisso, cessão or promessa de cessão
   * with the proof that the buyer's obligations are paid is the título hábil for the occupant's
   * property, registered in the unit's matrícula (Decreto 9.310/2018 art. 50, parágrafo único;
   * an unbuilt unit already sold, art. 52, § 1º). The CRF waits for both
   * (domain/legal/purchase-rule.ts) and the registry package carries them
   * (server/emissions/package-titles.ts).
   */
  file('contrato_aquisicao_file', 'Contrato, compromisso, cessão ou promessa de cessão (compra e venda)', {
    when: WHEN_BOUGHT,
  }),
  file('quitacao_aquisicao_file', 'Prova de quitação das obrigações do adquirente', { when: WHEN_BOUGHT }),
  files('other_documents_files', 'Outros documentos', OTHER_DOCUMENTS_LIMIT),
]);
