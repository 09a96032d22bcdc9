import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { lots, procedureEvents, projects, projectSettings } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { EMPTY_FILTER } from '../filters.ts';
import { crfReport, type ReportRequest } from '../generate.ts';
import { pdfText } from '../test-kit.ts';

/**
 * The project the official documents' tests read back (crf-document.test.ts and
 * titulo-document.test.ts): a Reurb-S núcleo in Campinas with its approval recorded, four
 * holders (a widow, a married man, a holder of unknown sex, one of 200-character texts) and 36
 * more units, enough for the CRF's table to run over several pages.
 */
export const NOW = new Date('2026-11-20T15:00:00Z');
/** 200 characters ending in a word the test looks for: a cut text loses it. */
const long = (start: string, end: string) =>
  `${start} ${'Ñandú Araújo '.repeat(20)}`.slice(0, 199 - end.length) + ` ${end}`;
const LONG_NAME = long('Maria', 'Fimnome');
const LONG_JOB = long('Artesã', 'Fimprof');
const LONG_STREET = long('Rua', 'Fimrua');

const base = {
  status: 'complete',
  nationality: 'Brasileira',
  rg_emissor: 'SSP',
  rg_uf: 'SP',
  cidade: 'Campinas',
  uso_do_lote: 'RESIDENCIAL',
  real_right: 'LEGITIMACAO_FUNDIARIA',
} as const;

/** A lot of about 10 × 18 m around (-47.06, -22.90), SIRGAS 2000 geographic. */
const square = {
  coord_p1_x: -47.06,
  coord_p1_y: -22.9,
  coord_p2_x: -47.0599,
  coord_p2_y: -22.9,
  coord_p3_x: -47.0599,
  coord_p3_y: -22.90016,
  coord_p4_x: -47.06,
  coord_p4_y: -22.90016,
};

/** Each lot's holder CPF: the filter that picks one lot. */
export const CPF = { maria: '52998224725', jose: '39053344705', neutro: '15350946056', longo: '86288366757' };
/** The text as one line (pdf.js sets a space before a comma that follows a change of font run). */
export const joined = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([,.;])/g, '$1');
export const crf = (request: ReportRequest) => crfReport(request, 'pdf');

/** Registers the project (before all the file's tests) and gives what they render it with. */
export function officialDocumentsApp() {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;

  async function render(
    generate: (request: ReportRequest) => Promise<unknown>,
    cpf?: string,
  ): Promise<Awaited<ReturnType<typeof pdfText>> & { bytes: Buffer }> {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    const filter = cpf ? { ...EMPTY_FILTER, cpf } : EMPTY_FILTER;
    await generate({
      db: ctx.database.db,
      projectIds: [f.projectA],
      filter,
      out,
      now: NOW,
      official: { minuta: { notes: [] } },
    });
    const bytes = Buffer.concat(parts);
    return { ...(await pdfText(bytes)), bytes };
  }

  beforeAll(async () => {
    ctx = await testApp();
    const db = ctx.database.db;
    f = await createFixtures(db);
    await db
      .update(projects)
      .set({ city: 'Campinas', state: 'SP', reurb_modality: 'S' })
      .where(eq(projects.id, f.projectA));
    await db.insert(projectSettings).values({
      project_id: f.projectA,
      city_cnpj: '46523015000135',
      city_adress: 'Av. Anchieta, 200 – Centro',
      city_mayor_name: 'Dário Saadi',
      city_mayor_sex: 'Masculino',
      city_mayor_rg: '11.222.333-4',
      city_mayor_cpf: '52998224725',
      city_admin_process: 'PMC.2026.00012345',
      titulo_description: 'Título outorgado no âmbito da regularização fundiária.',
      works_responsible: 'Companhia de Habitação Popular de Campinas – COHAB',
      works_schedule: 'Pavimentação e drenagem em 18 meses a contar da aprovação',
      commitment_signed_on: '2026-03-05',
      origin_registration: '45.678',
      origin_registry_office: '2º Cartório de Registro de Imóveis de Campinas',
      nucleo_existence_date: '2011-07-15',
      nucleo_existence_evidence: 'Ortofoto municipal de 2011 e lançamentos de IPTU desde 2012',
      nucleo_consolidated: true,
    });
    await db.insert(procedureEvents).values({
      project_id: f.projectA,
      stage: 'aprovacao',
      date: '2026-03-10',
      act_number: 'Decreto nº 22.145/2026',
      publication_date: '2026-03-12',
      move: 'first',
    });
    const insert = async (values: Record<string, unknown>) => {
      await db
        .insert(lots)
        .values({ ...base, block_id: f.blockA, project_id: f.projectA, ...values } as typeof lots.$inferInsert);
    };
    await insert({
      ...square,
      name: 'Lote 201',
      owner_name: 'Maria das Dores Souza',
      sex: 'Feminino',
      civil_status: 'Viúvo(a)',
      occupation: 'Costureira',
      cpf: CPF.maria,
      rg: '12.345.678-9',
      owner_mother_name: 'Ana das Dores',
      owner_father_name: 'Pedro Souza',
      area: 180.5,
      street_address: 'Rua das Flores',
      street_number: '10',
      inscricao_imobiliaria: '01.002.0030',
      registry_matricula: '98.765',
      registry_cnm: '123456.2.0098765-12',
      protocol: 'REURB-2026-000123',
    });
    await insert({
      name: 'Lote 202',
      owner_name: 'José Carlos da Silva',
      sex: 'Masculino',
      civil_status: 'Casado(a)',
      marriage_date: '1995-02-11',
      marriage_regime_de_bens: 'COMUNHAO_PARCIAL',
      occupation: 'Pedreiro',
      cpf: CPF.jose,
      rg: '22.333.444-5',
      owner_mother_name: 'Joana da Silva',
      spouse_name: 'Rita de Cássia da Silva',
      companion_sex: 'Feminino',
      companion_nationality: 'Brasileiro(a)',
      // The Cônjuge tab's profession, typed in the neutral form as the register's own choices
      // are: agreed in the documents.
      spouse_occupation: 'Cozinheiro(a)',
      spouse_cpf: '11144477735',
      spouse_rg: '33.444.555-6',
      spouse_mother_name: 'Rosa Souza',
      area: 95,
    });
    await insert({
      name: 'Lote 203',
      owner_name: 'Alex Nogueira',
      sex: null,
      civil_status: 'Solteiro(a)',
      occupation: 'Vendedor ambulante',
      cpf: CPF.neutro,
      rg: '44.555.666-7',
      owner_mother_name: 'Clara Nogueira',
      real_right: null,
      area: 120,
    });
    await insert({
      name: 'Lote 204',
      owner_name: LONG_NAME,
      sex: 'Feminino',
      civil_status: 'Solteiro(a)',
      occupation: LONG_JOB,
      street_address: LONG_STREET,
      cpf: CPF.longo,
      rg: '55.666.777-8',
      owner_mother_name: long('Mãe', 'Fimmae'),
      area: 200,
    });
    // Enough units for the CRF's table to run over several pages.
    for (let k = 0; k < 36; k++)
      await insert({
        name: `Lote ${String(100 + k)}`,
        owner_name: `Ocupante Número ${k}`,
        sex: k % 2 ? 'Masculino' : 'Feminino',
        civil_status: 'Solteiro(a)',
        occupation: 'Autônomo',
        owner_mother_name: 'Mãe de Todos',
        area: 100 + k,
      });
  }, 60_000);
  afterAll(() => ctx?.close());

  return {
    get db() {
      return ctx.database.db;
    },
    get projectA() {
      return f.projectA;
    },
    render,
  };
}
