import { spawn } from 'node:child_process';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import jsqr from 'jsqr';
import { getDocumentProxy } from 'unpdf';
import type { Db } from '../db/connection.ts';
import { children, lotEvents, lots, residents } from '../db/schema/index.ts';
import { recordLegacyEmission } from '../emissions/legacy.ts';

/**
 * Reads a PDF the way a person would: its pages' text, with pdf.js as unpdf packages it (no
 * native parts and nothing platform-specific in the lock file, so `npm ci` works everywhere).
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  const pageTexts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.cleanup();
  return { pages: pdf.numPages, text: pageTexts.join('\n'), pageTexts };
}

/**
 * The QR code on each page, read as a scanner would: the corner of an A4 page where an official
 * document's stamp is (its right half, its lowest fifth), drawn by poppler at 300 dpi in grey
 * (`pdftoppm`), and read by jsQR. Each page's text, or null where no code can be read there.
 * One poppler run draws every page (one after another on its output), not a run a page, and
 * jsQR reads each once, not again inverted: the títulos' 24 pages 3.6 → 1.8–1.9 s, the CRF's
 * 0.72–0.85 → 0.44–0.46 s, on each engine (2026-12-04, issue #19 goal 7).
 */
export async function scanQrs(pdf: Buffer, pages: number): Promise<Array<string | null>> {
  const region = ['-x', '1240', '-y', '2800', '-W', '1240', '-H', '708'];
  const args = ['-f', '1', '-l', String(pages), '-r', '300', '-gray', ...region, '-'];
  const child = spawn('pdftoppm', args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const parts: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => parts.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  child.stdin.end(pdf);
  const code = await exited;
  if (code !== 0) throw new Error(`pdftoppm saiu com ${code}`);
  const images = Buffer.concat(parts);
  const read: Array<string | null> = [];
  let at = 0;
  while (at < images.length) {
    // A binary PGM: "P5", width, height, maximum, one byte a pixel; the next page's follows it.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(images.toString('latin1', at, at + 32));
    if (!header) throw new Error(`pdftoppm: imagem ${read.length + 1} ilegível`);
    const [width, height] = [Number(header[1]), Number(header[2])];
    const grey = images.subarray(at + header[0].length, at + header[0].length + width * height);
    at += header[0].length + width * height;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0, j = 0; i < grey.length; i++, j += 4) {
      rgba[j] = rgba[j + 1] = rgba[j + 2] = grey[i];
      rgba[j + 3] = 255;
    }
    // Dark modules on white paper, as printed: no second pass over the inverted image.
    // jsqr is CommonJS typed as an ES module: its function is the module's `default`.
    read.push(jsqr.default(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  }
  if (read.length !== pages) throw new Error(`pdftoppm desenhou ${read.length} de ${pages} páginas`);
  return read;
}

/** A spreadsheet's sheets as rows of cell values (header first). */
export async function xlsxRows(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  });
  return sheets;
}

export interface ReportWorld {
  /** Complete, married, full CRF data, a child and a resident; social completed 2026-03-10. */
  joao: number;
  /** Complete, single, lives alone, small lot, income 900; title already emitted. */
  ines: number;
  /** Incomplete, stable union, lacks RG (CRF pre-check), phase 2. */
  conceicao: number;
}

const full = {
  nationality: 'Brasileira',
  rg_emissor: 'SSP',
  rg_uf: 'SP',
  street_address: 'Rua São João',
  bairro: 'Jardim Esperança',
  cidade: 'Campinas',
  cep: '13000000',
  uso_do_lote: 'RESIDENCIAL',
  escolaridade: 'ENSINO MÉDIO COMPLETO',
  occupation_type: 'AUTÔNOMO',
};

