/**
 * The most pixels a picture drawn into a document may have (the municipality's coat of arms, a
 * study's pictures), declared once for the server's checks (server/reports/pdf/picture-limit.ts,
 * server/files/picture-pixels.ts) and the SPA's image widgets, which send a larger picture
 * reduced to it (src/components/upload/imageTools.ts).
 *
 * A picture's bytes say little of its size: pdfkit unpacks a PNG's pixels in memory to embed it
 * (~8 bytes a pixel, colour and transparency apart), and a 1 MB PNG of one colour can hold
 * 16,000 × 16,000 of them. Drawn, that one picture took 10.8 s and 1 GB of memory (2026-12-03),
 * under the 2 MB a picture may weigh. 50 megapixels leaves room for any photo and for a planta
 * scanned at 150 dpi on an A0 sheet (~35 megapixels), and keeps one picture under ~400 MB while
 * it is embedded.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;
