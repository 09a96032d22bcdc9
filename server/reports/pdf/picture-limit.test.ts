import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jpegBytes, noisyJpegBytes, pngBytes } from '../../files/samples.ts';
import { newDocument } from './document.ts';
import { jpegFrameSize, oversized, pictureSize } from './picture-limit.ts';

/** A document to open pictures in: pdfkit's JPEG class parses the header only, nothing is embedded. */
const doc = newDocument({ title: 'teste' }) as unknown as { openImage(src: Buffer): { width: number; height: number } };

/** What pdfkit reads of a JPEG to draw it: the size, or null where it throws. */
function pdfkitSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = doc.openImage(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * The size pdfkit would draw `bytes` at is the one jpegFrameSize reads; where pdfkit read a frame
 * header cut short by the end of the bytes (its missing bytes read as zeros), the size is not
 * known, and jpegFrameSize says none: the same frame is found once the missing bytes are there.
 */
function expectAsPdfkit(bytes: Buffer): void {
  const ours = jpegFrameSize(bytes);
  const theirs = pdfkitSize(bytes);
  if (ours || !theirs) expect(ours).toEqual(theirs);
  else expect(jpegFrameSize(Buffer.concat([bytes, Buffer.alloc(8)]))).toEqual(theirs);
}

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
/** A marker segment: 0xFF, the marker, its length (itself included) and `body`. */
const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];
/** A frame header (SOF) of that size: precision, height, width, one component. */
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]);
const jpeg = (...parts: number[][]) => Buffer.from([0xff, 0xd8, ...parts.flat()]);
const filler = (length: number, byte = 0x41) => new Array<number>(length).fill(byte);

/** The bench's pasted photo (bench/render-stall.ts): 2 MB with 29 bytes of 0xFF after its first four. */
const benchPhoto = () => noisyJpegBytes(2 * 1024 * 1024);

describe('a JPEG is measured as pdfkit draws it', () => {
  const cases: Record<string, Buffer> = {
    'the sample (JFIF, a progressive frame)': jpegBytes(),
    'a frame right after the start of image': jpeg(frame(0xc0, 9000, 6000)),
    'an EXIF segment of 60 KB before the frame': jpeg(segment(0xe1, filler(60_000)), frame(0xc0, 8000, 8000)),
    'several segments, then a frame of another kind (SOF2)': jpeg(
      segment(0xe0, filler(14)),
      segment(0xdb, filler(65)),
      segment(0xfe, filler(300)),
      frame(0xc2, 4000, 3000),
    ),
    'fill bytes (0xFF) before a marker': jpeg([0xff, 0xff], segment(0xe0, filler(14)), frame(0xc0, 640, 480)),
    'a segment length that ends short of the next marker': jpeg(
      [0xff, 0xe0, 0x00, 0x04, 0x41, 0x41, 0x41, 0x41],
      frame(0xc0, 7071, 7071),
    ),
    "a frame header cut short (an upload's first 512 KB)": jpeg(
      segment(0xe0, filler(14)),
      [0xff, 0xc0, 0x00, 0x11, 8, 0x1f],
    ),
    'no frame at all': jpeg(segment(0xe0, filler(14)), segment(0xfe, filler(40))),
    'a segment longer than the file': jpeg([0xff, 0xe1, 0xff, 0xf0], filler(100)),
    'the bench photo': benchPhoto(),
  };

  for (const [name, bytes] of Object.entries(cases))
    it(`${name}: the same size as pdfkit reads, or none where pdfkit draws none`, () => {
      expectAsPdfkit(bytes);
      expect(pictureSize(bytes)).toEqual(jpegFrameSize(bytes));
    });

  it('agrees with pdfkit on any sequence of segments, well formed or not', () => {
    const part = fc.oneof(
      fc.record({
        kind: fc.constant('segment' as const),
        marker: fc.integer({ min: 0xc0, max: 0xfe }),
        body: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 }),
      }),
      fc.record({
        kind: fc.constant('frame' as const),
        marker: fc.constantFrom(0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc9, 0xcc, 0xcf),
        width: fc.integer({ min: 1, max: 65535 }),
        height: fc.integer({ min: 1, max: 65535 }),
      }),
      fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), fc.nat(), (parts, cut) => {
        const whole = jpeg(
          ...parts.map((p) =>
            p.kind === 'segment'
              ? segment(p.marker, p.body)
              : p.kind === 'frame'
                ? frame(p.marker, p.width, p.height)
                : p.bytes,
          ),
        );
        // Truncated anywhere too: an upload's first 512 KB, or a file cut short.
        const bytes = whole.subarray(0, 2 + (cut % whole.length));
        expectAsPdfkit(bytes);
      }),
      { numRuns: 500, seed: 19 },
    );
  });

  it('reads the bench photo without resynchronising byte by byte: none found, as pdfkit finds none', () => {
    // image-size walked it one byte at a time (280 ms of the API's thread on a slow-kernel machine).
    expect(pdfkitSize(benchPhoto())).toBeNull();
    expect(oversized(benchPhoto())).toBeNull();
  });
});

describe('other pictures', () => {
  it('reads a PNG through image-size, and says a picture past the limit is too large', () => {
    // A PNG's size is in its header (IHDR): 9,000 × 6,000 written there, no pixels made.
    const png = pngBytes();
    png.writeUInt32BE(9000, 16);
    png.writeUInt32BE(6000, 20);
    expect(pictureSize(png)).toEqual({ width: 9000, height: 6000 });
    expect(oversized(jpeg(frame(0xc0, 8000, 8000)))).toEqual({ width: 8000, height: 8000 });
    expect(oversized(jpeg(frame(0xc0, 7071, 7071)))).toBeNull();
  });

  it('answers null for bytes that are no picture', () => {
    expect(pictureSize(Buffer.from('%PDF-1.4 não é imagem'))).toBeNull();
    expect(pictureSize(Buffer.alloc(0))).toBeNull();
  });
});
