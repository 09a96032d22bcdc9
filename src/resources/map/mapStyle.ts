import type { GeometryCheck, MapLotProperties } from '../../providers/data/geometry';

/** What the polygons' colour says: the lot's status, or its geometry checks ("qualidade"). */
export type MapMode = 'status' | 'quality';

/** Status colours (domain/enums/lot-status.ts), readable on a plain or a satellite background. */
export const STATUS_COLOURS: Record<string, string> = {
  empty: '#9e9e9e',
  incomplete: '#f9a825',
  complete: '#2e7d32',
  to_review: '#1565c0',
};

/** Quality colours: the worst finding of the lot decides. */
export const QUALITY_COLOURS = {
  ok: '#2e7d32',
  warning: '#ef6c00',
  error: '#c62828',
} as const;

/** Findings that make the parcel unacceptable to a registry (red); the rest are warnings (orange). */
const ERRORS = new Set(['overlap', 'self_intersection', 'out_of_bounds']);

export type Quality = keyof typeof QUALITY_COLOURS;

export function qualityOf(checks: readonly GeometryCheck[] | undefined): Quality {
  if (!checks?.length) return 'ok';
  return checks.some((c) => ERRORS.has(c.rule)) ? 'error' : 'warning';
}

/** The findings of each lot. */
export function checksByLot(checks: readonly GeometryCheck[]): Map<number, GeometryCheck[]> {
  const out = new Map<number, GeometryCheck[]>();
  for (const c of checks) out.set(c.lot_id, [...(out.get(c.lot_id) ?? []), c]);
  return out;
}

export interface PolygonStyle {
  color: string;
  fillColor: string;
  fillOpacity: number;
  weight: number;
}

/** The Leaflet path style of one lot. */
export function lotStyle(
  lot: MapLotProperties,
  mode: MapMode,
  checks: Map<number, GeometryCheck[]>,
  selected: number | null,
): PolygonStyle {
  const colour =
    mode === 'quality'
      ? QUALITY_COLOURS[qualityOf(checks.get(lot.lot_id))]
      : (STATUS_COLOURS[lot.status ?? ''] ?? STATUS_COLOURS.empty);
  const chosen = lot.lot_id === selected;
  return {
    color: chosen ? '#000000' : colour,
    fillColor: colour,
    fillOpacity: chosen ? 0.6 : 0.35,
    weight: chosen ? 3 : mode === 'quality' && qualityOf(checks.get(lot.lot_id)) === 'error' ? 2.5 : 1,
  };
}

/** "Q07 – L01": the label drawn on the lot. */
export const lotLabel = (lot: MapLotProperties): string => (lot.quadra ? `${lot.quadra} – ${lot.lote}` : lot.lote);

const area = (value: number | null) =>
  value == null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m²`;

/** The hover text: lot, holder, areas (escaped: it becomes HTML in Leaflet's tooltip). */
export function hoverHtml(
  lot: MapLotProperties,
  labels: { holder: string; declared: string; computed: string; none: string },
) {
  const escape = (text: string) =>
    text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);
  return [
    `<strong>${escape(lotLabel(lot))}</strong>`,
    `${escape(labels.holder)}: ${escape(lot.holder || labels.none)}`,
    `${escape(labels.computed)}: ${area(lot.area_computed)}`,
    `${escape(labels.declared)}: ${area(lot.area_declared)}`,
  ].join('<br>');
}
