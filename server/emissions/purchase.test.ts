import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes } from '../files/samples.ts';
import { postUpload } from '../files/test-kit.ts';
import { emissionWorld, qualifiedLot, unzip, type EmissionWorld } from './test-kit.ts';

/**
 * A unit the occupant bought (Decreto 9.310/2018 art. 50, parágrafo único), through the real
 * routes: the CRF waits for the contract and the proof that it is paid, uploaded and linked on the
 * lot, and the registry package hands both to the registry, byte for byte.
 */
let w: EmissionWorld['w'];
let admin: EmissionWorld['admin'];
beforeAll(async () => {
  ({ w, admin } = await emissionWorld());
}, 60_000);
afterAll(() => w?.ctx.close());

const get = (url: string) => w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
const upload = async (filename: string, content: Buffer) => {
  const created = await postUpload(w.ctx.app, admin, [{ name: 'file', filename, content }]);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as number;
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a unit bought: the contract with its proof of payment is the título hábil (art. 50, parágrafo único)', () => {
  let bought: number;
  const contract = pdfBytes('Compromisso de compra e venda do lote');
  const receipt = jpegBytes();

  beforeAll(async () => {
    bought = await qualifiedLot(w.db, { block_id: w.f.blockA, project_id: w.f.projectA }, 'Paulo Comprador', {
      real_right: 'COMPRA_VENDA',
      inscricao_imobiliaria: 'CMP.001',
    });
  }, 60_000);

  it('holds the CRF back until both documents are on the lot, and tells which one is missing', async () => {
    const before = await w.call('member', 'GET', `/lots/${bought}/legal`);
    expect(before.body.crf_allowed).toBe(false);
    const rule = before.body.rules.find((r: { id: string }) => r.id === 'compra-venda-quitada');
    expect(rule.state).toBe('blocked');
    expect(rule.fields.map((f: { field: string }) => f.field)).toEqual([
      'contrato_aquisicao_file',
      'quitacao_aquisicao_file',
    ]);
    const refused = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=CMP`);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('prova de quitação');

    const linked = await w.call('projectAdmin', 'PATCH', `/lots/${bought}`, {
      contrato_aquisicao_file_id: await upload('compromisso.pdf', contract),
    });
    expect(linked.status).toBe(200);
    expect(linked.body.contrato_aquisicao_file).toMatchObject({ originalName: 'compromisso.pdf' });
    const half = await w.call('member', 'GET', `/lots/${bought}/legal`);
    const unpaid = half.body.rules.find((r: { id: string }) => r.id === 'compra-venda-quitada');
    expect(unpaid.messages[0]).toContain('anexe em Documentos a prova de quitação.');

    const paid = await w.call('projectAdmin', 'PATCH', `/lots/${bought}`, {
      quitacao_aquisicao_file_id: await upload('recibo de quitação.jpg', receipt),
    });
    expect(paid.status).toBe(200);
    const after = await w.call('member', 'GET', `/lots/${bought}/legal`);
    expect(after.body.crf_allowed).toBe(true);
  });

  it('the registry package carries both, byte for byte, and counts the unit in its manifest', async () => {
    const emitted = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=CMP`);
    expect(emitted.statusCode, emitted.body.slice(0, 400)).toBe(200);
    const crf = Number(String(emitted.headers['x-emission-ids']).split(',')[0]);
    const pkg = await get(`/emissions/${crf}/package`);
    expect(pkg.statusCode, pkg.body.slice(0, 400)).toBe(200);
    const entries = new Map(unzip(pkg.rawPayload).map((entry) => [entry.name, entry.data] as const));
    const folder = [...entries.keys()].find((name) => name.startsWith('titulos-habeis/'))!.split('/')[1];
    expect(folder).toMatch(/^quadra-.+-lote-/);
    expect(entries.get(`titulos-habeis/${folder}/contrato.pdf`)).toEqual(contract);
    expect(entries.get(`titulos-habeis/${folder}/quitacao.jpg`)).toEqual(receipt);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest.lotes_com_titulo_habil).toBe(1);
    const listed = manifest.arquivos.find((f: { nome: string }) => f.nome.endsWith('quitacao.jpg'));
    expect(listed).toMatchObject({ sha256: sha256(receipt), bytes: receipt.length });
    expect(listed.descricao).toContain('art. 50, parágrafo único');

    // The proof removed after the emission: the package is refused before its first byte.
    const removed = await w.call('projectAdmin', 'PATCH', `/lots/${bought}`, { quitacao_aquisicao_file_id: null });
    expect(removed.status).toBe(200);
    const refused = await get(`/emissions/${crf}/package`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('um deles saiu de 1 lote(s) desde a emissão desta CRF');
  });
});
