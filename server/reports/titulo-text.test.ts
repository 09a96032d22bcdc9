import { describe, expect, it } from 'vitest';
import type { LotData } from './data.ts';
import type { ReportSettings } from './settings.ts';
import { occupants } from './occupants.ts';
import {
  effectsText,
  eligibilityText,
  exemptionText,
  holderText,
  nucleoText,
  originText,
  partnerText,
  publicInterestText,
  referenceLines,
} from './titulo-text.ts';

/*
 * The título's and the CRF's words about each person agree with that person's sex (issue 15,
 * part 2): a woman is "brasileira, viúva, portadora…, inscrita…, filha de…, domiciliada"; a man
 * the masculine forms; "(a)" stays only when the sex is not registered.
 */
function lot(fields: Partial<LotData>): LotData {
  return {
    owner_name: 'Maria das Dores',
    nationality: 'Brasileiro(a)',
    civil_status: 'Viúvo(a)',
    occupation: 'Costureira',
    rg: '12.345.678-9',
    rg_emissor: 'SSP',
    rg_uf: 'SP',
    cpf: '52998224725',
    owner_mother_name: 'Ana das Dores',
    owner_father_name: null,
    street: 'Rua das Flores',
    number: '10',
    partner: false,
    children: [],
    residents: [],
    block_name: '01',
    project_name: 'Vila Esperança',
    ...fields,
  } as unknown as LotData;
}

describe('título: the holder agrees with her or his sex', () => {
  it('a woman: brasileira, viúva, portadora, inscrita, filha, domiciliada', () => {
    const text = holderText(lot({ sex: 'Feminino' }));
    expect(text).toContain('MARIA DAS DORES, brasileira, viúva, costureira');
    expect(text).toContain('portadora da cédula de identidade RG nº 12.345.678-9 expedida por SSP/SP');
    expect(text).toContain('inscrita no CPF sob o nº 529.982.247-25');
    expect(text).toContain('filha de Ana das Dores');
    expect(text).not.toMatch(/\(a\)/u);
  });

  it('a married man with his wife: casado, and "sua cônjuge, …, casada"', () => {
    const married = lot({
      owner_name: 'José da Silva',
      sex: 'Masculino',
      nationality: 'brasileira',
      civil_status: 'Casado(a)',
      occupation: 'Pedreiro',
      owner_mother_name: 'Joana da Silva',
      partner: true,
      spouse_name: 'Maria da Silva',
      companion_sex: 'Feminino',
      companion_nationality: 'Brasileiro(a)',
      // The Cônjuge tab's profession: the one the gate asks of a married spouse.
      spouse_occupation: 'Cozinheiro(a)',
      spouse_cpf: '11144477735',
      spouse_mother_name: 'Rita Souza',
    });
    const holder = holderText(married);
    expect(holder).toContain('JOSÉ DA SILVA, brasileiro, casado');
    expect(holder).toContain('inscrito no CPF');
    expect(holder).toContain('filho de Joana da Silva');
    const partner = partnerText(married);
    expect(partner).toMatch(/^e sua cônjuge, MARIA DA SILVA, brasileira, casada, cozinheira, inscrita no CPF/u);
    expect(partner).toContain('filha de Rita Souza');
    expect(`${holder} ${partner}`).not.toMatch(/\(a\)/u);
  });

  /** A married spouse with her profession typed on the Cônjuge tab. */
  const RITA = {
    civil_status: 'Casado(a)',
    partner: true,
    spouse_name: 'Rita da Silva',
    companion_sex: 'Feminino',
    spouse_occupation: 'Merendeira',
  } as const;

  it('prints a married spouse’s profession from the Cônjuge tab, a companion’s from the União estável section', () => {
    // Left from before the marriage, in a section the married couple's form does not show.
    const married = { ...RITA, companion_occupation: 'Estudante' } as const;
    expect(partnerText(lot(married))).toMatch(/^e sua cônjuge, RITA DA SILVA, casada, merendeira,/u);
    expect(partnerText(lot(married))).not.toContain('estudante');
    const [, spouse] = occupants(lot(married));
    expect(spouse.profession).toBe('Merendeira');
    // No profession typed: the occupational situation, asked on the Cônjuge tab too.
    expect(
      occupants(lot({ ...married, spouse_occupation: null, companion_occupation_type: 'APOSENTADO' }))[1].profession,
    ).toBe('Aposentada');
    const union = { civil_status: 'União Estável', partner: true, spouse_name: 'Ana Paula', companion_sex: 'Feminino' };
    expect(occupants(lot({ ...union, companion_occupation: 'Diarista' }))[1].profession).toBe('Diarista');
    expect(occupants(lot({ ...union, companion_occupation_type: 'AUTÔNOMO' }))[1].profession).toBe('Autônoma');
  });

  it('gives a married spouse’s nationality, asked on the Cônjuge tab since 2026-12-06', () => {
    const married = { ...RITA, companion_nationality: 'Brasileiro(a)' } as const;
    expect(partnerText(lot(married))).toMatch(/^e sua cônjuge, RITA DA SILVA, brasileira, casada, merendeira,/u);
    expect(occupants(lot(married))[1].nationality).toBe('brasileira');
  });

  it('writes the occupational situation, when no profession was typed, in words that agree', () => {
    const servant = lot({ sex: 'Feminino', occupation: null, occupation_type: 'SERVIDOR PÚBLICO' });
    expect(holderText(servant)).toContain('MARIA DAS DORES, brasileira, viúva, servidora pública, portadora');
    expect(occupants(servant)[0].profession).toBe('Servidora pública');
    const retired = lot({ sex: 'Masculino', occupation: '', occupation_type: 'APOSENTADO' });
    expect(occupants(retired)[0].profession).toBe('Aposentado');
    expect(holderText(lot({ sex: null, occupation: null, occupation_type: 'EMPREGADO CLT' }))).toContain(
      'viúvo(a), empregado(a) com carteira assinada, portador(a)',
    );
    // A typed profession is the person's own words, kept.
    expect(
      occupants(lot({ sex: 'Feminino', occupation: 'Costureira', occupation_type: 'AUTÔNOMO' }))[0].profession,
    ).toBe('Costureira');
  });

  it('a companion is "seu companheiro" or "sua companheira" by the companion’s sex', () => {
    const union = { civil_status: 'União Estável', partner: true, spouse_name: 'Ana Paula' } as const;
    expect(partnerText(lot({ ...union, companion_sex: 'Feminino' }))).toMatch(/^e sua companheira, ANA PAULA/u);
    expect(partnerText(lot({ ...union, companion_sex: 'Masculino' }))).toMatch(/^e seu companheiro, ANA PAULA/u);
  });

  it('an unregistered sex keeps the neutral forms rather than guessing', () => {
    const text = holderText(lot({ sex: null }));
    expect(text).toContain('brasileiro(a), viúvo(a)');
    expect(text).toContain('portador(a) da cédula');
    expect(text).toContain('inscrito(a) no CPF');
    expect(holderText(lot({ sex: 'Outro' }))).toContain('inscrito(a) no CPF');
  });
});

