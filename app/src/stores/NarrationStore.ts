import { compareStructural, makeAutoObservable, reaction, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import { DEFAULT_ANIMATION_PROMPT } from '@storyloom/ui/rules';
import type { Clock } from './clock.ts';
import type { CreditsStore } from './CreditsStore.ts';
import type { ProjectStore, WorkflowState } from './ProjectStore.ts';
import type { ToastStore } from './ToastStore.ts';

type Voice = Schema<'Voice'>;
type Music = Schema<'Music'>;

/** Spec 001 §9: voice search page size. (The picker shows 6 of them first, then 3 more at a time.) */
export const VOICE_SEARCH_PAGE_SIZE = 20;
/** Spec 001 §4, §9: voice samples are fetched 200 ms apart. */
export const SAMPLE_SPACING_MS = 200;
/** A search runs once typing pauses (a request per keystroke would only be thrown away). */
export const VOICE_SEARCH_DEBOUNCE_MS = 300;

/** The embedded speech engine's voices (server/src/engines/speech/voices.ts): English default and Croatian default. */
export const DEFAULT_VOICE_ID = 'embedded-festival-slt-hts';
export const CROATIAN_VOICE_ID = 'embedded-espeak-hr-f';
const FIXED_DEFAULTS: ReadonlySet<string> = new Set([DEFAULT_VOICE_ID, CROATIAN_VOICE_ID]);

/** Spec 001 §9: the prompt an animation gets unless the user writes another. */
export const ANIMATION_PROMPT_DEFAULT = DEFAULT_ANIMATION_PROMPT;
/** Spec 001 §3, §9: the only animation model. */
export const ANIMATION_MODEL = 'seedance';

/** Spec 001 §4: hr has its own default voice, every other language the English one. */
export function defaultVoiceFor(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/)[0] === 'hr' ? CROATIAN_VOICE_ID : DEFAULT_VOICE_ID;
}

export type NarrationStoreDependencies = {
  api: ApiClient;
  project: ProjectStore;
  toasts: ToastStore;
  clock: Clock;
  credits: CreditsStore;
};

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The page number a story page narrates as (`page_number`, or `page`, or its place). */
const pageNumberOf = (page: Schema<'StoryPage'>, index: number): number => page.page_number ?? page.page ?? index + 1;

/**
 * Stage 3's narration and the video's extras (spec 001 §2, §4, §7): the voices (default by language, search,
 * samples 200 ms apart), Generate Audio Narration (confirmed before it replaces existing audio), background music and
 * page animations. Works on the ProjectStore's workflow state; a read-only project changes nothing.
 */
export class NarrationStore {
  voices: Voice[] = [];
  isLoadingVoices = false;
  /** The search box's text; empty lists the language's voice options. */
  search = '';
  /** The voice whose sample is being fetched, and the one playing. */
  sampleLoadingId: string | null = null;
  samplePlayingId: string | null = null;
  /** 'Regenerate Audio?' is open: the current narration would be replaced. */
  confirmingAudio = false;

  /** The project's saved background music, and whether the video uses it. */
  music: Music | null = null;
  musicEnabled = false;
  musicPrompt = '';
  isGeneratingMusic = false;
  musicError: string | null = null;

  /** Animated clip per page index (null: the still picture), and the settings of the next animation. */
  animations: (string | null)[] = [];
  animationEnabled = false;
  /** 1-based page numbers to animate. */
  animationPages: number[] = [];
  animationPrompt = '';
  isGeneratingAnimations = false;
  animationError: string | null = null;

  readonly #deps: NarrationStoreDependencies;
  readonly #stopReactions: () => void;
  /** The project the music, animations and voices were loaded for. */
  #loadedFor: string | null = null;
  #voicesFor: string | null = null;
  #voiceRequest = 0;
  #searchTimer: unknown = null;
  /** Sample data URLs by voice id: each is fetched once. */
  #samples = new Map<string, string>();
  /** When the next sample request may go (spec: 200 ms apart). */
  #nextSampleAt = 0;

  constructor(deps: NarrationStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
    // Changing the language of the same project switches to that language's default voice (spec 001 §4). Another
    // project (or a new one) keeps its own saved voice.
    this.#stopReactions = reaction(
      () => [this.#state.projectId, this.#state.language] as const,
      ([projectId, language], [previousId, previousLanguage]) => {
        if (projectId !== previousId || language === previousLanguage) return;
        this.#deps.project.setSetting('selectedVoiceId', defaultVoiceFor(language));
        if (this.#voicesFor !== null) void this.loadVoices();
      },
      { equals: compareStructural },
    );
  }

  get #state(): WorkflowState {
    return this.#deps.project.state;
  }

