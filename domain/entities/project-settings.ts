import { LAND_OWNERSHIPS } from '../enums/land.ts';
import { MAYOR_FORMS } from '../enums/person.ts';
import { REURB_MODALITIES } from '../enums/project.ts';
import { boolean, choice, cnpj, cpf, date, decimal, file, integer, longText, money, text } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** Report settings of one project: city data and title texts (docs/entities.md#entities, docs/validation.md#validation). */
export const projectSettingsEntity = defineEntity({
  resource: 'project-settings',
  label: 'Configuração de Relatórios',
  pluralLabel: 'Configurações de Relatórios',
  fields: [
    integer('id', 'ID', { readOnly: true }),
    cnpj('city_cnpj', 'CNPJ da prefeitura', { required: true }),
    /** Spelt 'adress' in the spec's field name. */
    text('city_adress', 'Endereço da prefeitura', { required: true, min: 3 }),
    text('city_mayor_name', 'Nome do(a) prefeito(a)', { required: true, min: 3 }),
    /** "seu Prefeito Municipal" or "sua Prefeita Municipal" in the título, the CRF and the letters. */
    choice('city_mayor_sex', 'Prefeito ou prefeita (nos documentos)', MAYOR_FORMS),
    file('city_logo', 'Brasão ou logotipo do município', { accept: 'image' }),
    text('city_mayor_rg', 'RG do(a) prefeito(a)', { required: true, min: 3, max: 50 }),
    cpf('city_mayor_cpf', 'CPF do(a) prefeito(a)', { required: true }),
    text('city_admin_process', 'Processo administrativo', { required: true, min: 3 }),
    longText('titulo_description', 'Descrição do título', { required: true, min: 3 }),
    longText('titulo_header_description', 'Cabeçalho do título'),
    longText('titulo_additional_info', 'Informações adicionais do título'),
    /**
     * The CRF's responsáveis pelas obras e serviços do cronograma (Decreto 9.310/2018 art. 38, IV;
     * the cronograma and the termo de compromisso are art. 30, IX–X). When empty: the Município in
     * Reurb-S (arts. 26, § 1º, I, and 34); in Reurb-E nobody is presumed, the CRF says they were
     * not stated (art. 35: the Município defines them at approval; art. 26, § 1º, II).
     */
    longText('works_responsible', 'Responsável pelas obras e serviços'),
    /**
     * The cronograma físico of infrastructure works (Decreto 9.310/2018 art. 30, IX), named in the
     * CRF with those responsible (art. 38, IV). When the núcleo already has its essential
     * infrastructure and nothing is left to build, there is no cronograma and the CRF says so
     * instead (art. 30, §§ 1º e 2º).
     */
    longText('works_schedule', 'Cronograma físico de obras e serviços', { max: 4000 }),
    boolean(
      'infrastructure_complete',
      'O núcleo já possui a infraestrutura essencial e não há obras nem compensações a executar',
    ),
    /**
     * The day the termo de compromisso of the works was signed by those responsible and two
     * witnesses (Decreto 9.310/2018 art. 21, § 1º; art. 30, X). The CRF is made of it (art. 3º, V)
     * and says so; the rule 'termo-compromisso-assinado' (domain/legal/rules.ts) refuses a CRF
     * before it, unless the núcleo needs no termo (art. 30, § 1º).
     */
    date('commitment_signed_on', 'Termo de compromisso assinado em', {
      past: true,
      helperText: 'Pelos compromissários e por duas testemunhas (Decreto 9.310/2018, art. 21, § 1º)',
    }),
    /** The registration the núcleo comes from and its registry office, for the título (when known). */
    text('origin_registration', 'Matrícula ou transcrição de origem', { max: 200 }),
    text('origin_registry_office', 'Cartório de registro de imóveis', { max: 300 }),
    /**
     * The original owner of the núcleo's land (the titular of the registration of origin), in whose
     * name the registry opens the matrículas of the units left vacant and unsold (Decreto
     * 9.310/2018 art. 52, caput). Unknown, the CRF says so: the matrícula then carries "proprietário
     * não identificado" (art. 48, II), which never holds the Reurb back.
     */
    text('origin_owner_name', 'Titular originário do domínio da área', {
      max: 300,
      helperText:
        'Em cujo nome se abrem as matrículas das unidades desocupadas e não comercializadas (Decreto 9.310/2018, art. 52)',
    }),
    /**
     * Whose land the núcleo stands on: on public land the legitimação de posse does not apply
     * (Decreto 9.310/2018 art. 18, § 2º; domain/legal/land-rule.ts). Over both, each lot says it.
     */
    choice('land_ownership', 'Titularidade da área do núcleo', LAND_OWNERSHIPS, {
      helperText: 'Em área do Poder Público não cabe legitimação de posse (Decreto 9.310/2018, art. 18, § 2º)',
    }),
    /**
     * The professional who signs the technical report and the preliminary study (Decreto
     * 9.310/2018 art. 30, III: the preliminary study is part of the projeto de regularização
     * fundiária; art. 21, § 3º: in elaborating it, no ART/RRT when the professional is a public
     * servant or employee. Art. 30, I is the survey's ART/RRT, not these studies').
     */
    text('professional_name', 'Responsável técnico: nome', { max: 200 }),
    text('professional_title', 'Responsável técnico: profissão', { max: 100 }),
    text('professional_registration', 'Responsável técnico: CREA ou CAU', {
      max: 50,
      helperText: 'O registro, como “CREA-SP 5061234567” ou “CAU A123456-7”',
    }),
    text('professional_art_rrt', 'Responsável técnico: nº da ART ou RRT', { max: 50 }),
    boolean('professional_public_servant', 'Responsável técnico é servidor ou empregado público (dispensa ART/RRT)'),
    /**
     * The project's own modality (stored once, on the project: projects.reurb_modality),
     * answered and changed here too. 'mista': each lot says its own.
     */
    choice('reurb_modality', 'Modalidade da Reurb', REURB_MODALITIES, {
      helperText: 'A classificação registrada no procedimento define a modalidade (Decreto 9.310/2018, art. 23, I)',
    }),
    /**
     * Legitimação fundiária only for núcleos existing on 22/12/2016 (Lei 13.465/2017 art. 9º,
     * §2º; Decreto 9.310/2018 art. 16): the date proven and how (domain/legal/).
     */
    date('nucleo_existence_date', 'Data comprovada de existência do núcleo', { past: true }),
    longText('nucleo_existence_evidence', 'Comprovação da existência do núcleo', {
      max: 4000,
      helperText: 'Documentos, imagens, processo',
    }),
    /**
     * The legitimação fundiária is for a "núcleo urbano informal consolidado existente em 22 de
     * dezembro de 2016" (Decreto 9.310/2018 art. 16): consolidated is "de difícil reversão,
     * considerados o tempo da ocupação, a natureza das edificações, a localização das vias de
     * circulação e a presença de equipamentos públicos", as the Município assesses (art. 3º, III).
     */
    boolean('nucleo_consolidated', 'O Município avaliou o núcleo como consolidado (de difícil reversão)', {
      helperText:
        'Considerados o tempo da ocupação, a natureza das edificações, as vias e os equipamentos públicos (Decreto nº 9.310/2018, art. 3º, III); condição da legitimação fundiária (art. 16)',
    }),
    /**
     * The low-income cap of Reurb-S set by the municipality (Decreto 9.310/2018 art. 6º; at
     * most five minimum wages, its parágrafo único), with the minimum wage in force when set.
     */
    decimal('income_cap_minimum_wages', 'Teto da renda familiar na Reurb-S', {
      min: 0.01,
      max: 5,
      helperText: 'Em salários mínimos; no máximo 5 (Decreto nº 9.310/2018, art. 6º, parágrafo único)',
    }),
    money('minimum_wage_value', 'Salário mínimo vigente (R$)', { min: 0.01 }),
    /**
     * The technical study of the risk (Decreto 9.310/2018 art. 30, VII, and art. 36) and the day
     * the measures it indicates were in place (§ 1º: "condição indispensável à aprovação da
     * Reurb"), read by the rule 'area-de-risco' for the lots marked in a risk area.
     */
    longText('risk_study', 'Estudo técnico da situação de risco', {
      max: 4000,
      helperText: 'Quem o elaborou, quando, e as medidas de eliminação, correção ou administração do risco (art. 36)',
    }),
    date('risk_measures_done_on', 'Medidas do estudo de risco implantadas em', {
      past: true,
      helperText: 'Condição indispensável à aprovação da Reurb dos lotes em área de risco (art. 36, § 1º)',
    }),
  ],
});
