/**
 * Face detection with the two detectors shipped inside @vladmandic/face-api (model/), run by
 * TensorFlow.js on its WebAssembly backend: nothing is downloaded, nothing native is built.
 *
 * - An embedded image (the photo a resume carries) is the photo itself when it is one: the Tiny
 *   Face Detector (190 KB) reads it on a 224 px copy in 15–35 ms and scores a photo of a person
 *   0.8–0.99, a cartoon face 0.45, a silhouette placeholder or a logo nothing (`findFacesQuickly`).
 * - A scanned page holds the photo as a small region, too small for the tiny one (0.13 on our
 *   scan): SSD MobileNet v1 (5.4 MB) reads it (`detectFaces`, 250–400 ms whatever the image's
 *   size, 0.87 on that scan, 0.98 on the portrait).
 *
 * Loaded on first use, once per thread, never at import: loading sets TensorFlow.js's global
 * backend. `loadFaceDetector()` lets a worker pay that at start-up; SSD's weights are added with
 * the first page that needs them. WebAssembly never gives memory back: the tiny detector's
 * inference grows the thread's heap by about 50 MB, SSD's by about 220 MB, so SSD runs only for
 * image resumes (which bring the OCR worker anyway), on one thread, not on every reading thread.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Image } from '@napi-rs/canvas';
import type * as FaceApi from '@vladmandic/face-api';
import type { FaceBox } from './types.js';

/** SSD sees a 512 × 512 resize of its input; a larger raster only costs memory and time. */
const DETECT_MAX_SIDE = 1024;
/** Below this the detector's answers are kept from the caller: nothing worth ranking. */
const DETECT_FLOOR = 0.3;

type FaceApiModule = typeof FaceApi;
let loading: Promise<FaceApiModule> | null = null;

async function load(): Promise<FaceApiModule> {
  const require = createRequire(import.meta.url);
  // The node-wasm build: plain @tensorflow/tfjs plus its wasm backend, no tfjs-node binary.
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
  const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void>; io: { decodeWeights(buffer: ArrayBuffer, specs: unknown[]): unknown } };
  // WebAssembly is several times faster than the pure-JS backend; the latter is the fallback.
  if (!(await tf.setBackend('wasm').catch(() => false))) await tf.setBackend('cpu');
  await tf.ready();
  const dir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  const weightsOf = (model: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, `${model}-weights_manifest.json`), 'utf8')) as { weights: unknown[] }[];
    const bin = readFileSync(join(dir, `${model}.bin`));
    return tf.io.decodeWeights(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength), manifest.flatMap((group) => group.weights));
  };
  // From the package's files, not `loadFromDisk`: that one goes through face-api's fetch shim.
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weightsOf('tiny_face_detector_model') as Parameters<typeof faceapi.nets.tinyFaceDetector.loadFromWeightMap>[0]);
  loadSsd = () => faceapi.nets.ssdMobilenetv1.loadFromWeightMap(weightsOf('ssd_mobilenetv1_model') as Parameters<typeof faceapi.nets.ssdMobilenetv1.loadFromWeightMap>[0]);
  return faceapi;
}

/** Adds SSD's weights to the loaded module, once (set by `load`). */
let loadSsd: (() => void) | null = null;

async function loadPageDetector(): Promise<FaceApiModule> {
  const faceapi = await loadFaceDetector();
  if (!faceapi.nets.ssdMobilenetv1.isLoaded) loadSsd!();
  return faceapi;
}

/** Loads the model once; a failed load is retried by the next call rather than cached. */
export function loadFaceDetector(): Promise<FaceApiModule> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The tiny detector's input side: an embedded photo is mostly face, 224 px show it well. */
const QUICK_INPUT = 224;
/** Below this the tiny detector's answers are kept from the caller. */
const QUICK_FLOOR = 0.25;
/**
 * The tiny detector's box is about 1.25 × SSD's around the same centre (forehead and ears
 * included: 140 vs 112 px on a real Europass photo, 395 vs 315 on our portrait); scaled back, the
 * crop (crop-face.ts, sized in SSD face widths) frames the same head and shoulders.
 */
const QUICK_BOX_SCALE = 0.8;

/**
 * Faces in an embedded image, in its own pixels, best score first, by the tiny detector on a
 * QUICK_INPUT copy. Not for a whole scanned page, where a face is too small for it (`detectFaces`).
 */
export async function findFacesQuickly(image: Image): Promise<FaceBox[]> {
  const faceapi = await loadFaceDetector();
  const { tensor, scale } = await tensorOf(image, faceapi, QUICK_INPUT);
  try {
    const found = await faceapi.detectAllFaces(tensor as unknown as FaceApi.TNetInput, new faceapi.TinyFaceDetectorOptions({ inputSize: QUICK_INPUT, scoreThreshold: QUICK_FLOOR }));
    return found
      .map((d) => {
        const width = (d.box.width * QUICK_BOX_SCALE) / scale;
        const height = (d.box.height * QUICK_BOX_SCALE) / scale;
        const cx = (d.box.x + d.box.width / 2) / scale;
        const cy = (d.box.y + d.box.height / 2) / scale;
        return { x: cx - width / 2, y: cy - height / 2, width, height, score: d.score };
      })
      .sort((a, b) => b.score - a.score);
  } finally {
    tensor.dispose();
  }
}

/** Faces in `image` (a scanned page), in its own pixels, best score first, by SSD. */
export async function detectFaces(image: Image): Promise<FaceBox[]> {
  const faceapi = await loadPageDetector();
  const { tensor, scale } = await tensorOf(image, faceapi, DETECT_MAX_SIDE);
  try {
    const found = await faceapi.detectAllFaces(tensor as unknown as FaceApi.TNetInput, new faceapi.SsdMobilenetv1Options({ minConfidence: DETECT_FLOOR }));
    return found
      .map((d) => ({ x: d.box.x / scale, y: d.box.y / scale, width: d.box.width / scale, height: d.box.height / scale, score: d.score }))
      .sort((a, b) => b.score - a.score);
  } finally {
    tensor.dispose();
  }
}

/** The image as an RGB tensor, at most `maxSide` on its long side, over white paper. */
async function tensorOf(image: Image, faceapi: FaceApiModule, maxSide: number): Promise<{ tensor: ReturnType<FaceApiModule['tf']['tensor3d']>; scale: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const ctx = createCanvas(width, height).getContext('2d');
  // Transparent pixels (a PNG cut-out) are paper, as on the page.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]!;
    rgb[j++] = rgba[i + 1]!;
    rgb[j++] = rgba[i + 2]!;
  }
  return { tensor: faceapi.tf.tensor3d(rgb, [height, width, 3], 'int32'), scale };
}
