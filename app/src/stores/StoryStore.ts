import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ApiError, GENERATION_ACTIONS, MESSAGES, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { AppLocation } from './AuthStore.ts';
import type { Clock } from './clock.ts';
import type { CreditsStore } from './CreditsStore.ts';
import type { AutoSavedField, ProjectStore, WorkflowState } from './ProjectStore.ts';
import type { ToastStore } from './ToastStore.ts';

type ImageVersion = Schema<'ImageVersion'>;
type VersionMaps = Pick<Schema<'ImageVersionsResponse'>, 'image_versions' | 'current_versions'>;

/** Spec 001 §9: versions are read again 500 ms after they are initialised. */
export const VERSIONS_SETTLE_MS = 500;
/** Spec 001 §7, §9: a version lookup refused for authentication is tried once more after 2000 ms. */
export const VERSIONS_RETRY_MS = 2000;

/** Stage 2's messages (spec 001 §5, §8). */
export const STORY_MESSAGES = {
  needsDetails: 'Please describe the characters in your reference image and provide a story context.',
  needsReference: 'Please approve a reference image from Stage 1 first.',
  needsText: 'Please enter some text to improve.',
  titleNeedsDetails: 'Please fill in character description and story context first to auto-generate a title.',
  magicFillNeedsImages: MESSAGES.magicFillNeedsImages,
  partialFailure: (warning?: string | null) =>
    `Warning: ${warning || 'Some images failed to generate'}. You can regenerate them individually using the "Regenerate Image" button on each page.`,
} as const;

/** The stage 2 texts that have an 'improve with AI' button. */
export const IMPROVABLE_FIELDS = [
  'characterDescription',
  'context',
  'additionalContext',
  'storyInstructions',
  'storyTitle',
] as const satisfies readonly AutoSavedField[];
export type ImprovableField = (typeof IMPROVABLE_FIELDS)[number];

/** The texts Magic Fill suggests, and where each comes from in its answer. */
export const MAGIC_FILL_FIELDS = {
  characterDescription: 'character_description',
  context: 'story_context',
  additionalContext: 'mood_tone',
  storyTitle: 'story_title',
  storyInstructions: 'story_instructions',
} as const satisfies Record<ImprovableField, keyof Schema<'StoryDetails'>>;

/** Magic Fill's choice when the user has written something: fill only the empty texts, or replace them all. */
export type MagicFillMode = 'empty' | 'all';

/** The last change a helper made, kept so the user can undo it while the texts are still as it left them. */
export type HelperChange = {
  by: 'magicFill' | ImprovableField;
  before: Partial<Record<ImprovableField, string>>;
  after: Partial<Record<ImprovableField, string>>;
};

export const TEXT_IMPROVED = 'Text improved.';
export const TEXT_UNCHANGED = 'Your text already reads well: nothing to change, no credit used.';
export const CHANGE_UNDONE = 'Your text is back as you wrote it.';

export type StoryStoreDependencies = {
  api: ApiClient;
  project: ProjectStore;
  toasts: ToastStore;
  clock: Clock;
  credits: CreditsStore;
  location: AppLocation;
};

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/** What a failed call says: the catalogue's message, or the action's default. */
const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** One 'Original' version per page with a picture: what the app keeps when the server's versions cannot be read. */
function originalVersions(images: readonly string[], timestamp: string): VersionMaps {
  const image_versions: VersionMaps['image_versions'] = {};
  const current_versions: VersionMaps['current_versions'] = {};
  images.forEach((url, index) => {
    if (!url) return;
    image_versions[String(index)] = [
      { image_url: url, url, timestamp, label: 'Original', is_original: true, instructions: null },
    ];
    current_versions[String(index)] = 0;
  });
  return { image_versions, current_versions };
}

const versionUrl = (version: ImageVersion | undefined): string => version?.image_url || version?.url || '';

/**
 * Stage 2, Story Details and Generation (spec 001 §2, §4, §5): Magic Fill, improving a text, the auto title, writing
 * and illustrating the story (with the regenerate confirmation), and each page's picture versions and regeneration.
 * It works on the ProjectStore's workflow state; the texts themselves change through `project.setField` (auto-saved).
 */