/** Three households with accents in every name, in project A's block. */
export async function createReportWorld(
  db: Db,
  projectId: number,
  blockId: number,
  userId: number,
): Promise<ReportWorld> {
  const [joao] = await db
    .insert(lots)
    .values({
      ...full,
      name: 'Lote 010',
      block_id: blockId,
      project_id: projectId,
      status: 'complete',
      owner_name: 'João Araújo Conceição',
      cpf: '52998224725',
      rg: '12.345.678-9',
      birth_date: '1970-05-04',
      civil_status: 'Casado(a)',
      occupation: 'Pedreiro',
      owner_mother_name: 'Inês Araújo',
      owner_father_name: 'Sebastião Conceição',
      income: 1500,
      beneficios_sociais: ['BOLSA FAMÍLIA'],
      spouse_name: 'Márcia Gonçalves Conceição',
      spouse_cpf: '11144477735',
      spouse_rg: '98.765.432-1',
      spouse_mother_name: 'Lúcia Gonçalves',
      marriage_date: '1995-02-11',
      marriage_regime_de_bens: 'COMUNHAO_PARCIAL',
      area: 180.5,
      street_number: '120',
      inscricao_imobiliaria: '01.002.0030',
      observations: 'Família atendida pelo CRAS; imóvel com ampliação em alvenaria.',
    })
    .returning({ id: lots.id });
  const [ines] = await db
    .insert(lots)
    .values({
      ...full,
      name: 'Lote 011',
      block_id: blockId,
      project_id: projectId,
      status: 'complete',
      owner_name: 'Inês Ângela Brandão',
      cpf: '39053344705',
      rg: '22.333.444-5',
      civil_status: 'Solteiro(a)',
      occupation: 'Costureira',
      owner_mother_name: 'Zélia Brandão',
      income: 900,
      area: 95,
      street_number: '122',
      inscricao_imobiliaria: '01.002.0031',
    })
    .returning({ id: lots.id });
  const [conceicao] = await db
    .insert(lots)
    .values({
      ...full,
      name: 'Lote 012',
      block_id: blockId,
      project_id: projectId,
      status: 'incomplete',
      project_phase: 2,
      owner_name: 'Conceição Avelar Ribeiro',
      cpf: '15350946056',
      civil_status: 'União Estável',
      occupation: 'Diarista',
      owner_mother_name: 'Antônia Avelar',
      spouse_name: 'Benedito Ribeiro',
      spouse_cpf: '86288366757',
      companion_income: 1200,
      income: 700,
      area: 250,
      street_number: '124',
    })
    .returning({ id: lots.id });
  await db.insert(children).values([
    {
      lot_id: joao.id,
      name: 'Vitória Araújo Conceição',
      birth_date: '2012-08-20',
      escolaridade: 'ENSINO FUNDAMENTAL INCOMPLETO',
      resident: true,
    },
    { lot_id: conceicao.id, name: 'Ícaro Ribeiro', birth_date: '2015-01-02', resident: true },
  ]);
  await db
    .insert(residents)
    .values({ lot_id: joao.id, name: 'Sebastiana Araújo', relationship_owner: 'Avó', income: 1518, resident: true });
  await db.insert(lotEvents).values([
    {
      lot_id: joao.id,
      project_id: projectId,
      kind: 'social_completed',
      user_id: userId,
      at: new Date('2026-03-10T15:00:00Z'),
    },
    {
      lot_id: ines.id,
      project_id: projectId,
      kind: 'social_completed',
      user_id: userId,
      at: new Date('2026-05-20T15:00:00Z'),
    },
  ]);
  await recordLegacyEmission(db, {
    projectId,
    kind: 'titulo-legitimacao',
    lotIds: [ines.id],
    at: new Date('2026-05-21T15:00:00Z'),
    userId,
  });
  return { joao: joao.id, ines: ines.id, conceicao: conceicao.id };
}

/** A PNG file: its size, bit depth and colour type (IHDR), and its rows, each with its filter byte, packed. */
function png(width: number, height: number, depth: number, colourType: number, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small solid-colour PNG (a city logo for the títulos). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return png(width, height, 8, 2, Buffer.concat(Array.from({ length: height }, () => row)));
}

/**
 * A black PNG of one bit a pixel: 8,000 × 8,000 (64 megapixels) is 8 MB unpacked and 8 KB
 * packed. A picture's bytes say little of its size (./pdf/picture-limit.ts).
 */
export function bilevelPng(width: number, height: number): Buffer {
  return png(width, height, 1, 0, Buffer.alloc((Math.ceil(width / 8) + 1) * height));
}