  get isReadOnly(): boolean {
    return this.#state.isReadOnly;
  }

  /** The voice the narration uses: the chosen one, else the language's default. */
  get voiceId(): string {
    return this.#state.selectedVoiceId ?? defaultVoiceFor(this.#state.language);
  }

  get isGeneratingAudio(): boolean {
    return this.#state.isGeneratingAudio;
  }

  /** Audio needs at least one story page (spec 001 §5) and an editable project. */
  get canGenerateAudio(): boolean {
    return this.#state.story.length > 0 && !this.isReadOnly && !this.isGeneratingAudio;
  }

  /** What Generate Audio Narration costs (every page, at the server's audio price); null until the prices load. */
  get audioPrice(): number | null {
    const costs = this.#deps.credits.costs;
    return costs ? costs.audio_page * this.#state.story.length : null;
  }

  /** How many credits the balance lacks for the narration (0: it can pay); null while price or balance is unknown. */
  get audioShortfall(): number | null {
    const price = this.audioPrice;
    return price === null ? null : this.#deps.credits.shortfall(price);
  }

  /** 0-based pages whose narration was made before their text was edited ('Narrate Changed Pages Again'). */
  get changedPages(): number[] {
    const state = this.#state;
    return state.audioOutOfDate.filter((index) => index < state.story.length && Boolean(state.audioFiles[index]));
  }

  /** What narrating the changed pages again costs, at the server's audio price; null until the prices load. */
  get changedPagesPrice(): number | null {
    const costs = this.#deps.credits.costs;
    return costs ? costs.audio_page * this.changedPages.length : null;
  }

  /** How many credits the balance lacks for the changed pages (0: it can pay); null while unknown. */
  get changedPagesShortfall(): number | null {
    const price = this.changedPagesPrice;
    return price === null ? null : this.#deps.credits.shortfall(price);
  }

  get canNarrateChangedPages(): boolean {
    return this.changedPages.length > 0 && !this.isReadOnly && !this.isGeneratingAudio;
  }

  /** Pages that have narration. */
  get audioFileCount(): number {
    return this.#state.audioFiles.filter(Boolean).length;
  }

  /** The music the video mixes in: the saved track, when music is switched on. */
  get musicUrl(): string | null {
    return this.musicEnabled && this.music ? this.music.music_url : null;
  }

  /** 1-based numbers of the pages that have an animated clip. */
  get animatedPages(): number[] {
    return this.animations.flatMap((url, index) => (url ? [index + 1] : []));
  }

  /** The video plays clips: animation is on and some page has one. */
  get useAnimation(): boolean {
    return this.animationEnabled && this.animatedPages.length > 0;
  }

  /** One entry per story page for the video request: the page's clip, or null for its still picture. */
  get animatedVideoUrls(): (string | null)[] {
    return this.#state.story.map((_, index) => this.animations[index] ?? null);
  }

  // ───────────── loading ─────────────

