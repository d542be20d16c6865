/**
 * Audio a user uploads (a recording for voice search or conversion) is read by ffmpeg only as the format its bytes
 * say, from the file itself: the demuxer is forced from a short allow-list (so a playlist or a concat script is never
 * parsed) and `-protocol_whitelist file` keeps ffmpeg from opening anything but that file. It must hold exactly one
 * audio stream (cover art aside).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { MediaToolError, runMediaTool } from './ffmpeg.ts';

/** ffmpeg demuxers of the audio formats we take. */
export type UserAudioFormat = 'wav' | 'mp3' | 'ogg' | 'flac' | 'matroska' | 'mov' | 'aac';

export const UNSUPPORTED_AUDIO = 'The recording must be an audio file: WAV, MP3, M4A, OGG, FLAC or WebM.';
export const NOT_ONE_AUDIO_STREAM = 'The recording must hold exactly one audio track.';

export class UserAudioError extends Error {}

/** The format the first bytes announce, or null for anything else (a playlist, a script, a video container…). */
export function sniffAudioFormat(bytes: Buffer): UserAudioFormat | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length < 12) return null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (ascii(4, 8) === 'ftyp') return 'mov';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // Frame sync: MPEG audio (layer bits 01..11) is MP3; layer 00 with the ADTS header is AAC.
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return (bytes[1]! & 0x06) === 0 ? 'aac' : 'mp3';
  return null;
}

/** The ffmpeg/ffprobe options that go before `-i` for a user's audio file of this format. */
export function userAudioInput(format: UserAudioFormat): string[] {
  return ['-protocol_whitelist', 'file', '-f', format];
}

/** Checks a file on disk: a known format with exactly one audio stream. Returns the ffmpeg input options. */
export async function checkUserAudioFile(file: string, head: Buffer): Promise<string[]> {
  const format = sniffAudioFormat(head);
  if (!format) throw new UserAudioError(UNSUPPORTED_AUDIO);
  const input = userAudioInput(format);
  let streams: { codec_type?: string; disposition?: { attached_pic?: number } }[];
  try {
    const { stdout } = await runMediaTool(
      'ffprobe',
      ['-v', 'error', ...input, '-show_entries', 'stream=codec_type:stream_disposition=attached_pic', '-of', 'json', file],
      20_000,
    );
    streams = (JSON.parse(stdout.toString('utf8')) as { streams?: typeof streams }).streams ?? [];
  } catch (error) {
    if (error instanceof MediaToolError || error instanceof SyntaxError) throw new UserAudioError(UNSUPPORTED_AUDIO);
    throw error;
  }
  const audio = streams.filter((s) => s.codec_type === 'audio').length;
  const other = streams.filter((s) => s.codec_type !== 'audio' && s.disposition?.attached_pic !== 1).length;
  if (audio !== 1 || other > 0) throw new UserAudioError(NOT_ONE_AUDIO_STREAM);
  return input;
}

/** The same for bytes in memory (a request body): written to a private temporary file and checked there. */
export async function checkUserAudio(audio: Buffer): Promise<void> {
  if (!sniffAudioFormat(audio)) throw new UserAudioError(UNSUPPORTED_AUDIO);
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-audio-'));
  try {
    const file = path.join(dir, 'recording');
    await writeFile(file, audio);
    await checkUserAudioFile(file, audio);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
