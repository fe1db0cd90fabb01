/** The crop's geometry: 4:5 around the face, inside the image, never padded. */
import { describe, expect, it } from 'vitest';
import { portraitBox } from '../../../src/photos/crop-face.js';

const face = (x: number, y: number, size: number) => ({ x, y, width: size, height: size, score: 0.9 });

describe('portraitBox', () => {
  it('frames head and shoulders at 4:5 around a face in a large page', () => {
    const box = portraitBox(face(1000, 1000, 100), 2480, 3508);
    expect(box).toEqual({ x: 940, y: 935, width: 220, height: 275 });
  });

  it('slides the box inside the image when the face is near an edge', () => {
    const box = portraitBox(face(0, 0, 100), 2480, 3508);
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.width / box.height).toBeCloseTo(0.8, 2);
  });

  it('shrinks to the image, keeping 4:5, when the photo is all face', () => {
    const box = portraitBox(face(100, 170, 222), 425, 531);
    expect(box.x + box.width).toBeLessThanOrEqual(425);
    expect(box.y + box.height).toBeLessThanOrEqual(531);
    expect(box.width / box.height).toBeCloseTo(0.8, 2);
  });
});
