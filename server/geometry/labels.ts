import type { LotFeatureProperties } from '../../domain/geo/features.ts';

/** The exported lot attributes with their pt-BR names (KML displayName, README). */
export const GEOMETRY_LABELS = {
  lot_id: 'ID do lote',
  lote: 'Lote',
  quadra: 'Quadra',
  inscricao_imobiliaria: 'Inscrição imobiliária',
  status: 'Situação',
  area_declared: 'Área declarada (m²)',
  area_computed: 'Área calculada (m²)',
  perimeter_m: 'Perímetro (m)',
} as const satisfies Partial<Record<keyof LotFeatureProperties, string>>;
