/**
 * The vision models, loaded once per thread from files on this machine: TensorFlow.js on its WebAssembly backend
 * (the .wasm ships in @tensorflow/tfjs-backend-wasm), the MediaPipe selfie segmentation model (server/assets/models,
 * Apache-2.0) and @vladmandic/human's face detector, mesh and iris models (shipped in that package). Model URLs are
 * `file://` paths inside those two folders; anything else, a network address included, is refused.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfConverter from '@tensorflow/tfjs-converter';
import type * as TfWasm from '@tensorflow/tfjs-backend-wasm';

// CommonJS builds through one require, so human and this module share one copy of tfjs (an ESM import would load a
// second one, with its own backend registry).
const require = createRequire(import.meta.url);

type Tf = typeof TfCore;
type Converter = typeof TfConverter;

export interface FaceResultLike {
  score: number;
  boxRaw: [number, number, number, number];
  annotations: Record<string, [number, number, number?][]>;
  rotation?: { angle: { roll: number; yaw: number; pitch: number } } | null;
}

export interface HumanLike {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: FaceResultLike[] } | { error: string }>;
}

export interface Models {
  tf: Tf;
  selfie: TfConverter.GraphModel;
  human: HumanLike;
}

const tfCore = require('@tensorflow/tfjs-core') as Tf;
const converter = require('@tensorflow/tfjs-converter') as Converter;
const wasmBackend = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasm;
const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
const humanDir = resolve(dirname(require.resolve('@vladmandic/human')), '..');
const selfieDir = fileURLToPath(new URL('../../../assets/models/selfie/', import.meta.url));
const allowedDirs = [join(humanDir, 'models'), selfieDir].map((d) => resolve(d) + sep);

/** A tfjs IO handler that reads a graph model and its weight shards from an allowed folder. */
export function fileHandler(url: string) {
  const file = resolve(fileURLToPath(url));
  if (!allowedDirs.some((dir) => file.startsWith(dir))) throw new Error(`vision: refusing to load a model from ${url}`);
  return {
    async load() {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as {
        modelTopology: unknown;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: unknown;
        userDefinedMetadata?: Record<string, unknown>;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const shards: Buffer[] = [];
      const weightSpecs: unknown[] = [];
      for (const group of manifest.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const path of group.paths) shards.push(await readFile(join(dirname(file), path)));
      }
      const all = Buffer.concat(shards);
      return {
        modelTopology: manifest.modelTopology,
        format: manifest.format,
        generatedBy: manifest.generatedBy,
        convertedBy: manifest.convertedBy,
        signature: manifest.signature,
        userDefinedMetadata: manifest.userDefinedMetadata,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.length),
      };
    },
  };
}

let loading: Promise<Models> | null = null;

export function loadModels(): Promise<Models> {
  loading ??= (async () => {
    const tf = tfCore;
    // No model ever comes from the network: http(s) URLs have no handler but tfjs's own, which we never pass.
    tf.io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? fileHandler(url) : null) as never);
    wasmBackend.setWasmPaths(wasmDir + sep);
    await tf.setBackend('wasm');
    await tf.ready();
    const selfie = await converter.loadGraphModel(`file://${join(selfieDir, 'selfie.json')}`);
    // The Node build for the wasm backend; the package's exports map does not list it, so by path.
    const { Human } = require(join(humanDir, 'dist', 'human.node-wasm.js')) as {
      Human: new (config: Record<string, unknown>) => HumanLike;
    };
    const human = new Human({
      backend: 'wasm',
      wasmPath: wasmDir + sep,
      modelBasePath: `file://${join(humanDir, 'models')}${sep}`,
      debug: false,
      // Every call is a new photo: never reuse the previous result.
      cacheSensitivity: 0,
      async: true,
      warmup: 'none',
      filter: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: false, maxDetected: 4, minConfidence: 0.5, return: false },
        mesh: { enabled: true },
        iris: { enabled: true },
        description: { enabled: false },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
        attention: { enabled: false },
        gear: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
    });
    await human.load();
    return { tf, selfie, human };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
