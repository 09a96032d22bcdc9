import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_PIXELS } from '../../../domain/api/picture-pixels.ts';
import { sendScale } from './imageTools';

describe('sendScale: a picture goes whole, or reduced to the pixels a document draws', () => {
  it('sends a picture at or under the limit whole', () => {
    expect(sendScale({ width: 4000, height: 3000 })).toBe(1);
    expect(sendScale({ width: 10_000, height: 5_000 })).toBe(1);
  });

  it('reduces a larger one to just under the limit, its proportions kept, once rounded as the canvas rounds', () => {
    for (const size of [
      { width: 10_000, height: 5_001 },
      { width: 8_000, height: 8_000 },
      { width: 16_320, height: 12_240 }, // a 200-megapixel phone photo
      { width: 30_000, height: 2_000 },
    ]) {
      const scale = sendScale(size);
      const [w, h] = [Math.round(size.width * scale), Math.round(size.height * scale)];
      expect(w * h).toBeLessThanOrEqual(MAX_PICTURE_PIXELS);
      expect(w * h).toBeGreaterThan(0.999 * MAX_PICTURE_PIXELS);
      expect(w / h).toBeCloseTo(size.width / size.height, 2);
    }
  });
});
