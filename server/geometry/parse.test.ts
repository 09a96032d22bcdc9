import { describe, expect, it } from 'vitest';
import { checkZip, MAX_UNZIPPED_BYTES, parseGeometryFile } from './parse.ts';
import { storedZip } from './test-files.ts';

const square = [
  [-46.6361, -23.5468],
  [-46.636, -23.5468],
  [-46.636, -23.5467],
  [-46.6361, -23.5467],
  [-46.6361, -23.5468],
];

describe('reading GIS files by their content', () => {
  it('reads a GeoJSON Feature, keeps points and lines as non-polygons', async () => {
    const feature = {
      type: 'Feature',
      properties: { lote: 'L1' },
      geometry: { type: 'Polygon', coordinates: [square] },
    };
    const [read] = await parseGeometryFile(Buffer.from(`\uFEFF ${JSON.stringify(feature)}`));
    expect(read).toMatchObject({ index: 1, properties: { lote: 'L1' }, geometry: { type: 'Polygon' } });
    const collection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } }],
    };
    const [point] = await parseGeometryFile(Buffer.from(JSON.stringify(collection)));
    expect(point).toMatchObject({ geometry: null, otherType: 'Point' });
  });

  it('reads a KML placemark with its extended data', async () => {
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><ExtendedData><Data name="lote"><value>L1</value></Data></ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${square.map((p) => p.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
    const [read] = await parseGeometryFile(Buffer.from(kml));
    expect(read.properties.lote).toBe('L1');
    expect(read.geometry?.type).toBe('Polygon');
  });

  it('refuses an empty collection and a file of another kind', async () => {
    await expect(parseGeometryFile(Buffer.from('{"type":"FeatureCollection","features":[]}'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'O arquivo não contém nenhuma feição',
    });
    await expect(parseGeometryFile(Buffer.from('%PDF-1.7'))).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('checkZip: the zip directory is checked before the unzipper sees it', () => {
  it('takes a well-formed zip', () => {
    expect(() => checkZip(storedZip({ 'a.shp': Buffer.alloc(10), 'a.dbf': Buffer.alloc(10) }))).not.toThrow();
  });

  it('refuses a zip with no directory (the unzipper would loop forever), quickly', () => {
    const started = performance.now();
    expect(() => checkZip(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100_000, 0x50)]))).toThrow(
      /corrompido/,
    );
    expect(() => checkZip(Buffer.from('PK'))).toThrow(/corrompido/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses entries that claim to unpack to more than the limit (a zip bomb)', () => {
    const zip = storedZip({ 'a.shp': Buffer.alloc(10) });
    // The central directory entry's uncompressed size (offset 24 of the entry).
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(MAX_UNZIPPED_BYTES + 1, central + 24);
    expect(() => checkZip(zip)).toThrow(/200 MB/);
  });
});
