import { afterEach, describe, expect, it } from 'vitest';
import { GeometryFileThread, TOO_COMPLEX } from './file-thread.ts';
import { SHAPE } from './file-format.ts';
import { closedRing } from './test-files.ts';

/**
 * The thread that reads the GIS files of geometry imports (issue #19, goal 5): what the API gets
 * back from it besides a read file (geometry.test.ts imports through it on both engines).
 */
const threads: GeometryFileThread[] = [];
const thread = (heapMb?: number) => {
  const made = new GeometryFileThread(heapMb);
  threads.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

/** A KML of `n` square lots, each named in an ExtendedData attribute `lote`, as a GIS exports them. */
function kmlOf(n: number): Buffer {
  const placemark = (i: number) => {
    const ring = closedRing(-47.07 + (i % 100) * 0.0002, -22.91 + Math.floor(i / 100) * 0.0002, 0.0001, 0.0001);
    return `<Placemark><ExtendedData><Data name="lote"><value>L${i}</value></Data></ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring.map((p) => p.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  };
  const body = Array.from({ length: n }, (_, i) => placemark(i)).join('');
  return Buffer.from(
    `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`,
  );
}

describe('the geometry import’s file thread', () => {
  it('reads a file into the arrays the import plans with, and moves the upload’s bytes', async () => {
    const reader = thread();
    // An upload's buffer holds its whole memory (multipart's toBuffer): it is moved.
    const file = Buffer.from(new Uint8Array(kmlOf(3)).buffer);
    const read = await reader.readFile(file, 'lote');
    expect(read.attributes).toEqual(['lote']);
    expect(read.keys).toEqual(['L0', 'L1', 'L2']);
    expect([...read.shapes]).toEqual([SHAPE.corners, SHAPE.corners, SHAPE.corners]);
    expect([...read.corners.slice(8, 10)]).toEqual([-47.0698, -22.91]);
    expect([...read.vertices]).toEqual([4, 4, 4]);
    expect(reader.read).toBe(1);
    expect(file.buffer.byteLength).toBe(0);
    // A buffer that shares its memory (Node's pool of small buffers) is copied, the rest of it untouched.
    const pooled = kmlOf(1);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    await expect(reader.readFile(pooled, 'lote')).resolves.toMatchObject({ keys: ['L0'] });
    expect(pooled.toString()).toEqual(kmlOf(1).toString());
  });

  it(
    'refuses a file past its memory with 413 and a way out, and reads the next file',
    { timeout: 60_000 },
    async () => {
      const reader = thread(24);
      await expect(reader.readFile(kmlOf(20_000), 'lote')).rejects.toMatchObject({
        statusCode: 413,
        message: TOO_COMPLEX,
      });
      await expect(reader.readFile(kmlOf(2), 'lote')).resolves.toMatchObject({ keys: ['L0', 'L1'] });
    },
  );

  it('answers 503 for a read the thread stopped under', async () => {
    const reader = thread();
    await reader.warm();
    const refused = expect(reader.readFile(kmlOf(20_000), 'lote')).rejects.toMatchObject({
      statusCode: 503,
      message: 'A leitura do arquivo foi interrompida. Envie o arquivo de novo.',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await reader.close();
    await refused;
  });
});
