import type { LonLat } from './projection.ts';

const same = (a: LonLat, b: LonLat) => a[0] === b[0] && a[1] === b[1];

/**
 * A ring of any number of vertices reduced to the four corners a lot stores (P1–P4), in the
 * ring's order: vertices are dropped one at a time, the one whose triangle with its neighbours
 * is smallest first (Visvalingam–Whyatt), so the corners that shape the lot stay. Null for
 * fewer than four distinct vertices. `dropped` says how many were left out.
 */
export function fourCorners(ring: readonly LonLat[]): { corners: LonLat[]; dropped: number } | null {
  const points: LonLat[] = [];
  for (const p of ring) if (!points.length || !same(points[points.length - 1], p)) points.push([p[0], p[1]]);
  if (points.length > 1 && same(points[0], points[points.length - 1])) points.pop();
  if (points.length < 4) return null;
  const dropped = points.length - 4;
  // Longitude scaled by the cosine of the latitude: triangles compare as on the ground.
  const k = Math.cos((points[0][1] * Math.PI) / 180);
  const weight = (i: number) => {
    const [a, b, c] = [points[(i + points.length - 1) % points.length], points[i], points[(i + 1) % points.length]];
    return Math.abs((b[0] - a[0]) * k * (c[1] - a[1]) - (c[0] - a[0]) * k * (b[1] - a[1]));
  };
  while (points.length > 4) {
    let smallest = 0;
    let least = Infinity;
    for (let i = 0; i < points.length; i++) {
      const w = weight(i);
      if (w < least) [least, smallest] = [w, i];
    }
    points.splice(smallest, 1);
  }
  return { corners: points, dropped };
}
