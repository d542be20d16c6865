/** 16-bit PCM WAV, the format every embedded synthesiser writes. */
export interface PcmClip {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
}

/** Reads a 16-bit PCM RIFF/WAVE file (any chunk order; a data size of 0 or 0xFFFFFFFF means "to the end"). */
export function parseWav(bytes: Buffer): PcmClip {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    let size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its fmt chunk');
      if (format.audioFormat !== 1 && format.audioFormat !== 0xfffe) throw new Error('WAV is not PCM');
      if (format.bits !== 16) throw new Error(`WAV has ${format.bits}-bit samples, expected 16`);
      if (size === 0 || size === 0xffffffff || body + size > bytes.length) size = bytes.length - body;
      const count = Math.floor(size / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(body + i * 2);
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

export function encodeWav(clip: PcmClip): Buffer {
  const dataBytes = clip.samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(clip.channels, 22);
  out.writeUInt32LE(clip.sampleRate, 24);
  out.writeUInt32LE(clip.sampleRate * clip.channels * 2, 28);
  out.writeUInt16LE(clip.channels * 2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < clip.samples.length; i++) out.writeInt16LE(clip.samples[i]!, 44 + i * 2);
  return out;
}

/** Joins clips of one format with `pauseSeconds` of silence between them. */
export function joinWithPauses(clips: PcmClip[], pauseSeconds: number): PcmClip {
  const first = clips[0];
  if (!first) throw new Error('nothing to join');
  for (const clip of clips) {
    if (clip.sampleRate !== first.sampleRate || clip.channels !== first.channels) throw new Error('clips differ in format');
  }
  const pause = Math.round(pauseSeconds * first.sampleRate) * first.channels;
  const total = clips.reduce((sum, clip) => sum + clip.samples.length, 0) + pause * (clips.length - 1);
  const samples = new Int16Array(total);
  let at = 0;
  clips.forEach((clip, i) => {
    if (i > 0) at += pause;
    samples.set(clip.samples, at);
    at += clip.samples.length;
  });
  return { sampleRate: first.sampleRate, channels: first.channels, samples };
}

/** A silent clip, for the festival hook that pauses between sentences. */
export function silence(seconds: number, sampleRate: number): PcmClip {
  return { sampleRate, channels: 1, samples: new Int16Array(Math.round(seconds * sampleRate)) };
}
