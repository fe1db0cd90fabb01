/**
 * Pixel dimensions from an image's header, without decoding it: enough to refuse an embedded
 * image whose pixel count would exhaust memory once decoded (ReadLimits.maxImagePixels).
 * PNG, JPEG, GIF and BMP; null when the format is unknown or the header is unreadable.
 */
export function imageSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    return { width: be32(b, 16), height: be32(b, 20) };
  }
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) {
    return { width: b[6]! | (b[7]! << 8), height: b[8]! | (b[9]! << 8) };
  }
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) {
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    return { width: Math.abs(dv.getInt32(18, true)), height: Math.abs(dv.getInt32(22, true)) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // Walk the JPEG segments to the first start-of-frame marker (C0–CF except C4, C8, CC).
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i++;
        continue;
      }
      const length = (b[i + 2]! << 8) | b[i + 3]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: (b[i + 7]! << 8) | b[i + 8]!, height: (b[i + 5]! << 8) | b[i + 6]! };
      }
      if (length < 2) return null;
      i += 2 + length;
    }
  }
  return null;
}

function be32(b: Uint8Array, i: number): number {
  return ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
}

/** A warning when the image is over the pixel cap (the image is then left out), else null. */
export function oversizeImageWarning(bytes: Uint8Array, maxPixels: number, label: string): string | null {
  const size = imageSize(bytes);
  if (!size || size.width * size.height <= maxPixels) return null;
  return `image ${label} left out: ${size.width}×${size.height} pixels is over the limit of ${maxPixels}`;
}
