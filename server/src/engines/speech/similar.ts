import type { VoiceFeatures } from './analysis.ts';

/**
 * How far apart two voices sound, 0 (same) towards 2 (unrelated; the scale of ElevenLabs' `similarity_threshold`):
 * a weighted RMS of differences, each divided by the size of a difference listeners clearly hear, squashed with tanh
 * so that far voices still keep their order.
 */
export function voiceDistance(a: VoiceFeatures, b: VoiceFeatures): number {
  const terms: [weight: number, difference: number][] = [
    // 3 semitones of median pitch: the step between, say, a low and a middle female voice.
    [3, (12 * Math.log2(a.medianPitchHz / b.medianPitchHz)) / 3],
    // 3 dB RMS across the long-term spectrum: timbre, the strongest speaker (and synthesiser) fingerprint.
    [3, spectrumDifferenceDb(a.spectrum, b.spectrum) / 3],
    // A third of an octave of spectral centroid: brightness.
    [1.5, Math.log2(a.spectralCentroidHz / b.spectralCentroidHz) / 0.33],
    [0.5, (a.speakingRate - b.speakingRate) / 1.5],
    [0.5, (a.pitchSpreadSemitones - b.pitchSpreadSemitones) / 2],
  ];
  const weights = terms.reduce((sum, [w]) => sum + w, 0);
  const squared = terms.reduce((sum, [w, d]) => sum + w * d * d, 0);
  return 2 * Math.tanh(Math.sqrt(squared / weights) / 2);
}

export function spectrumDifferenceDb(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum / n);
}

/** 1 for the same voice, 0 at the far end of the distance scale. */
export function similarityFromDistance(distance: number): number {
  return Math.round(Math.max(0, 1 - distance / 2) * 1000) / 1000;
}

export interface RankedVoice<T> {
  item: T;
  distance: number;
  similarity: number;
}

/**
 * Candidates nearest first; with a threshold, only those within it (lower is stricter). Ties keep the candidates'
 * order, so the better voice wins.
 */
export function rankBySimilarity<T>(
  query: VoiceFeatures,
  candidates: { item: T; features: VoiceFeatures }[],
  threshold?: number,
): RankedVoice<T>[] {
  return candidates
    .map(({ item, features }) => {
      const distance = voiceDistance(query, features);
      return { item, distance: Math.round(distance * 1000) / 1000, similarity: similarityFromDistance(distance) };
    })
    .filter((ranked) => threshold === undefined || ranked.distance <= threshold)
    .sort((a, b) => a.distance - b.distance);
}
