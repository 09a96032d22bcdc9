import Drawing from 'dxf-writer';
import type { LotFeature } from '../../domain/geo/features.ts';
import { fromLonLat, type UtmZone } from '../../domain/geo/projection.ts';

/**
 * The lots as DXF, for CAD. Drawn in a render thread (server/render/, task `lots-dxf`):
 * dxf-writer writes the whole file in one call, ~80–110 ms for 5,000 lots, which held the API's
 * thread that long on each export (issue #19, goal 5).
 */

/** The UTM zone a longitude/latitude falls in (for DXF when the project typed degrees). */
function zoneOf(lon: number, lat: number): UtmZone {
  const number = Math.min(25, Math.max(18, Math.floor((lon + 180) / 6) + 1));
  return `${number}${lat < 0 ? 'S' : 'N'}` as UtmZone;
}

/**
 * DXF (AutoCAD R12-compatible, dxf-writer) in SIRGAS 2000 / UTM metres, as CAD users work: one
 * closed polyline per lot on layer LOTES, its label (quadra – lote, area) on layer ROTULOS.
 * The zone is the caller's (`dxfZone`): the project's, else the one of the first lot drawn.
 * Drawn a chunk of lots at a time.
 */
export async function lotsDxf(
  chunks: AsyncIterable<LotFeature[]>,
  zone: UtmZone | null,
): Promise<{ dxf: string; zone: UtmZone | null }> {
  const drawing = new Drawing();
  drawing.setUnits('Meters');
  drawing.addLayer('LOTES', Drawing.ACI.GREEN, 'CONTINUOUS');
  drawing.addLayer('ROTULOS', Drawing.ACI.WHITE, 'CONTINUOUS');
  let used = zone;
  for await (const features of chunks)
    for (const feature of features) {
      if (!used) {
        const [lon, lat] = feature.geometry.coordinates[0][0];
        used = zoneOf(lon, lat);
      }
      const points = feature.geometry.coordinates[0].slice(0, -1).map(([lon, lat]) => fromLonLat([lon, lat], used));
      drawing.setActiveLayer('LOTES').drawPolyline(points, true);
      const x = points.reduce((s, p) => s + p[0], 0) / points.length;
      const y = points.reduce((s, p) => s + p[1], 0) / points.length;
      const p = feature.properties;
      const label = `${p.quadra ? `${p.quadra} - ` : ''}${p.lote} (${p.area_computed.toFixed(2)} m2)`;
      drawing.setActiveLayer('ROTULOS').drawText(x, y, 0.8, 0, label, 'center', 'middle');
    }
  return { dxf: drawing.toDxfString(), zone: used };
}
