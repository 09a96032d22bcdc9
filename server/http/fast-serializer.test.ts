import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importReportAnswer } from '../../domain/api/geometry.ts';
import { listAnswer, messageAnswer } from '../../domain/api/list.ts';
import { lotListRow } from '../../domain/api/lot-list.ts';
import { lotRecord } from '../../domain/api/lot-record.ts';
import { projectListItemSchema } from '../../domain/api/projects.ts';
import { fastSerializerCompiler, outputJsonSchema } from './fast-serializer.ts';

/** Both serialisers of one response schema, as Fastify compiles them for a route. */
const both = (schema: z.ZodType) => {
  const route = { schema, method: 'GET', url: '/test', httpStatus: '200' };
  const serialize = fastSerializerCompiler(route);
  // A list answer comes out as a Buffer of UTF-8 (fast-serializer.ts): compared as the text it holds.
  return { fast: (data: unknown) => String(serialize(data)), zod: serializerCompiler(route as never) };
};

const row = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  area: z.number().nullable(),
  done: z.boolean(),
  tags: z.array(z.string()),
  when: z.date(),
  note: z.string().optional(),
  who: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  answers: z.record(z.string(), z.unknown()),
});

describe('fastSerializerCompiler', () => {
  it('writes what zod writes, byte for byte: nulls, dates, escapes, optional and unknown keys', () => {
    const { fast, zod } = both(z.object({ data: z.array(row), total: z.number().int() }));
    const data = {
      data: [
        {
          id: 1,
          name: 'Lote "1" — ção \\ \u2028 <script>',
          parent_id: null,
          area: 319.22,
          done: true,
          tags: ['a', 'b'],
          when: new Date('2026-03-04T05:06:07.891Z'),
          who: { id: 2, name: null, extra: 'dropped' },
          answers: { q1: 'sim', q2: [1, 2], q3: null },
          internal: 'not in the schema',
        },
        {
          id: 2,
          name: '',
          parent_id: 7,
          area: null,
          done: false,
          tags: [],
          when: new Date(0),
          note: 'nota',
          who: null,
          answers: {},
          total: 99,
        },
      ],
      total: 2,
    };
    expect(fast(data)).toBe(zod(data));
  });

  it('writes a list into one Buffer, the bytes of zod’s text, however long and in any script', () => {
    const route = { schema: listAnswer(row), method: 'GET', url: '/test', httpStatus: '200' };
    const [fast, zod] = [fastSerializerCompiler(route), serializerCompiler(route as never)];
    const item = (i: number) => ({
      id: i,
      // Row 10's name alone outgrows the Buffer lists are written in (1 MiB).
      name:
        i === 10 ? 'ç'.repeat(400_000) : ['Conceição', 'Lote 🏠 nº 7', 'linha\u2028quebra', '"aspas" \\ barra'][i % 4],
      parent_id: i % 2 ? null : i,
      area: i / 3,
      done: i % 3 === 0,
      tags: i % 4 ? [] : ['Área verde'],
      when: new Date(i * 1e9),
      who: i % 2 ? null : { id: i, name: 'Ana' },
      answers: { i },
    });
    // A list that outgrows the Buffer, then lists written after it gave back the extra.
    for (const size of [3_000, 0, 1, 3_000]) {
      const data = { data: Array.from({ length: size }, (_, i) => item(i)), total: size + 7 };
      const bytes: unknown = fast(data);
      expect(Buffer.isBuffer(bytes)).toBe(true);
      expect((bytes as Buffer).equals(Buffer.from(zod(data)))).toBe(true);
    }
  });

  it('writes the geometry import’s report as zod does: optional findings, null lots, notes', () => {
    const { fast, zod } = both(importReportAnswer);
    const data = {
      dry_run: true,
      applied: false,
      match_by: 'lote',
      match_field: 'name',
      attributes: ['inscricao', 'lote'],
      features: 4,
      matched: [
        {
          feature: 1,
          key: 'Q07-L02',
          lot_id: 12,
          lot_name: 'Q07-L02',
          vertices: 6,
          dropped: 2,
          notes: [
            'Polígono com 6 vértices reduzido aos 4 cantos (P1 a P4)',
            'Substitui as coordenadas que o lote já tinha',
          ],
          checks: [
            {
              lot_id: 12,
              rule: 'overlap',
              message: 'Sobrepõe o lote Q07-L03 em 60 m²',
              other_lot_id: 13,
              overlap_m2: 60,
            },
            { lot_id: 12, rule: 'self_intersection', message: 'Os lados do lote se cruzam' },
          ],
        },
        { feature: 2, key: 'Q07-L01', lot_id: 11, lot_name: 'Q07-L01', vertices: 4, dropped: 0, notes: [], checks: [] },
      ],
      unmatched: [{ feature: 3, key: 'Q07-L99', reason: 'Nenhum lote do projeto com este valor' }],
      conflicting: [{ feature: 4, key: 'q07-l05', lot_id: null, reason: '2 lotes do projeto têm este valor' }],
      failing_lots: 1,
      written: 0,
    };
    expect(fast(data)).toBe(zod(data));
  });

  it('compiles a route’s schema at its first answer, once, not when the route is registered', () => {
    let reads = 0;
    const schema = z.object({ id: z.number().int(), name: z.string() });
    const route = {
      get schema() {
        reads += 1;
        return schema;
      },
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    };
    const serialize = fastSerializerCompiler(route);
    expect(reads).toBe(0);
    expect(serialize({ id: 1, name: 'a' })).toBe('{"id":1,"name":"a"}');
    expect(serialize({ id: 2, name: 'b' })).toBe('{"id":2,"name":"b"}');
    expect(reads).toBe(1);
  });

  it('writes the error answers as zod does', () => {
    const { fast, zod } = both(messageAnswer);
    for (const answer of [{ message: 'Não encontrado' }, { message: 'Inválido', errors: { name: 'Obrigatório' } }])
      expect(fast(answer)).toBe(zod(answer));
  });

  it('turns zod’s nullable anyOf into a type list, without the bounds nor additionalProperties: false', () => {
    expect(outputJsonSchema(z.object({ n: z.number().int().nullable() }))).toEqual({
      type: 'object',
      properties: { n: { type: ['integer', 'null'] } },
      required: ['n'],
    });
  });

  it('turns a nullable object into `nullable: true`, and leaves no anyOf in the hot routes’ answers', () => {
    expect(outputJsonSchema(z.object({ f: z.object({ id: z.number().int() }).nullable() }))).toEqual({
      type: 'object',
      properties: { f: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], nullable: true } },
      required: ['f'],
    });
    // An anyOf left in a schema is resolved by ajv's validation of every value it holds.
    for (const schema of [lotRecord, lotListRow, projectListItemSchema])
      expect(JSON.stringify(outputJsonSchema(schema))).not.toMatch(/"(anyOf|oneOf|allOf)"/);
  });
});