describe('CRF occupants: civil status, nationality and quality agree', () => {
  it('writes the holder and the companion each in their own gender', () => {
    const [holder, partner] = occupants(
      lot({
        sex: 'Feminino',
        civil_status: 'Divorciado(a) em união estável',
        partner: true,
        spouse_name: 'Carlos',
        companion_sex: 'Masculino',
        companion_civil_status: 'Solteiro(a)',
        companion_nationality: 'Brasileira',
      }),
    );
    expect(holder).toMatchObject({ civilStatus: 'Divorciada em união estável', nationality: 'brasileira' });
    expect(partner).toMatchObject({ quality: 'Companheiro', civilStatus: 'Solteiro', nationality: 'brasileiro' });
  });
});

describe('the título’s reference lines', () => {
  it('write the lot’s protocol as the screens and the public lookup do: 3RUMB-7WFFV', () => {
    const lines = referenceLines(
      { name: 'Vila Nova' } as Parameters<typeof referenceLines>[0],
      null,
      lot({ protocol: '3RUMB7WFFV' }),
    );
    expect(lines).toContain('Protocolo nº 3RUMB-7WFFV');
  });

  it('names the matrícula the registry opened once, typed as a number or with its kind', () => {
    const project = { name: 'Vila Nova' } as Parameters<typeof referenceLines>[0];
    expect(referenceLines(project, null, lot({ registry_matricula: '98.765' }))).toContain('Matrícula nº 98.765');
    expect(referenceLines(project, null, lot({ registry_matricula: 'Matrícula nº 98.765' }))).toContain(
      'Matrícula nº 98.765',
    );
  });
});