  /** Stage 3 opens: the voices, and the project's saved music and animations (another project starts afresh). */
  load(): void {
    const projectId = this.#state.projectId;
    if (projectId !== this.#loadedFor) {
      this.#resetProjectParts();
      this.#loadedFor = projectId;
      if (projectId) {
        void this.loadMusic();
        void this.loadAnimations();
      }
    }
    if (this.#voicesFor !== this.#state.language || this.voices.length === 0) void this.loadVoices();
  }

  /**
   * The voices: the language's voice options without a search, else a search of the library (20 a page). A voice
   * failure is only logged. With no voice chosen yet the language's default is chosen.
   */
  async loadVoices(): Promise<void> {
    const request = ++this.#voiceRequest;
    const language = this.#state.language;
    const search = this.search.trim();
    this.isLoadingVoices = true;
    try {
      const { api } = this.#deps;
      let voices: Voice[];
      let serverDefault: string | undefined;
      if (search === '') {
        const answer = unwrap(await api.GET('/voice-options', { params: { query: { language } } }));
        voices = answer.voices;
        serverDefault = answer.default_voice_id;
      } else {
        const answer = unwrap(
          await api.GET('/voices/search', { params: { query: { search, page_size: VOICE_SEARCH_PAGE_SIZE } } }),
        );
        voices = answer.voices;
      }
      if (request !== this.#voiceRequest) return;
      runInAction(() => {
        this.voices = voices;
        this.#voicesFor = language;
        if (search === '') this.#chooseDefaultVoice(voices, serverDefault);
      });
    } catch (error) {
      console.warn('The voices could not be loaded', error);
    } finally {
      if (request === this.#voiceRequest) runInAction(() => (this.isLoadingVoices = false));
    }
  }

  async loadMusic(): Promise<void> {
    const id = this.#state.projectId;
    if (!id) return;
    try {
      const { music } = unwrap(await this.#deps.api.GET('/projects/{id}/music', { params: { path: { id } } }));
      if (id !== this.#state.projectId) return;
      runInAction(() => {
        this.music = music ?? null;
        // Saved music is what the user chose last time: the video uses it unless switched off.
        if (music) this.musicEnabled = true;
        if (music?.music_prompt && this.musicPrompt === '') this.musicPrompt = music.music_prompt;
      });
    } catch (error) {
      console.warn('The background music could not be loaded', error);
    }
  }

  async loadAnimations(): Promise<void> {
    const id = this.#state.projectId;
    if (!id) return;
    try {
      const { animations } = unwrap(await this.#deps.api.GET('/projects/{id}/animations', { params: { path: { id } } }));
      if (id !== this.#state.projectId) return;
      const clips: (string | null)[] = [];
      for (const animation of animations) {
        const index = animation.page_index ?? (animation.page_number ? animation.page_number - 1 : null);
        // Newest first per page: the first one listed wins.
        if (index !== null && index >= 0 && !clips[index]) clips[index] = animation.animation_url;
      }
      runInAction(() => {
        this.animations = Array.from(clips, (url) => url ?? null);
        if (this.animatedPages.length > 0) {
          this.animationEnabled = true;
          this.animationPages = this.animatedPages;
        }
      });
    } catch (error) {
      console.warn('The animations could not be loaded', error);
    }
  }

  // ───────────── voices ─────────────

  selectVoice(voiceId: string): void {
    this.#deps.project.setSetting('selectedVoiceId', voiceId);
  }

  /** The search box: the list is searched again once typing pauses. */
  setSearch(text: string): void {
    if (this.isReadOnly) return;
    this.search = text;
    const { clock } = this.#deps;
    if (this.#searchTimer !== null) clock.clearTimeout(this.#searchTimer);
    this.#searchTimer = clock.setTimeout(() => {
      this.#searchTimer = null;
      void this.loadVoices();
    }, VOICE_SEARCH_DEBOUNCE_MS);
  }

  /**
   * 'Play sample of {name}': resolves the sample's URL to play, or null when there is nothing to play (the same voice
   * pressed again stops it; a failure is only logged). Sample requests go out at least 200 ms apart.
   */
  async playSample(voiceId: string): Promise<string | null> {
    if (this.samplePlayingId === voiceId) {
      this.samplePlayingId = null;
      return null;
    }
    this.samplePlayingId = null;
    const cached = this.#samples.get(voiceId);
    if (cached) {
      this.samplePlayingId = voiceId;
      return cached;
    }
    this.sampleLoadingId = voiceId;
    try {
      await this.#sampleTurn();
      const sample = unwrap(await this.#deps.api.GET('/voices/samples/{id}', { params: { path: { id: voiceId } } }));
      if (!sample.success || !sample.sample_audio) throw new Error(sample.error ?? sample.message ?? 'No sample audio');
      const url = `data:${sample.content_type || 'audio/mpeg'};base64,${sample.sample_audio}`;
      this.#samples.set(voiceId, url);
      // Another sample was asked for meanwhile: that one plays, not this.
      if (this.sampleLoadingId !== voiceId) return null;
      runInAction(() => (this.samplePlayingId = voiceId));
      return url;
    } catch (error) {
      console.warn('The voice sample could not be loaded', error);
      return null;
    } finally {
      runInAction(() => {
        if (this.sampleLoadingId === voiceId) this.sampleLoadingId = null;
      });
    }
  }

  /** The sample finished or was stopped. */
  sampleStopped(): void {
    this.samplePlayingId = null;
  }

  // ───────────── narration ─────────────

  /**
   * Generate Audio Narration: every story page in the chosen voice. Existing audio is replaced only once confirmed
   * ('Regenerate Audio?'). A 402 opens the insufficient-credits dialog.
   */
  async generateAudio({ confirmed = false }: { confirmed?: boolean } = {}): Promise<boolean> {
    if (!this.#state.projectId || !this.canGenerateAudio) return false;
    if (this.audioFileCount > 0 && !confirmed) {
      this.confirmingAudio = true;
      return false;
    }
    this.confirmingAudio = false;
    return this.#narrate(this.#state.story.map((_, index) => index));
  }

  /**
   * Narrate Changed Pages Again: only the pages whose text changed after they were narrated, in the chosen voice.
   * No confirmation: their narration no longer says their words, so nothing worth keeping is replaced.
   */
  async narrateChangedPages(): Promise<boolean> {
    if (!this.#state.projectId || !this.canNarrateChangedPages) return false;
    return this.#narrate(this.changedPages);
  }

  /** Narrates the given pages (0-based) with their texts as they are now; the other pages keep their narration. */
  async #narrate(pageIndexes: readonly number[]): Promise<boolean> {
    const state = this.#state;
    const id = state.projectId;
    if (!id || pageIndexes.length === 0) return false;
    const { api, project, toasts, credits } = this.#deps;
    const pages = pageIndexes
      .map((index) => ({ page_text: state.story[index]!.page_text, page: pageNumberOf(state.story[index]!, index) }))
      .sort((a, b) => a.page - b.page);
    const voiceId = this.voiceId;
    project.patch({ isGeneratingAudio: true });
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/audio', {
          params: { path: { id } },
          body: { story_pages: pages, voice_id: voiceId, use_converted_voice: false },
        }),
      );
      if (id !== this.#state.projectId) return false;
      // One file per page, in page order; when some pages failed, the project's files say which page has which.
      const everyPage = result.audio_files.length === pages.length;
      const narration = everyPage
        ? { byPage: new Map(pages.map((page, index) => [page.page, result.audio_files[index]!])), outOfDate: null }
        : await this.#audioByPage(id);
      if (id !== this.#state.projectId) return false;
      runInAction(() => {
        const audioFiles = this.#state.story.map(
          (page, index) => narration.byPage.get(pageNumberOf(page, index)) ?? this.#state.audioFiles[index] ?? '',
        );
        project.patch({ audioFiles, selectedVoiceId: voiceId });
        // The pages narrated now say their text; after a partial failure the project's files say which still do not.
        if (narration.outOfDate) project.patch({ audioOutOfDate: narration.outOfDate });
        else if (everyPage) project.markAudioCurrent(pageIndexes);
      });
      if (result.error) toasts.warning(result.error);
      void credits.refresh({ quiet: true });
      return true;
    } catch (error) {
      project.noteInsufficientCredits(error);
      toasts.error(messageOf(error, 'Failed to generate audio. Please try again.'));
      return false;
    } finally {
      project.patch({ isGeneratingAudio: false });
    }
  }

  cancelAudioConfirm(): void {
    this.confirmingAudio = false;
  }

  // ───────────── music ─────────────

  setMusicEnabled(enabled: boolean): void {
    if (this.isReadOnly) return;
    this.musicEnabled = enabled;
  }

  setMusicPrompt(prompt: string): void {
    if (this.isReadOnly) return;
    this.musicPrompt = prompt;
  }

  /** Makes background music to the prompt (or the story's mood); it replaces the project's saved music. */
  async generateMusic(): Promise<boolean> {
    const id = this.#state.projectId;
    if (!id || this.isReadOnly || this.isGeneratingMusic) return false;
    const { api, project, credits } = this.#deps;
    const prompt = this.musicPrompt.trim();
    this.isGeneratingMusic = true;
    this.musicError = null;
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/music', {
          params: { path: { id } },
          body: prompt ? { music_prompt: prompt } : {},
        }),
      );
      if (!result.success || !result.music) throw new Error(result.error ?? 'The music could not be made.');
      const music = result.music;
      if (id === this.#state.projectId)
        runInAction(() => {
          this.music = music;
          this.musicEnabled = true;
        });
      void credits.refresh({ quiet: true });
      return true;
    } catch (error) {
      project.noteInsufficientCredits(error);
      runInAction(() => (this.musicError = messageOf(error, 'The music could not be made. Please try again.')));
      return false;
    } finally {
      runInAction(() => (this.isGeneratingMusic = false));
    }
  }

  // ───────────── animations ─────────────

  /**
   * Animation on or off. Switching it on chooses no page: each page costs credits, so the user picks them (the
   * settings show the price per page and the total before anything is charged).
   */
  setAnimationEnabled(enabled: boolean): void {
    if (this.isReadOnly) return;
    this.animationEnabled = enabled;
  }

  setAnimationPages(pages: number[]): void {
    if (this.isReadOnly) return;
    this.animationPages = [...new Set(pages)].sort((a, b) => a - b);
  }

  setAnimationPrompt(prompt: string): void {
    if (this.isReadOnly) return;
    this.animationPrompt = prompt;
  }

  /** Animates the chosen pages with the prompt (or the default prompt); 402 opens the insufficient-credits dialog. */
  async generateAnimations(): Promise<boolean> {
    const id = this.#state.projectId;
    if (!id || this.isReadOnly || this.isGeneratingAnimations || this.animationPages.length === 0) return false;
    const { api, project, credits } = this.#deps;
    this.isGeneratingAnimations = true;
    this.animationError = null;
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/animations', {
          params: { path: { id } },
          body: {
            animation_prompt: this.animationPrompt.trim() || ANIMATION_PROMPT_DEFAULT,
            pages_to_animate: this.animationPages.map((page) => page - 1),
            animation_model: ANIMATION_MODEL,
          },
        }),
      );
      if (id === this.#state.projectId)
        runInAction(() => {
          const clips = [...this.animations];
          result.animated_urls.forEach((url, index) => {
            if (url) clips[index] = url;
          });
          this.animations = Array.from(clips, (url) => url ?? null);
          if (result.error) this.animationError = result.error;
        });
      void credits.refresh({ quiet: true });
      return true;
    } catch (error) {
      project.noteInsufficientCredits(error);
      runInAction(() => (this.animationError = messageOf(error, 'The animations could not be made. Please try again.')));
      return false;
    } finally {
      runInAction(() => (this.isGeneratingAnimations = false));
    }
  }

  /** Sign-out: everything of the last project goes. */
  clear(): void {
    this.#resetProjectParts();
    this.#loadedFor = null;
    this.#voicesFor = null;
    this.#voiceRequest++;
    this.voices = [];
    this.isLoadingVoices = false;
    this.search = '';
    this.sampleLoadingId = null;
    this.samplePlayingId = null;
  }

  dispose(): void {
    this.#stopReactions();
    if (this.#searchTimer !== null) this.#deps.clock.clearTimeout(this.#searchTimer);
  }

  // ───────────── internals ─────────────

  #resetProjectParts(): void {
    this.confirmingAudio = false;
    this.music = null;
    this.musicEnabled = false;
    this.musicPrompt = '';
    this.isGeneratingMusic = false;
    this.musicError = null;
    this.animations = [];
    this.animationEnabled = false;
    this.animationPages = [];
    this.animationPrompt = '';
    this.isGeneratingAnimations = false;
    this.animationError = null;
  }

  /**
   * No voice chosen yet: the language's fixed default. Where the server does not offer that voice (its synthesiser
   * is not installed), the server's default for the language instead.
   */
  #chooseDefaultVoice(voices: readonly Voice[], serverDefault: string | undefined): void {
    if (this.isReadOnly) return;
    const chosen = this.#state.selectedVoiceId;
    const offered = (voiceId: string) => voices.some((voice) => voice.voice_id === voiceId);
    if (chosen !== null && !(FIXED_DEFAULTS.has(chosen) && !offered(chosen))) return;
    const fixed = defaultVoiceFor(this.#state.language);
    const next = offered(fixed) || !serverDefault ? fixed : serverDefault;
    if (next !== chosen) this.#deps.project.setSetting('selectedVoiceId', next);
  }

  /** Waits for this sample request's turn: at least 200 ms after the one before. */
  async #sampleTurn(): Promise<void> {
    const { clock } = this.#deps;
    const now = clock.now();
    const at = Math.max(now, this.#nextSampleAt);
    this.#nextSampleAt = at + SAMPLE_SPACING_MS;
    if (at > now) await new Promise<void>((resolve) => clock.setTimeout(resolve, at - now));
  }

  /**
   * The project's narration by page number, and the 0-based pages whose narration is out of date (GET
   * /projects/{id}/data); null for those when the files cannot be read.
   */
  async #audioByPage(id: string): Promise<{ byPage: Map<number, string>; outOfDate: number[] | null }> {
    try {
      const data = unwrap(await this.#deps.api.GET('/projects/{id}/data', { params: { path: { id } } }));
      const audio = data.files.audio.filter((file) => file.page_number);
      return {
        byPage: new Map(audio.map((file) => [file.page_number!, file.signed_url || file.file_url] as const)),
        outOfDate: audio.flatMap((file) => (file.out_of_date ? [file.page_number! - 1] : [])).sort((a, b) => a - b),
      };
    } catch (error) {
      console.warn('The narration files could not be read', error);
      return { byPage: new Map(), outOfDate: null };
    }
  }
}
