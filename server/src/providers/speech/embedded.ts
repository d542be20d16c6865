import { createSpeechEngine, type SpeechEngine, type SpeechEngineOptions } from '../../engines/speech/index.ts';
import type { SpeechProvider } from './types.ts';

/** The offline engine (festival HTS, flite, espeak-ng, whichever are installed) behind the SpeechProvider interface. */
export function createEmbeddedSpeechProvider(engine: SpeechEngine = createSpeechEngine()): SpeechProvider {
  return {
    name: 'embedded',
    listVoices: (options) => engine.listVoices(options),
    voiceOptions: (language) => engine.voiceOptions(language),
    defaultVoiceId: (language) => engine.defaultVoiceId(language),
    searchVoices: (query) => engine.searchVoices(query),
    synthesize: (request) => engine.synthesize(request),
    voiceSample: (voiceId) => engine.voiceSample(voiceId),
    findSimilarVoices: (audio, options) => engine.findSimilarVoices(audio, options),
    convertVoice: (audio, targetVoiceId) => engine.convertVoice(audio, targetVoiceId),
  };
}

export type EmbeddedSpeechOptions = SpeechEngineOptions;