describe('título: the effects and the declaration speak of every beneficiary', () => {
  const REURB_S = { reurb_modality: 'S' } as Parameters<typeof eligibilityText>[0];
  const couple = (sex: string | null, companionSex: string | null) =>
    lot({
      sex,
      civil_status: 'Casado(a)',
      partner: true,
      spouse_name: 'Rita da Silva',
      spouse_cpf: '11144477735',
      companion_sex: companionSex,
    });

  it('in Reurb-S, tells the family the registration is free if the título reaches the registry within a year (arts. 53–56); not in Reurb-E', () => {
    const alone = lot({ sex: 'Feminino' });
    const issued = '2026-12-07';
    expect(exemptionText(REURB_S, alone, issued)).toContain('isento de custas e emolumentos');
    // Who may present it, and its last day: a year date to date, not moved past the weekend.
    expect(exemptionText(REURB_S, alone, issued)).toContain(
      'apresentado, pelos ocupantes ou por um dos legitimados da Reurb, ao cartório de registro de imóveis ' +
        'competente no prazo máximo de um ano, contado da data de sua emissão, ou seja, até 07/12/2027 (art. 56)',
    );
    // A título of 29 February ends on the 28th (date to date, Lei 9.784/1999 art. 66, § 3º).
    expect(exemptionText(REURB_S, alone, '2028-02-29')).toContain('até 28/02/2029 (art. 56)');
    expect(exemptionText({ reurb_modality: 'E' }, alone, issued)).toBe('');
    // A lot of a mista project without its own modality reads as Reurb-S, as the declaration does.
    expect(exemptionText({ reurb_modality: 'mista' }, alone, issued)).toBe(exemptionText(REURB_S, alone, issued));
    expect(exemptionText({ reurb_modality: 'mista' }, lot({ sex: 'Feminino', reurb_modality: 'E' }), issued)).toBe('');
  });

  it('the holder alone declares and acquires, in the holder’s gender', () => {
    const alone = lot({ sex: 'Feminino' });
    expect(eligibilityText(REURB_S, alone)).toMatch(
      /^A beneficiária declara, sob as penas da lei, que não é concessionária, foreira ou proprietária de imóvel urbano ou rural .* e que não foi contemplada com legitimação/u,
    );
    expect(effectsText(alone)).toContain('a beneficiária adquire a unidade imobiliária');
    expect(effectsText(alone)).toContain('exceto quando disserem respeito à própria beneficiária');
  });

  it('with a partner named in the grant, both declare, each for themselves, and both acquire', () => {
    const text = eligibilityText(REURB_S, couple('Masculino', 'Feminino'));
    expect(text).toMatch(
      /^Os beneficiários declaram, cada um por si, sob as penas da lei, que não são concessionários, foreiros ou proprietários de imóvel urbano ou rural \(Lei nº 13\.465\/2017, art\. 23, § 1º, I\) e que não foram contemplados com legitimação de posse ou fundiária/u,
    );
    expect(text).toContain('(Lei nº 13.465/2017, art. 23, § 1º, II; Decreto nº 9.310/2018, art. 16, § 1º, I e II).');
    const effects = effectsText(couple('Masculino', 'Feminino'));
    expect(effects).toContain('os beneficiários adquirem a unidade imobiliária livre e desembaraçada');
    expect(effects).toContain('exceto quando disserem respeito aos próprios beneficiários');
    expect(`${text} ${effects}`).not.toMatch(/\(a\)|\(as\)|\(às\)|beneficiário declara|beneficiária declara/u);
  });

  it('two women are "as beneficiárias", each "por si"; an unregistered sex keeps the neutral plural', () => {
    expect(eligibilityText(REURB_S, couple('Feminino', 'Feminino'))).toMatch(
      /^As beneficiárias declaram, cada uma por si, .* não são concessionárias, foreiras ou proprietárias .* não foram contempladas/u,
    );
    expect(effectsText(couple('Feminino', 'Feminino'))).toContain('respeito às próprias beneficiárias');
    expect(eligibilityText(REURB_S, couple('Feminino', null))).toMatch(
      /^Os\(as\) beneficiários\(as\) declaram, cada um\(a\) por si, .* concessionários\(as\)/u,
    );
    expect(effectsText(couple(null, 'Masculino'))).toContain('os beneficiários adquirem');
  });

  it('Reurb-E has no declaration, with or without a partner (art. 16, § 1º: "apenas na Reurb-S")', () => {
    const reurbE = { reurb_modality: 'E' } as Parameters<typeof eligibilityText>[0];
    expect(eligibilityText(reurbE, couple('Masculino', 'Feminino'))).toBe('');
  });
});

