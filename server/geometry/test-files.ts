import { crc32 } from 'node:zlib';
import type { FeatureCollection, Polygon } from 'geojson';
import proj4 from 'proj4';

/** SIRGAS 2000 / UTM zone 23S (EPSG:31983) as a Shapefile .prj (ESRI WKT). */
export const PRJ_31983 =
  'PROJCS["SIRGAS 2000 / UTM zone 23S",GEOGCS["SIRGAS 2000",DATUM["Sistema_de_Referencia_Geocentrico_para_las_AmericaS_2000",SPHEROID["GRS 1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",-45],PARAMETER["scale_factor",0.9996],PARAMETER["false_easting",500000],PARAMETER["false_northing",10000000],UNIT["metre",1]]';
const UTM_23S = '+proj=utm +zone=23 +south +ellps=GRS80 +units=m +no_defs';

/**
 * A zipped Shapefile (ESRI Shapefile Technical Description, 1998) of the collection's polygons
 * in UTM 23S with its .prj, and one text attribute `field` (as a topographer delivers lots):
 * the tests read it back through the import, where shpjs reprojects it.
 */
export async function zippedShapefile(collection: FeatureCollection<Polygon>, field: string): Promise<Buffer> {
  // Outer rings clockwise, as the format wants; in metres.
  const rings = collection.features.map((f) => {
    const ring = f.geometry.coordinates[0].map((p) => proj4('WGS84', UTM_23S, [p[0], p[1]]));
    const signed = ring.reduce((s, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length];
      return s + (x2 - x1) * (y2 + y1);
    }, 0);
    return signed > 0 ? ring : [...ring].reverse();
  });
  const box = (points: number[][]) => [
    Math.min(...points.map((p) => p[0])),
    Math.min(...points.map((p) => p[1])),
    Math.max(...points.map((p) => p[0])),
    Math.max(...points.map((p) => p[1])),
  ];
  const all = box(rings.flat());
  const header = (lengthBytes: number) => {
    const h = Buffer.alloc(100);
    h.writeInt32BE(9994, 0);
    h.writeInt32BE(lengthBytes / 2, 24);
    h.writeInt32LE(1000, 28);
    h.writeInt32LE(5, 32);
    all.forEach((v, i) => h.writeDoubleLE(v, 36 + i * 8));
    return h;
  };
  const records = rings.map((ring, i) => {
    const content = Buffer.alloc(44 + 4 + ring.length * 16);
    content.writeInt32LE(5, 0);
    box(ring).forEach((v, j) => content.writeDoubleLE(v, 4 + j * 8));
    content.writeInt32LE(1, 36);
    content.writeInt32LE(ring.length, 40);
    content.writeInt32LE(0, 44);
    ring.forEach(([x, y], j) => {
      content.writeDoubleLE(x, 48 + j * 16);
      content.writeDoubleLE(y, 56 + j * 16);
    });
    const head = Buffer.alloc(8);
    head.writeInt32BE(i + 1, 0);
    head.writeInt32BE(content.length / 2, 4);
    return Buffer.concat([head, content]);
  });
  const shpLength = 100 + records.reduce((s, r) => s + r.length, 0);
  const shp = Buffer.concat([header(shpLength), ...records]);
  let offset = 100;
  const index = records.map((r) => {
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(offset / 2, 0);
    entry.writeInt32BE((r.length - 8) / 2, 4);
    offset += r.length;
    return entry;
  });
  const shx = Buffer.concat([header(100 + index.length * 8), ...index]);
  const width = 50;
  const dbfHead = Buffer.alloc(32 + 32 + 1);
  dbfHead.writeUInt8(3, 0);
  dbfHead.writeUInt8(126, 1);
  dbfHead.writeUInt8(11, 2);
  dbfHead.writeUInt8(25, 3);
  dbfHead.writeUInt32LE(rings.length, 4);
  dbfHead.writeUInt16LE(dbfHead.length, 8);
  dbfHead.writeUInt16LE(1 + width, 10);
  dbfHead.write(field.toUpperCase().slice(0, 10), 32, 'latin1');
  dbfHead.write('C', 43, 'latin1');
  dbfHead.writeUInt8(width, 48);
  dbfHead.writeUInt8(0x0d, 64);
  const rows = collection.features.map((f) =>
    Buffer.from(` ${String(f.properties?.[field] ?? '').padEnd(width, ' ')}`, 'latin1'),
  );
  const dbf = Buffer.concat([dbfHead, ...rows, Buffer.from([0x1a])]);
  return storedZip({ 'lotes.shp': shp, 'lotes.shx': shx, 'lotes.dbf': dbf, 'lotes.prj': Buffer.from(PRJ_31983) });
}

/** A zip archive with its files stored uncompressed (APPNOTE 6.3: local headers, central directory, end record). */
export function storedZip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(entry, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A rectangle's closed ring (the first corner again at its end) from (x, y), `w` wide and `h` high. */
export const closedRing = (x: number, y: number, w: number, h: number): number[][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];

/** A GeoJSON of lots 10 m × 20 m side by side from `origin` (lon, lat), named in `lote`, as a surveyor's file gives them. */
export function sideBySide(names: readonly string[], [lon, lat]: [number, number]): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: names.map((name, i) => {
        const ring = closedRing(lon + i * 0.0001, lat, 0.0000969, 0.00018);
        return { type: 'Feature', properties: { lote: name }, geometry: { type: 'Polygon', coordinates: [ring] } };
      }),
    }),
  );
}
