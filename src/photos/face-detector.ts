/**
 * Face detection with the SSD MobileNet v1 model shipped inside @vladmandic/face-api (model/, 5.6
 * MB), run by TensorFlow.js on its WebAssembly backend: nothing is downloaded, nothing native is
 * built. SSD rather than the package's Tiny Face Detector because the tiny one scored our invented
 * portrait 0.55 and the scanned page 0.13, where SSD scores them 0.98 and 0.87. The tiny one
 * (190 KB) is the gate instead (`mayShowFace`): on an embedded image it says in 30–40 ms whether
 * anything is face-like at all, where SSD takes 350–400 ms whatever the image's size (a 94 × 94
 * silhouette placeholder, a logo); SSD then runs only on the images that pass.
 *
 * Loaded on first use, once per thread (0.35–0.8 s), never at import: loading sets TensorFlow.js's
 * global backend. `loadFaceDetector()` lets a worker pay that at start-up. The first inference
 * grows the wasm heap to about 260 MB, which WebAssembly never gives back: a thread that has run
 * it holds about 500 MB more RSS, so run it on one thread, not on every reading thread.
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
  faceapi.nets.ssdMobilenetv1.loadFromWeightMap(weightsOf('ssd_mobilenetv1_model') as Parameters<typeof faceapi.nets.ssdMobilenetv1.loadFromWeightMap>[0]);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weightsOf('tiny_face_detector_model') as Parameters<typeof faceapi.nets.tinyFaceDetector.loadFromWeightMap>[0]);
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

/** Faces in `image`, in its own pixels, best score first. */
/** The tiny detector's input side for the gate, and the score below which nothing is face-like. */
const GATE_INPUT = 224;
const GATE_FLOOR = 0.25;

/**
 * Whether an embedded image shows anything face-like, by the tiny detector: a photo of a person
 * scores 0.8–0.99 there, a cartoon face 0.45, a silhouette placeholder or a logo nothing. Not for
 * a whole scanned page, where a face is too small for it (SSD reads those directly).
 */
export async function mayShowFace(image: Image): Promise<boolean> {
  const faceapi = await loadFaceDetector();
  const { tensor } = await tensorOf(image, faceapi);
  try {
    const found = await faceapi.detectAllFaces(tensor as unknown as FaceApi.TNetInput, new faceapi.TinyFaceDetectorOptions({ inputSize: GATE_INPUT, scoreThreshold: GATE_FLOOR }));
    return found.length > 0;
  } finally {
    tensor.dispose();
  }
}

export async function detectFaces(image: Image): Promise<FaceBox[]> {
  const faceapi = await loadFaceDetector();
  const { tensor, scale } = await tensorOf(image, faceapi);
  try {
    const found = await faceapi.detectAllFaces(tensor as unknown as FaceApi.TNetInput, new faceapi.SsdMobilenetv1Options({ minConfidence: DETECT_FLOOR }));
    return found
      .map((d) => ({ x: d.box.x / scale, y: d.box.y / scale, width: d.box.width / scale, height: d.box.height / scale, score: d.score }))
      .sort((a, b) => b.score - a.score);
  } finally {
    tensor.dispose();
  }
}

/** The image as an RGB tensor, at most DETECT_MAX_SIDE on its long side, over white paper. */
async function tensorOf(image: Image, faceapi: FaceApiModule): Promise<{ tensor: ReturnType<FaceApiModule['tf']['tensor3d']>; scale: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(image.width, image.height));
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