describe('título: the public interest of a non-residential occupation (art. 23, § 1º, III)', () => {
  const REURB_S = { reurb_modality: 'S' } as Parameters<typeof publicInterestText>[0];
  const shop = {
    uso_do_lote: 'NAO_RESIDENCIAL',
    public_interest_act_number: 'Decreto 1.234/2025',
    public_interest_act_date: '2025-08-14',
  };

  it('states the act the Poder Público recognised it by, in Reurb-S', () => {
    expect(publicInterestText(REURB_S, lot(shop))).toBe(
      'O Poder Público reconheceu o interesse público da ocupação do imóvel, de finalidade não residencial, por meio de Decreto 1.234/2025, ' +
        'de 14/08/2025 (Lei nº 13.465/2017, art. 23, § 1º, III; Decreto nº 9.310/2018, art. 16, § 1º, III).',
    );
    expect(publicInterestText(REURB_S, lot({ ...shop, uso_do_lote: 'MISTO' }))).toContain(
      'do imóvel, de uso misto, por meio de',
    );
  });

  it('says nothing for a home, in Reurb-E, or for mixed use with no act recorded', () => {
    expect(publicInterestText(REURB_S, lot({ ...shop, uso_do_lote: 'RESIDENCIAL' }))).toBe('');
    expect(publicInterestText({ reurb_modality: 'E' } as typeof REURB_S, lot(shop))).toBe('');
    expect(
      publicInterestText(
        REURB_S,
        lot({ uso_do_lote: 'MISTO', public_interest_act_number: null, public_interest_act_date: null }),
      ),
    ).toBe('');
  });
});

describe('título: the núcleo proven to exist on 22/12/2016 (Decreto art. 1º, § 2º; art. 16)', () => {
  const project = { name: 'Vila Esperança' };
  const settings = (date: string | null, evidence: string | null = 'Ortofoto de 2014 e cadastro do IPTU') =>
    ({ nucleo_existence_date: date, nucleo_existence_evidence: evidence }) as ReportSettings;

  it('states the cut-off and the date the núcleo is proven since, once the settings prove it', () => {
    expect(nucleoText(project, settings('2014-05-02'))).toBe(
      'integrante do núcleo urbano informal Vila Esperança, comprovadamente existente em 22 de dezembro de 2016 ' +
        '(existência comprovada desde 02/05/2014; Lei nº 13.465/2017, art. 9º, § 2º; Decreto nº 9.310/2018, art. 1º, § 2º, e art. 16)',
    );
    expect(nucleoText(project, settings('2016-12-22'))).toContain('existência comprovada desde 22/12/2016');
  });

  it('never states what was not proven: no date, a later date, no evidence, no settings', () => {
    const bare = 'integrante do núcleo urbano informal Vila Esperança';
    expect(nucleoText(project, settings(null))).toBe(bare);
    expect(nucleoText(project, settings('2016-12-23'))).toBe(bare);
    expect(nucleoText(project, settings('2014-05-02', '  '))).toBe(bare);
    expect(nucleoText(project, null)).toBe(bare);
  });

  it('calls the núcleo consolidated once the Município has so assessed it (art. 16; art. 3º, III), never before', () => {
    const assessed = { ...settings('2014-05-02'), nucleo_consolidated: true } as ReportSettings;
    expect(nucleoText(project, assessed)).toMatch(
      /^integrante do núcleo urbano informal consolidado Vila Esperança, comprovadamente existente em 22 de dezembro de 2016/,
    );
    expect(nucleoText(project, { ...assessed, nucleo_consolidated: false })).not.toContain('consolidado');
    expect(nucleoText(project, settings('2014-05-02'))).not.toContain('consolidado');
  });
});

describe('título: the registration of origin, typed freely in the settings', () => {
  const origin = (registration: string, office: string | null = '1º Cartório de Registro de Imóveis') =>
    originText({ origin_registration: registration, origin_registry_office: office } as ReportSettings);

  it('names the kind of a bare number, and keeps the kind typed once', () => {
    expect(origin('45.678')).toBe(
      'Imóvel de origem: matrícula ou transcrição nº 45.678 do 1º Cartório de Registro de Imóveis.',
    );
    expect(origin('Transcrição nº 12.345')).toBe(
      'Imóvel de origem: transcrição nº 12.345 do 1º Cartório de Registro de Imóveis.',
    );
    expect(origin('Matrícula 7.301', null)).toBe('Imóvel de origem: matrícula 7.301.');
  });
});