export class StoryStore {
  isMagicFilling = false;
  isGeneratingTitle = false;
  /** The text being improved, if any. */
  improving: ImprovableField | null = null;
  /** 'Regenerate Story?' is open: the current story would be replaced. */
  confirmingRegenerate = false;
  /** 'Replace what you wrote?' is open: Magic Fill would overwrite texts the user has written. */
  confirmingMagicFill = false;
  /** What Magic Fill or an improvement changed last, for Undo. */
  lastChange: HelperChange | null = null;

  readonly #deps: StoryStoreDependencies;
  #versionsLoad: Promise<boolean> | null = null;
  readonly #stopResetting: () => void;

  constructor(deps: StoryStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
    // Another project (a new one, a loaded one, or none after sign-out): nothing of this one stays open.
    this.#stopResetting = reaction(
      () => deps.project.state.projectId,
      () => this.reset(),
    );
  }

  dispose(): void {
    this.#stopResetting();
  }

  get #state(): WorkflowState {
    return this.#deps.project.state;
  }

  get isReadOnly(): boolean {
    return this.#state.isReadOnly;
  }

  get isGenerating(): boolean {
    return this.#state.isGeneratingStory;
  }

  get hasReference(): boolean {
    return filled(this.#state.approvedReferenceImage);
  }

  get hasStory(): boolean {
    return this.#state.story.length > 0;
  }

  /** Character description and story context are both filled in (spec 001 §5). */
  get hasDetails(): boolean {
    return filled(this.#state.characterDescription) && filled(this.#state.context);
  }

  /** Generate Story is enabled: the details are there and the project is editable. */
  get canGenerate(): boolean {
    return this.hasDetails && !this.isReadOnly && !this.isGenerating;
  }

  /** Magic Fill needs the approved reference image and an editable project. */
  get canMagicFill(): boolean {
    return this.hasReference && !this.isReadOnly && !this.isMagicFilling && !this.isGenerating;
  }

  /** Auto-Generate Title shows once a description or a context exists. */
  get showsAutoTitle(): boolean {
    return filled(this.#state.characterDescription) || filled(this.#state.context);
  }

  get canAutoTitle(): boolean {
    return this.showsAutoTitle && !this.isReadOnly && !this.isGeneratingTitle && !this.isGenerating;
  }

  /** A text's improve button: that text is filled in; the title's also works from the description or context. */
  canImprove(field: ImprovableField): boolean {
    if (this.isReadOnly || this.improving !== null || this.isGenerating) return false;
    const state = this.#state;
    if (field === 'storyTitle') return filled(state.storyTitle) || this.showsAutoTitle;
    return filled(state[field]);
  }

  /** The mood sent with the story and the title: the chosen chips, then the user's own words. */
  get moodTone(): string {
    const state = this.#state;
    return [state.moodSuggestions.join(', '), state.additionalContext.trim()].filter(Boolean).join(', ');
  }

  // ───────────── texts ─────────────

  /** The Magic Fill texts the user has written something in (which Magic Fill asks before replacing). */
  get writtenFields(): ImprovableField[] {
    return IMPROVABLE_FIELDS.filter((field) => filled(this.#state[field]));
  }

  /** The Magic Fill texts still empty. */
  get emptyFields(): ImprovableField[] {
    return IMPROVABLE_FIELDS.filter((field) => !filled(this.#state[field]));
  }

  /**
   * The Magic Fill button: with every text empty it fills them at once; otherwise it asks first ('Replace what you
   * wrote?'), so nothing the user wrote is overwritten, and nothing is spent, without their say.
   */
  requestMagicFill(): void {
    if (this.isReadOnly || this.isMagicFilling || !this.#state.projectId) return;
    if (!this.hasReference) {
      this.#deps.toasts.error(STORY_MESSAGES.magicFillNeedsImages);
      return;
    }
    if (this.writtenFields.length === 0) void this.magicFill('all');
    else this.confirmingMagicFill = true;
  }

  confirmMagicFill(mode: MagicFillMode): void {
    this.confirmingMagicFill = false;
    void this.magicFill(mode);
  }

  cancelMagicFill(): void {
    this.confirmingMagicFill = false;
  }

  /**
   * Magic Fill: story details suggested from the reference image and the texts as they are (the server keeps them
   * consistent: a cat stays a cat), in the story's language. `empty` fills only the texts still empty when the answer
   * comes; `all` replaces every text. Either can be undone (`undo`) while the texts stay as it left them.
   */
  async magicFill(mode: MagicFillMode = 'empty'): Promise<boolean> {
    const { api, project, toasts } = this.#deps;
    const state = this.#state;
    const id = state.projectId;
    if (this.isReadOnly || this.isMagicFilling || !id) return false;
    if (!this.hasReference) {
      toasts.error(STORY_MESSAGES.magicFillNeedsImages);
      return false;
    }
    this.isMagicFilling = true;
    try {
      const body = {
        character_description: state.characterDescription,
        story_context: state.context,
        mood_tone: this.moodTone || null,
        story_title: state.storyTitle,
        story_instructions: state.storyInstructions,
        story_type: state.storyType,
        language: state.language,
        art_style: state.artStyle,
      } satisfies Schema<'StoryDetailsRequest'>;
      const result = unwrap(await api.POST('/projects/{id}/auto-generate-story-details', { params: { path: { id } }, body }));
      const details = result.story_details;
      if (!result.success || !details) throw new Error(result.error || GENERATION_ACTIONS.autoGenerateStoryDetails.failure);
      if (this.#state.projectId !== id) return false;
      runInAction(() => {
        const change: HelperChange = { by: 'magicFill', before: {}, after: {} };
        for (const field of IMPROVABLE_FIELDS) {
          const current = this.#state[field];
          // What the user typed while Magic Fill was working is theirs too.
          if (mode === 'empty' && filled(current)) continue;
          const suggestion = details[MAGIC_FILL_FIELDS[field]];
          if (suggestion === current) continue;
          change.before[field] = current;
          change.after[field] = suggestion;
          project.setField(field, suggestion);
        }
        this.lastChange = Object.keys(change.after).length > 0 ? change : this.lastChange;
      });
      return true;
    } catch (error) {
      this.#failed(error, GENERATION_ACTIONS.autoGenerateStoryDetails.failure);
      return false;
    } finally {
      runInAction(() => (this.isMagicFilling = false));
      this.#refreshCredits();
    }
  }

  /** Rewrites one text with AI. An empty title is made from the description and context instead. */
  async improve(field: ImprovableField): Promise<boolean> {
    const { api, project, toasts } = this.#deps;
    const id = this.#state.projectId;
    if (this.isReadOnly || this.improving !== null || !id) return false;
    const text = this.#state[field];
    if (!filled(text)) {
      if (field === 'storyTitle' && this.showsAutoTitle) return this.generateTitle();
      toasts.error(STORY_MESSAGES.needsText);
      return false;
    }
    this.improving = field;
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/improve-text', {
          params: { path: { id } },
          body: { text, language: this.#state.language },
        }),
      );
      if (!result.success) throw new Error(result.error || GENERATION_ACTIONS.improveText.failure);
      if (this.#state.projectId !== id) return false;
      if (!result.changed) {
        // Nothing to change, and no credit spent: the text stays exactly as the user wrote it.
        toasts.info(result.message || TEXT_UNCHANGED);
        return true;
      }
      runInAction(() => {
        this.lastChange = { by: field, before: { [field]: text }, after: { [field]: result.improved_text } };
        project.setField(field, result.improved_text);
      });
      toasts.success(result.message || TEXT_IMPROVED);
      return true;
    } catch (error) {
      this.#failed(error, GENERATION_ACTIONS.improveText.failure);
      return false;
    } finally {
      runInAction(() => (this.improving = null));
      this.#refreshCredits();
    }
  }

  /** Auto-Generate Title from the description, context, mood, story type and language. */
  async generateTitle(): Promise<boolean> {
    const { api, project, toasts } = this.#deps;
    const state = this.#state;
    const id = state.projectId;
    if (this.isReadOnly || this.isGeneratingTitle || !id) return false;
    if (!this.showsAutoTitle) {
      toasts.error(STORY_MESSAGES.titleNeedsDetails);
      return false;
    }
    this.isGeneratingTitle = true;
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/generate-title', {
          params: { path: { id } },
          body: {
            character_description: state.characterDescription,
            story_context: state.context,
            mood_tone: this.moodTone || null,
            story_type: state.storyType,
            language: state.language,
          },
        }),
      );
      if (!result.success || !filled(result.title)) throw new Error(result.error || GENERATION_ACTIONS.generateTitle.failure);
      if (this.#state.projectId !== id) return false;
      project.setField('storyTitle', result.title ?? '');
      return true;
    } catch (error) {
      this.#failed(error, GENERATION_ACTIONS.generateTitle.failure);
      return false;
    } finally {
      runInAction(() => (this.isGeneratingTitle = false));
      this.#refreshCredits();
    }
  }

  /** Undo is offered for `by` while every text that helper changed still reads as it left it. */
  canUndo(by: HelperChange['by']): boolean {
    const change = this.lastChange;
    if (!change || change.by !== by || this.isReadOnly) return false;
    return Object.entries(change.after).every(([field, text]) => this.#state[field as ImprovableField] === text);
  }

  /** Puts back every text the last helper changed, as it was before. */
  undo(): boolean {
    const change = this.lastChange;
    if (!change || !this.canUndo(change.by)) return false;
    for (const [field, text] of Object.entries(change.before)) this.#deps.project.setField(field as ImprovableField, text);
    this.lastChange = null;
    this.#deps.toasts.info(CHANGE_UNDONE);
    return true;
  }

  // ───────────── the story ─────────────

  /** Generate Story / Regenerate Story: checks the details, then asks first when a story would be replaced. */
  requestGenerate(): void {
    if (!this.#checkReady()) return;
    if (this.hasStory) this.confirmingRegenerate = true;
    else void this.generateStory();
  }

  confirmRegenerate(): void {
    this.confirmingRegenerate = false;
    void this.generateStory();
  }

  cancelRegenerate(): void {
    this.confirmingRegenerate = false;
  }

  /**
   * Writes and illustrates the story (spec 001 §4): the old images and versions go; on success stage 2 is complete,
   * stage 3 current, the versions initialised and read again 500 ms later (one 'Original' per page when they cannot
   * be), the credits refreshed, and the user goes to stage 3, unless some pages failed (then a warning).
   */
  async generateStory(): Promise<boolean> {
    const { api, project, toasts, clock, location } = this.#deps;
    if (!this.#checkReady()) return false;
    const state = this.#state;
    const id = state.projectId;
    if (!id) return false;
    const body = {
      context: state.context,
      theme: filled(state.theme) ? state.theme : null,
      story_title: filled(state.storyTitle) ? state.storyTitle : null,
      character_description: state.characterDescription,
      additional_context: this.moodTone || null,
      story_instructions: filled(state.storyInstructions) ? state.storyInstructions : null,
      story_type: state.storyType,
      num_pages: state.numPages,
      approved_reference_image: state.approvedReferenceImage,
      language: state.language,
      art_style: state.artStyle,
      style_prompt: filled(state.stylePrompt) ? state.stylePrompt : null,
    } satisfies Schema<'StoryGenerationRequest'>;
    // The new story replaces the pages: a page text still waiting to save would land in it.
    project.discardPageTexts();
    project.patch({
      isGeneratingStory: true,
      error: null,
      generatedImages: [],
      imageVersions: {},
      currentImageVersions: {},
    });
    let failedPages: number[] = [];
    let warning: string | null | undefined;
    try {
      const result = unwrap(await api.POST('/projects/{id}/story', { params: { path: { id } }, body }));
      if (!result.success) throw new Error(result.error || GENERATION_ACTIONS.generateStory.failure);
      if (this.#state.projectId !== id) return false;
      const pages = [...result.story.story].sort((a, b) => a.page_number - b.page_number);
      const images = pages.map(() => '');
      for (const image of result.generated_images) {
        if (image.page_index >= 0 && image.page_index < images.length) {
          images[image.page_index] = image.image_url || image.signed_url || image.file_url || '';
        }
      }
      failedPages = result.failed_pages;
      warning = result.warning;
      project.patch({ story: pages, generatedImages: images });
      project.markStageCompleted(2);
      void project.setStage(3);
      try {
        unwrap(await api.POST('/projects/{id}/initialize-image-versions', { params: { path: { id } } }));
      } catch (error) {
        console.warn('The image versions could not be initialised', error);
      }
      await new Promise<void>((resolve) => clock.setTimeout(resolve, VERSIONS_SETTLE_MS));
      if (this.#state.projectId !== id) return false;
      const maps = await this.#fetchVersions(id).catch((error: unknown) => {
        console.warn('The image versions could not be loaded', error);
        return originalVersions(images, new Date(clock.now()).toISOString());
      });
      if (this.#state.projectId !== id) return false;
      this.#applyVersions(maps);
    } catch (error) {
      if (this.#state.projectId !== id) return false;
      const message = messageOf(error, GENERATION_ACTIONS.generateStory.failure);
      project.patch({ error: message });
      // A 402 opens the insufficient-credits dialog and also warns (spec 001 §8).
      if (project.noteInsufficientCredits(error)) toasts.warning(message);
      else toasts.error(message);
      return false;
    } finally {
      if (this.#state.projectId === id) project.patch({ isGeneratingStory: false });
      this.#refreshCredits();
    }
    if (failedPages.length > 0) toasts.warning(STORY_MESSAGES.partialFailure(warning));
    else location.navigate('/app/stage/3');
    return true;
  }

  // ───────────── page pictures ─────────────

  /** The page's versions, oldest first. */
  versionsOf(pageIndex: number): ImageVersion[] {
    return this.#state.imageVersions[String(pageIndex)] ?? [];
  }

  currentVersionOf(pageIndex: number): number {
    return this.#state.currentImageVersions[String(pageIndex)] ?? 0;
  }

  /** The picture a page shows: its current version, else its generated image, else none. */
  imageOf(pageIndex: number): string | null {
    const current = versionUrl(this.versionsOf(pageIndex)[this.currentVersionOf(pageIndex)]);
    return current || this.#state.generatedImages[pageIndex] || null;
  }

  /**
   * Reads every page's versions again (a picture failed to load: its signed URL may have expired, or the page opened
   * with a story). Calls while one runs share it; resolves whether it worked (a failure keeps what is shown).
   */
  refreshVersions(): Promise<boolean> {
    const id = this.#state.projectId;
    if (!id || !this.hasStory) return Promise.resolve(false);
    this.#versionsLoad ??= this.#fetchVersions(id)
      .then((maps) => {
        if (this.#state.projectId !== id || this.isGenerating) return false;
        this.#applyVersions(maps);
        return true;
      })
      .catch((error: unknown) => {
        console.warn('The image versions could not be loaded', error);
        return false;
      })
      .finally(() => {
        this.#versionsLoad = null;
      });
    return this.#versionsLoad;
  }

  /** Regenerate Image for one page, with optional instructions; the new picture becomes its current version. */
  async regenerateImage(pageIndex: number, instructions?: string): Promise<boolean> {
    const { api, project, toasts } = this.#deps;
    const state = this.#state;
    const id = state.projectId;
    const page = state.story[pageIndex];
    if (this.isReadOnly || this.isGenerating || !id || !page || project.isRegenerating(pageIndex)) return false;
    project.markRegenerating(pageIndex, true);
    try {
      const result = unwrap(
        await api.POST('/projects/{id}/regenerate-image', {
          params: { path: { id } },
          body: {
            page_index: pageIndex,
            improvement_instructions: instructions?.trim() || null,
            page_text: page.page_text,
            reference_image: state.approvedReferenceImage,
            current_image: this.imageOf(pageIndex),
          },
        }),
      );
      if (!result.success) throw new Error(result.error || 'Failed to regenerate image. Please try again.');
      if (this.#state.projectId !== id) return false;
      // The server has already added the picture as the page's newest version (POST image-versions would repeat it).
      const versions = this.versionsOf(pageIndex);
      if (versions.length === result.version_index) {
        project.patch({ imageVersions: { ...this.#state.imageVersions, [String(pageIndex)]: [...versions, result.version] } });
        this.#showVersion(pageIndex, result.version_index);
      } else {
        await this.refreshVersions();
      }
      return true;
    } catch (error) {
      if (this.#state.projectId !== id) return false;
      project.noteInsufficientCredits(error);
      toasts.error(messageOf(error, 'Failed to regenerate image. Please try again.'));
      return false;
    } finally {
      if (this.#state.projectId === id) project.markRegenerating(pageIndex, false);
      this.#refreshCredits();
    }
  }

  /** Another version chosen in a page's dropdown: shown at once, saved to the server (undone if that fails). */
  async selectVersion(pageIndex: number, versionIndex: number): Promise<boolean> {
    const { api, toasts } = this.#deps;
    const id = this.#state.projectId;
    const previous = this.currentVersionOf(pageIndex);
    if (this.isReadOnly || !id || versionIndex === previous || !this.versionsOf(pageIndex)[versionIndex]) return false;
    this.#showVersion(pageIndex, versionIndex);
    try {
      unwrap(
        await api.PUT('/projects/{id}/current-image-versions', {
          params: { path: { id } },
          body: { page_index: pageIndex, version_index: versionIndex },
        }),
      );
      return true;
    } catch (error) {
      if (this.#state.projectId !== id) return false;
      // Only undo when nothing else was chosen meanwhile.
      if (this.currentVersionOf(pageIndex) === versionIndex) this.#showVersion(pageIndex, previous);
      toasts.error(messageOf(error, MESSAGES.fallback));
      return false;
    }
  }

  /** Everything of this visit back to the start (the workflow state itself is the ProjectStore's). */
  reset(): void {
    this.isMagicFilling = false;
    this.isGeneratingTitle = false;
    this.improving = null;
    this.confirmingRegenerate = false;
    this.confirmingMagicFill = false;
    this.lastChange = null;
  }

  // ───────────── internals ─────────────

  /** The spec's checks before generating, each with its message. */
  #checkReady(): boolean {
    const { toasts } = this.#deps;
    if (this.isReadOnly || this.isGenerating) return false;
    if (!this.hasDetails) {
      toasts.error(STORY_MESSAGES.needsDetails);
      return false;
    }
    if (!this.hasReference) {
      toasts.error(STORY_MESSAGES.needsReference);
      return false;
    }
    return true;
  }

  /** GET image-versions, tried once more after 2 s when it was refused for authentication. */
  async #fetchVersions(id: string): Promise<VersionMaps> {
    const { api, clock } = this.#deps;
    const read = async () => {
      const result = unwrap(await api.GET('/projects/{id}/image-versions', { params: { path: { id } } }));
      if (!result.success) throw new Error('The image versions could not be read');
      return { image_versions: result.image_versions, current_versions: result.current_versions };
    };
    try {
      return await read();
    } catch (error) {
      if (!isAuthError(error)) throw error;
      await new Promise<void>((resolve) => clock.setTimeout(resolve, VERSIONS_RETRY_MS));
      return read();
    }
  }

  #applyVersions({ image_versions, current_versions }: VersionMaps): void {
    const state = this.#state;
    const images = state.story.map((_, index) => {
      const versions = image_versions[String(index)] ?? [];
      return versionUrl(versions[current_versions[String(index)] ?? 0]) || state.generatedImages[index] || '';
    });
    this.#deps.project.patch({
      imageVersions: image_versions,
      currentImageVersions: current_versions,
      generatedImages: images,
    });
  }

  /** Makes a version the page's current one, and its picture the page's image. */
  #showVersion(pageIndex: number, versionIndex: number): void {
    const state = this.#state;
    const images = Array.from(
      { length: Math.max(state.generatedImages.length, pageIndex + 1) },
      (_, i) => state.generatedImages[i] ?? '',
    );
    images[pageIndex] = versionUrl(this.versionsOf(pageIndex)[versionIndex]) || images[pageIndex] || '';
    this.#deps.project.patch({
      currentImageVersions: { ...state.currentImageVersions, [String(pageIndex)]: versionIndex },
      generatedImages: images,
    });
  }

  /** A failed text action: a 402 opens the insufficient-credits dialog; the message shows as an error toast. */
  #failed(error: unknown, fallback: string): void {
    this.#deps.project.noteInsufficientCredits(error);
    this.#deps.toasts.error(messageOf(error, fallback));
  }

  /** After a paid action the balance is read again; a failure is only logged. */
  #refreshCredits(): void {
    void this.#deps.credits.refresh({ quiet: true });
  }
}

/** A 401, or a failure whose words say it was about authentication. */
function isAuthError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /\bauth/i.test(error.message);
}
