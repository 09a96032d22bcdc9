import { z } from 'zod';
import { GEOMETRY_RULES } from '../geo/checks.ts';
import { valuesOf } from '../enums/choice.ts';

/**
 * The answers of the map routes (issue 17), shared by the server (its response schemas), the
 * SPA (its types, `import type` only) and the mock API's contract test.
 */

/** The lot field a feature's attribute is compared with on import. */
export const MATCH_FIELDS = ['name', 'inscricao_imobiliaria'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

const id = z.number().int();
const rule = z.enum(valuesOf(GEOMETRY_RULES) as [string, ...string[]]);

/** One geometry finding (domain/geo/checks.ts). */
export const geometryIssueSchema = z.object({
  lot_id: id,
  rule,
  message: z.string(),
  other_lot_id: id.optional(),
  overlap_m2: z.number().optional(),
});

/** `GET /projects/{id}/geometry-checks`: every finding with its lot's name and block. */
export const geometryChecksAnswer = z.object({
  data: z.array(
    geometryIssueSchema.extend({ lot_name: z.string(), block_id: id.nullable(), block_name: z.string().nullable() }),
  ),
});

const position = z.array(z.number());

/** RFC 7946 FeatureCollection of lot polygons, with the lot's attributes (domain/geo/features.ts). */
export const lotsGeoJsonAnswer = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id,
      geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
      properties: z.object({
        lot_id: id,
        lote: z.string(),
        block_id: id.nullable(),
        quadra: z.string().nullable(),
        inscricao_imobiliaria: z.string().nullable(),
        status: z.string().nullable(),
        area_declared: z.number().nullable(),
        area_computed: z.number(),
        perimeter_m: z.number(),
        holder: z.string().nullable().optional(),
      }),
    }),
  ),
});

/** `GET /lots/{id}/geometry`: the lot's polygon measures, its sides and its findings. */
export const lotGeometryAnswer = z.object({
  lot_id: id,
  project_id: id,
  utm_zone: z.string().nullable(),
  area_declared: z.number().nullable(),
  area_computed: z.number().nullable(),
  perimeter_m: z.number().nullable(),
  sides: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        length_m: z.number(),
        azimuth_deg: z.number(),
        azimuth_dms: z.string(),
        bearing: z.string(),
      }),
    )
    .nullable(),
  checks: z.array(geometryIssueSchema),
});

/** The dry-run report (and, applied, the same with applied: true). */
export const importReportAnswer = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  match_by: z.string(),
  match_field: z.enum(MATCH_FIELDS),
  /** Attribute names found in the file (the screen offers them for match_by). */
  attributes: z.array(z.string()),
  features: id,
  matched: z.array(
    z.object({
      feature: id,
      key: z.string(),
      lot_id: id,
      lot_name: z.string(),
      /** Vertices in the file (without the closing one) and how many were left out to keep four corners. */
      vertices: id,
      dropped: id,
      /** Said per lot: reduced to four corners, largest part of a multipolygon, holes ignored, coordinates replaced. */
      notes: z.array(z.string()),
      /** The geometry checks this lot would fail once written. */
      checks: z.array(geometryIssueSchema),
    }),
  ),
  unmatched: z.array(z.object({ feature: id, key: z.string(), reason: z.string() })),
  conflicting: z.array(z.object({ feature: id, key: z.string(), lot_id: id.nullable(), reason: z.string() })),
  /** How many lots would fail (dry run) or fail (applied) a geometry check after the import. */
  failing_lots: id,
  /** Lots written: 0 on a dry run; applied, the matched ones but those removed while it ran. */
  written: id,
});
