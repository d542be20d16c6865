import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { AutoSaveStatus, StageState, WorkflowStage } from '@storyloom/ui';
import { PAGE_TEXT_MAX_LENGTH } from '@storyloom/ui/rules';
import type { AppLocation, AuthStorage } from './AuthStore.ts';
import type { Clock } from './clock.ts';
import { GALLERY_MESSAGES } from './GalleryStore.ts';
import type { ToastStore } from './ToastStore.ts';

/** Where the workflow state lives in the browser, as `{ version, state }` (spec 000 §9: version 3). */
export const PROJECT_STORAGE_KEY = 'storyloom.project';
export const PROJECT_STORE_VERSION = 3;
/** Pages whose image is being regenerated, remembered per project (spec 001 §4). */
export const REGENERATING_KEY_PREFIX = 'storyloom.regenerating.';
export const regeneratingKey = (projectId: string): string => `${REGENERATING_KEY_PREFIX}${projectId}`;
/** Spec 001 §9: the story texts save 1000 ms after the last keystroke. */
export const AUTO_SAVE_DEBOUNCE_MS = 1000;
/** A page text that could not be saved (network, server error) is tried again after this long. */
export const PAGE_TEXT_RETRY_MS = 5000;

export const PROJECT_MESSAGES = {
  loadFailed: 'Failed to load project. Please try again.',
  /** New Project, Start Creating (spec 000 §8, 001 §8 'Creating'). */
  createFailed: 'Failed to create project. Please try again.',
  /** A stage opened without a project, which could not be made (spec 001 §8). */
  initFailed: 'Failed to initialize project. Please refresh the page.',
  /** Copying ('Edit as New', Create Similar) has the gallery's message. */
  copyFailed: GALLERY_MESSAGES.copyFailed,
  /** A page's text box left empty: nothing is saved until it has words again. */
  pageTextBlank: 'A page needs some text. The last saved text is kept until you write some.',
} as const;

/** Why a project is made: a user's New Project (or Start Creating), or a stage page opened without one. */
export type NewProjectReason = 'create' | 'initialize';

export type StoryTypeKey = Schema<'StoryTypeKey'>;
export type ArtStyleChoice = Schema<'ArtStyleChoice'>;
type StoryPage = Schema<'StoryPage'>;
type ImageItem = Schema<'ImageItem'>;
type ProjectFile = Schema<'ProjectFile'>;
type ProjectData = Schema<'ProjectDataResponse'>;

/** The spec's project workflow state (spec 001 §3). */
export type WorkflowState = {
  projectId: string | null;
  currentStage: WorkflowStage;
  stagesCompleted: Schema<'StagesCompleted'>;
  context: string;
  theme: string;
  storyTitle: string;
  characterDescription: string;
  additionalContext: string;
  /** The mood chips chosen for the story type (cleared when the type changes). */
  moodSuggestions: string[];
  storyInstructions: string;
  storyType: StoryTypeKey;
  numPages: number;
  story: StoryPage[];
  language: string;
  artStyle: ArtStyleChoice;
  stylePrompt: string;
  uploadedImages: ImageItem[];
  styleImages: ImageItem[];
  /** Base64 without a data prefix. */
  approvedReferenceImage: string | null;
  /** One image URL per page, in page order. */
  generatedImages: string[];
  imageVersions: Schema<'ImageVersions'>;
  currentImageVersions: Schema<'CurrentImageVersions'>;
  /** One audio URL per page, in page order. */
  audioFiles: string[];
  /** 0-based pages whose narration was made before their text was edited (files.audio `out_of_date`). */
  audioOutOfDate: number[];
  selectedVoiceId: string | null;
  finalVideoUrl: string | null;
  videoGeneratedAt: string | null;
  isGeneratingStyle: boolean;
  isGeneratingStory: boolean;
  isGeneratingAudio: boolean;
  isGeneratingVideo: boolean;
  /** Projects whose final video is being made, by project id. */
  videoGenerating: Record<string, boolean>;
  error: string | null;
  /** A completed project (one with a video): nothing can be changed. */
  isReadOnly: boolean;
  /** A copy made with 'Edit as New': every stage can be opened. */
  editFromAnyStage: boolean;
};

export const WORKFLOW_DEFAULTS: Readonly<WorkflowState> = {
  projectId: null,
  currentStage: 1,
  stagesCompleted: { 1: false, 2: false, 3: false },
  context: '',
  theme: '',
  storyTitle: '',
  characterDescription: '',
  additionalContext: '',
  moodSuggestions: [],
  storyInstructions: '',
  storyType: 'childrens_bedtime_story',
  numPages: 3,
  story: [],
  language: 'en',
  artStyle: 'realistic',
  stylePrompt: '',
  uploadedImages: [],
  styleImages: [],
  approvedReferenceImage: null,
  generatedImages: [],
  imageVersions: {},
  currentImageVersions: {},
  audioFiles: [],
  audioOutOfDate: [],
  selectedVoiceId: null,
  finalVideoUrl: null,
  videoGeneratedAt: null,
  isGeneratingStyle: false,
  isGeneratingStory: false,
  isGeneratingAudio: false,
  isGeneratingVideo: false,
  videoGenerating: {},
  error: null,
  isReadOnly: false,
  editFromAnyStage: false,
};

/** What only lasts for this visit: a reload must not show a generation still running or an old error. */
const TRANSIENT_FIELDS = [
  'isGeneratingStyle',
  'isGeneratingStory',
  'isGeneratingAudio',
  'isGeneratingVideo',
  'videoGenerating',
  'error',
] as const satisfies readonly (keyof WorkflowState)[];

export type PersistedWorkflowState = Omit<WorkflowState, (typeof TRANSIENT_FIELDS)[number]>;

/** The texts of stage 2 that auto-save to the project. */
export const AUTO_SAVED_FIELDS = [
  'storyTitle',
  'characterDescription',
  'context',
  'theme',
  'additionalContext',
  'storyInstructions',
] as const satisfies readonly (keyof WorkflowState)[];
export type AutoSavedField = (typeof AUTO_SAVED_FIELDS)[number];

/** Stage 1 settings set as they are chosen. */
export type SettingField = 'numPages' | 'language' | 'artStyle' | 'stylePrompt' | 'selectedVoiceId';

/** Spec 001 §4 names cartoon as the default art style, §3 and §9 realistic: either counts as not chosen yet. */
const DEFAULT_ART_STYLES: readonly ArtStyleChoice[] = ['realistic', 'cartoon'];

const freshDefaults = (): WorkflowState => structuredClone(WORKFLOW_DEFAULTS) as WorkflowState;

const TRANSIENT: ReadonlySet<string> = new Set(TRANSIENT_FIELDS);

function persistedPart(state: WorkflowState): PersistedWorkflowState {
  // The state's own fields less the transient ones: exactly PersistedWorkflowState.
  return Object.fromEntries(Object.entries(state).filter(([field]) => !TRANSIENT.has(field))) as PersistedWorkflowState;
}

const envelope = (state: WorkflowState): string =>
  JSON.stringify({ version: PROJECT_STORE_VERSION, state: persistedPart(state) });
/** Nothing worth keeping: the key is removed rather than written. */
const DEFAULT_ENVELOPE = envelope(freshDefaults());

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value has the kind of the field's default (a null default stands for text or nothing). */
function fitsDefault(fallback: unknown, value: unknown): boolean {
  if (fallback === null) return value === null || typeof value === 'string';
  if (Array.isArray(fallback)) return Array.isArray(value);
  if (isPlainObject(fallback)) return isPlainObject(value);
  return typeof value === typeof fallback;
}

/**
 * A stored `{ version, state }` as this version's state, or null when it cannot be read. Older versions had
 * 'cartoon' as the default art style; it becomes 'realistic'. Fields of the wrong kind fall back to their defaults.
 */
export function migrateProjectState(persisted: unknown): PersistedWorkflowState | null {
  if (!isPlainObject(persisted) || !isPlainObject(persisted.state)) return null;
  const version = typeof persisted.version === 'number' ? persisted.version : 0;
  if (version > PROJECT_STORE_VERSION) return null;
  const stored = { ...persisted.state };
  if (version < 3 && stored.artStyle === 'cartoon') stored.artStyle = 'realistic';
  const defaults = persistedPart(freshDefaults());
  const state: Record<string, unknown> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    if (fitsDefault(fallback, stored[field])) state[field] = stored[field];
  }
  if (![1, 2, 3].includes(state.currentStage as number)) state.currentStage = defaults.currentStage;
  // Every field was checked against its default's kind above.
  return state as PersistedWorkflowState;
}

const urlOf = (file: ProjectFile): string => file.signed_url || file.file_url;

const inPageOrder = (files: ProjectFile[]): ProjectFile[] =>
  [...files].sort((a, b) => (a.page_number ?? 0) - (b.page_number ?? 0));

const imageItem = (file: ProjectFile): ImageItem => ({
  id: file.id,
  base64: null,
  file_url: file.file_url,
  signed_url: file.signed_url ?? null,
  file_name: file.file_name,
});

/** Spec 001 §4: stage 2 once there are uploads and style images, 3 once pages have images and text too. */
function targetStage({ files, story }: ProjectData): WorkflowStage {
  if (files.uploaded_images.length === 0 || files.style_images.length === 0) return 1;
  return files.generated_images.length > 0 && (story?.story_data.length ?? 0) > 0 ? 3 : 2;
}

/** The server's record, files and story in the workflow state's words. */
function stateFromProjectData({ project, files, story }: ProjectData): Partial<WorkflowState> {
  const video = files.video[0];
  return {
    projectId: project.project_id || project.id,
    stagesCompleted: { ...project.stages_completed },
    context: project.context ?? '',
    theme: project.theme ?? '',
    storyTitle: project.story_title ?? '',
    characterDescription: project.character_description ?? '',
    additionalContext: project.additional_context ?? '',
    storyInstructions: project.story_instructions ?? '',
    storyType: project.story_type,
    numPages: project.num_pages,
    language: project.language,
    artStyle: project.art_style,
    stylePrompt: project.style_prompt ?? '',
    approvedReferenceImage: project.approved_reference_image ?? null,
    selectedVoiceId: project.selected_voice_id ?? null,
    story: [...(story?.story_data ?? [])].sort((a, b) => a.page_number - b.page_number),
    uploadedImages: files.uploaded_images.map(imageItem),
    styleImages: files.style_images.map(imageItem),
    generatedImages: inPageOrder(files.generated_images).map(urlOf),
    audioFiles: inPageOrder(files.audio).map(urlOf),
    audioOutOfDate: [
      ...new Set(files.audio.flatMap((file) => (file.out_of_date && file.page_number ? [file.page_number - 1] : []))),
    ].sort((a, b) => a - b),
    finalVideoUrl: video ? urlOf(video) : null,
    videoGeneratedAt: video?.created_at ?? null,
  };
}

/** What only the server makes and keeps: after a reconcile the browser's copy of these is the server's. */
const SERVER_HELD = [
  'story',
  'uploadedImages',
  'styleImages',
  'generatedImages',
  'audioFiles',
  'audioOutOfDate',
  'finalVideoUrl',
  'videoGeneratedAt',
  'stagesCompleted',
  'approvedReferenceImage',
] as const satisfies readonly (keyof WorkflowState)[];

/** The texts the user types (auto-saved): the server's copy fills only an empty one. */
const SERVER_TEXTS = [
  'context',
  'theme',
  'storyTitle',
  'characterDescription',
  'additionalContext',
  'storyInstructions',
  'stylePrompt',
] as const satisfies readonly (keyof WorkflowState)[];

/** Whether the server-held part of the state changed (a local generation finished while a reconcile was asked). */
const serverHeldFingerprint = (state: WorkflowState): string => JSON.stringify(SERVER_HELD.map((key) => state[key]));

export type LoadProjectOptions = {
  /** Open this stage instead of the one the project's files point to. */
  stage?: WorkflowStage;
  /** Open editable even with a video, and let every stage open ('Edit as New'). */
  editable?: boolean;
  /** Go to /app/stage/{n} once loaded (the default); a caller that moves on by itself passes false. */
  navigate?: boolean;
  /** Toast 'Failed to load project…' on failure (the default); a caller with its own message passes false. */
  reportFailure?: boolean;
};

export type ProjectStoreDependencies = {
  api: ApiClient;
  storage: AuthStorage;
  clock: Clock;
  toasts: ToastStore;
  location: AppLocation;
  /**
   * The browser storage is full or held unreadable data: clears the product's keys (the session stays) and says so;
   * resolves whether it worked (RootStore's `clearProductKeys`).
   */
  clearStorage?: () => boolean;
};

/**
 * The story workflow's state: the project being made, kept in local storage, with the stage rules, creating,
 * loading and copying projects, and the auto-save of stage 2's texts. Stage actions (uploads, styles, story, audio,
 * video) build on `state` and the generation flags.
 */
export class ProjectStore {
  state: WorkflowState;
  isCreating = false;
  isLoading = false;
  saveStatus: AutoSaveStatus = 'idle';
  /** Where the auto-save of each page's text stands, by 0-based page (a page never edited is absent: idle). */
  pageSaveStatuses = new Map<number, AutoSaveStatus>();
  /** 0-based indexes of the pages whose image is being regenerated (kept per project in storage). */
  regeneratingPages: number[] = [];
  /** A generation was refused for lack of credits: the stages show the insufficient-credits dialog. */
  insufficientCredits: { required: number; current: number } | null = null;

  readonly #deps: ProjectStoreDependencies;
  readonly #stopPersisting: () => void;
  /** Bumped by every reset: an answer to a request made before it is ignored. */
  #epoch = 0;
  #creating: Promise<string | null> | null = null;
  #autoSaveTimer: unknown = null;
  #saveRequest = 0;
  /** Page texts waiting to be saved (or tried again), by 0-based page. */
  #pageTimers = new Map<number, unknown>();
  /** The last save asked for each page: an older answer never has the last word. */
  #pageSaveRequests = new Map<number, number>();
  /** Page saves on their way to the server, awaited before a render reads the story. */
  #pageSaves = new Set<Promise<void>>();
  /** The project whose saved settings were read this visit (a project from storage is read once). */
  #syncedProjectId: string | null = null;
  /** Full storage is cleaned up once a visit; a project still too big for it is then kept in memory only. */
  #storageCleaned = false;

  constructor(deps: ProjectStoreDependencies) {
    this.#deps = deps;
    this.state = { ...freshDefaults(), ...this.#readStored() };
    this.regeneratingPages = this.#readRegenerating(this.state.projectId);
    makeAutoObservable(this, {}, { autoBind: true });
    this.#stopPersisting = reaction(
      () => envelope(this.state),
      (json) => this.#write(json),
    );
  }

  // ───────────── stages ─────────────

  /** Spec 001 §2: stage 1 always; 2 and 3 once the stage before is done, its result exists, or it was reached. */
  canOpenStage(stage: WorkflowStage): boolean {
    const { state } = this;
    if (stage === 1 || state.editFromAnyStage || state.currentStage >= stage) return true;
    if (stage === 2) return state.stagesCompleted[1] || state.approvedReferenceImage !== null;
    return state.stagesCompleted[2] || state.story.length > 0;
  }

  /** What the `StageProgressBar` shows. */
  get stageStates(): StageState[] {
    return ([1, 2, 3] as const).map((stage) => ({
      stage,
      completed: this.state.stagesCompleted[stage],
      reachable: this.canOpenStage(stage),
    }));
  }

  /** Moves to a stage (the page navigates) and tells the server; resolves whether the server has it. */
  async setStage(stage: WorkflowStage): Promise<boolean> {
    this.state.currentStage = stage;
    const id = this.state.projectId;
    if (!id) return false;
    try {
      unwrap(await this.#deps.api.PUT('/projects/{id}/stage', { params: { path: { id } }, body: { stage } }));
      return true;
    } catch (error) {
      console.warn('The stage could not be saved', error);
      return false;
    }
  }

  markStageCompleted(stage: WorkflowStage): void {
    this.state.stagesCompleted[stage] = true;
  }

  /** The stage actions' way to change the workflow state (uploads, style images, story, audio, video…). */
  patch(changes: Partial<WorkflowState>): void {
    Object.assign(this.state, changes);
  }

  /**
   * A failed generation: a 402 with the figures opens the insufficient-credits dialog. Resolves whether it was one
   * (the caller still shows its message).
   */
  noteInsufficientCredits(error: unknown): boolean {
    const credits = error instanceof ApiError ? error.credits : undefined;
    if (!credits) return false;
    this.insufficientCredits = { required: credits.required, current: credits.current };
    return true;
  }

  dismissInsufficientCredits(): void {
    this.insufficientCredits = null;
  }

  // ───────────── projects ─────────────

  /** Clears the stored state, creates a project and opens stage 1; resolves the new id, or null. */
  newProject(reason: NewProjectReason = 'create'): Promise<string | null> {
    this.#creating ??= this.#create(reason).finally(() => {
      this.#creating = null;
    });
    return this.#creating;
  }

  /**
   * Opens a saved project: forgets the previous one, loads its record, files and story, opens it read-only when it
   * has a video (unless `editable`), and goes to the stage its files point to (or `options.stage`). When it cannot
   * load, the previous project comes back as it was.
   */
  async loadProject(projectId: string, options: LoadProjectOptions = {}): Promise<boolean> {
    const previous = { state: this.state, regeneratingPages: this.regeneratingPages, synced: this.#syncedProjectId };
    this.#flushAutoSave();
    this.#startOver();
    const epoch = this.#epoch;
    this.isLoading = true;
    try {
      const data = unwrap(await this.#deps.api.GET('/projects/{id}/data', { params: { path: { id: projectId } } }));
      if (!data.success) throw new Error(data.error ?? 'The project did not load');
      if (epoch !== this.#epoch) return false;
      const stage = options.stage ?? targetStage(data);
      runInAction(() => {
        Object.assign(this.state, stateFromProjectData(data), {
          currentStage: stage,
          isReadOnly: !options.editable && data.files.video.length > 0,
          editFromAnyStage: options.editable ?? false,
        });
        this.regeneratingPages = this.#readRegenerating(this.state.projectId);
        this.#syncedProjectId = this.state.projectId;
      });
      if (options.navigate ?? true) this.#deps.location.navigate(`/app/stage/${stage}`);
      return true;
    } catch (error) {
      if (epoch !== this.#epoch) return false;
      runInAction(() => {
        this.state = { ...previous.state, error: error instanceof Error ? error.message : PROJECT_MESSAGES.loadFailed };
        this.regeneratingPages = previous.regeneratingPages;
        this.#syncedProjectId = previous.synced;
      });
      if (options.reportFailure ?? true) this.#deps.toasts.error(PROJECT_MESSAGES.loadFailed);
      return false;
    } finally {
      if (epoch === this.#epoch) runInAction(() => (this.isLoading = false));
    }
  }

  /** 'Edit as New': copies the project with all its assets and opens the copy editable from any stage. */
  async editAsNew(projectId: string): Promise<string | null> {
    const { api, toasts } = this.#deps;
    toasts.info(GALLERY_MESSAGES.copyStarting);
    this.isCreating = true;
    let copy: Schema<'CopyProjectResult'>;
    try {
      copy = unwrap(await api.POST('/projects/{id}/copy', { params: { path: { id: projectId } } }));
      if (!copy.success) throw new Error(copy.error ?? 'The copy failed');
    } catch {
      toasts.error(GALLERY_MESSAGES.copyFailed);
      return null;
    } finally {
      runInAction(() => (this.isCreating = false));
    }
    toasts.info(GALLERY_MESSAGES.copyLoading);
    if (!(await this.loadProject(copy.project_id, { editable: true }))) return null;
    toasts.success(GALLERY_MESSAGES.copied(copy.copied_files.images, copy.copied_files.audio));
    return copy.project_id;
  }

  /**
   * A project kept in the browser from an earlier visit is reconciled with the server once this visit: what the
   * server holds (the story, every file, the approved reference, the stages done) replaces the older copy kept
   * here, since a narration or a render may have finished in another tab or after this tab lost its answer; the
   * saved settings and texts are taken only where the local ones are still the defaults or empty, so nothing the
   * user typed is overwritten (spec 001 §4). An answer that arrives after the local state moved on is dropped. A
   * project the server no longer has (deleted in another tab or on another device) is replaced by a new one.
   * Failures otherwise are only logged: the local state still holds.
   */
  async reconcileWithServer(): Promise<void> {
    const id = this.state.projectId;
    if (!id || this.#syncedProjectId === id) return;
    this.#syncedProjectId = id;
    const epoch = this.#epoch;
    const before = serverHeldFingerprint(this.state);
    try {
      const data = unwrap(await this.#deps.api.GET('/projects/{id}/data', { params: { path: { id } } }));
      if (epoch !== this.#epoch || this.state.projectId !== id || !data.success) return;
      const moved = serverHeldFingerprint(this.state) !== before;
      runInAction(() => {
        this.applySavedSettings(data.project);
        if (!moved) this.#takeServerHeld(stateFromProjectData(data));
      });
    } catch (error) {
      if (epoch !== this.#epoch || this.state.projectId !== id) return;
      if (error instanceof ApiError && error.status === 404) {
        void this.newProject('initialize');
        return;
      }
      this.#syncedProjectId = null;
      console.warn('The project’s saved settings could not be read', error);
    }
  }

  /** The server's story, files and stages over the browser's copy; its texts only where the local ones are empty. */
  #takeServerHeld(server: Partial<WorkflowState>): void {
    const { state } = this;
    for (const key of SERVER_HELD) {
      if (server[key] !== undefined) Object.assign(state, { [key]: server[key] });
    }
    for (const key of SERVER_TEXTS) {
      const text = server[key];
      if (typeof text === 'string' && text !== '' && state[key].trim() === '') state[key] = text;
    }
    if (state.selectedVoiceId === null && server.selectedVoiceId) state.selectedVoiceId = server.selectedVoiceId;
  }

  /** The project's saved settings, taken only where the local ones are still the defaults (spec 001 §4). */
  applySavedSettings(record: Pick<Schema<'ProjectRecord'>, 'story_type' | 'num_pages' | 'language' | 'art_style'>): void {
    const { state } = this;
    if (state.storyType === WORKFLOW_DEFAULTS.storyType) state.storyType = record.story_type;
    if (state.numPages === WORKFLOW_DEFAULTS.numPages) state.numPages = record.num_pages;
    if (state.language === WORKFLOW_DEFAULTS.language) state.language = record.language;
    if (DEFAULT_ART_STYLES.includes(state.artStyle)) state.artStyle = record.art_style;
  }

  /** Leaving the project's pages: pending texts save now, and the regenerating pages are forgotten. */
  leaveProject(): void {
    this.#flushAutoSave();
    this.#forgetRegenerating();
  }

  /** Everything back to the defaults and out of storage (sign-out, forced logout). */
  reset(): void {
    this.#forgetRegenerating();
    this.#clear();
  }

  dispose(): void {
    this.#stopPersisting();
    this.#cancelAutoSave();
    this.#cancelPageSaves();
  }

  // ───────────── settings and texts ─────────────

  /** A stage 2 text; the texts save 1 s after the last change. Read-only projects do not change. */
  setField(name: AutoSavedField, value: string): void {
    if (this.state.isReadOnly) return;
    this.state[name] = value;
    this.#scheduleAutoSave();
  }

  // ───────────── page texts ─────────────

  /**
   * A page's text as typed (0-based page); it saves 1 s after the last change. The text stays as typed: the server's
   * answer (trimmed) never replaces it. An empty box saves nothing. Read-only projects do not change.
   */
  setPageText(pageIndex: number, text: string): void {
    const page = this.state.story[pageIndex];
    if (this.state.isReadOnly || !page) return;
    page.page_text = text.slice(0, PAGE_TEXT_MAX_LENGTH);
    this.#schedulePageSave(pageIndex, AUTO_SAVE_DEBOUNCE_MS);
  }

  /** Where the page's text save stands. */
  pageSaveStatus(pageIndex: number): AutoSaveStatus {
    return this.pageSaveStatuses.get(pageIndex) ?? 'idle';
  }

  /** The page's text box says why nothing is saved (it is empty), or null. */
  pageTextError(pageIndex: number): string | null {
    const page = this.state.story[pageIndex];
    return page && !this.state.isReadOnly && page.page_text.trim() === '' ? PROJECT_MESSAGES.pageTextBlank : null;
  }

  /** The page's narration no longer says its text. */
  isAudioOutOfDate(pageIndex: number): boolean {
    return this.state.audioOutOfDate.includes(pageIndex);
  }

  /** Narration of these pages (0-based) is new, or they have none: up to date again. */
  markAudioCurrent(pageIndexes: readonly number[]): void {
    this.state.audioOutOfDate = this.state.audioOutOfDate.filter((index) => !pageIndexes.includes(index));
  }

  /** Page texts typed in the last second save now; resolves once every page save has its answer (before a render). */
  async flushPageTexts(): Promise<void> {
    for (const pageIndex of [...this.#pageTimers.keys()]) {
      this.#cancelPageSave(pageIndex);
      this.#trackPageSave(this.#savePageText(pageIndex));
    }
    await Promise.allSettled([...this.#pageSaves]);
  }

  /** A new story replaces the pages: texts typed into the old ones are not saved into it. */
  discardPageTexts(): void {
    this.#cancelPageSaves();
    this.#pageSaveRequests.clear();
    this.pageSaveStatuses.clear();
  }

  setSetting<Name extends SettingField>(name: Name, value: WorkflowState[Name]): void {
    if (this.state.isReadOnly) return;
    this.state[name] = value;
  }

  /** A different story type has other moods: the chosen ones and the additional context are cleared. */
  setStoryType(type: StoryTypeKey): void {
    if (this.state.isReadOnly || type === this.state.storyType) return;
    const hadContext = this.state.additionalContext !== '';
    this.state.storyType = type;
    this.state.moodSuggestions = [];
    this.state.additionalContext = '';
    if (hadContext) this.#scheduleAutoSave();
  }

  toggleMoodSuggestion(word: string): void {
    if (this.state.isReadOnly) return;
    const chosen = this.state.moodSuggestions;
    this.state.moodSuggestions = chosen.includes(word) ? chosen.filter((w) => w !== word) : [...chosen, word];
  }

  // ───────────── regenerating pages ─────────────

  isRegenerating(pageIndex: number): boolean {
    return this.regeneratingPages.includes(pageIndex);
  }

  markRegenerating(pageIndex: number, on: boolean): void {
    const id = this.state.projectId;
    if (!id) return;
    const pages = new Set(this.regeneratingPages);
    if (on) pages.add(pageIndex);
    else pages.delete(pageIndex);
    this.regeneratingPages = [...pages].sort((a, b) => a - b);
    const key = regeneratingKey(id);
    const { storage } = this.#deps;
    this.#safely(() =>
      pages.size === 0 ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(this.regeneratingPages)),
    );
  }

  // ───────────── internals ─────────────

  async #create(reason: NewProjectReason): Promise<string | null> {
    this.#flushAutoSave();
    this.#startOver();
    const epoch = this.#epoch;
    runInAction(() => (this.isCreating = true));
    try {
      const { project_id } = unwrap(await this.#deps.api.POST('/projects/'));
      if (epoch !== this.#epoch) return null;
      runInAction(() => {
        this.state.projectId = project_id;
        this.state.currentStage = 1;
        this.#syncedProjectId = project_id;
      });
      this.#deps.location.navigate('/app/stage/1');
      return project_id;
    } catch (error) {
      // A 401 ended the session: the sign-out says so, not this.
      const sessionEnded = error instanceof ApiError && error.status === 401;
      const message = reason === 'initialize' ? PROJECT_MESSAGES.initFailed : PROJECT_MESSAGES.createFailed;
      if (epoch === this.#epoch && !sessionEnded) this.#deps.toasts.error(message);
      return null;
    } finally {
      if (epoch === this.#epoch) runInAction(() => (this.isCreating = false));
    }
  }

  /** Another project: the state starts over, but the video jobs of other projects stay in view. */
  #startOver(): void {
    this.#clear({ videoGenerating: { ...this.state.videoGenerating } });
  }

  #clear(keep: Partial<WorkflowState> = {}): void {
    this.#epoch++;
    this.#cancelAutoSave();
    this.discardPageTexts();
    this.state = { ...freshDefaults(), ...keep };
    this.regeneratingPages = [];
    this.isCreating = false;
    this.isLoading = false;
    this.saveStatus = 'idle';
    this.insufficientCredits = null;
    this.#safely(() => this.#deps.storage.removeItem(PROJECT_STORAGE_KEY));
  }

  #scheduleAutoSave(): void {
    this.#cancelAutoSave();
    this.#autoSaveTimer = this.#deps.clock.setTimeout(() => {
      this.#autoSaveTimer = null;
      void this.#saveTexts();
    }, AUTO_SAVE_DEBOUNCE_MS);
  }

  /** Texts typed in the last second are saved now, before the project changes. */
  #flushAutoSave(): void {
    void this.flushPageTexts();
    if (this.#autoSaveTimer === null) return;
    this.#cancelAutoSave();
    void this.#saveTexts();
  }

  #cancelAutoSave(): void {
    if (this.#autoSaveTimer === null) return;
    this.#deps.clock.clearTimeout(this.#autoSaveTimer);
    this.#autoSaveTimer = null;
  }

  /** PUT /projects/{id} with the texts, when there is a project, it is editable, and any text is filled in. */
  async #saveTexts(): Promise<void> {
    const { state } = this;
    const id = state.projectId;
    if (!id || state.isReadOnly || AUTO_SAVED_FIELDS.every((field) => state[field].trim() === '')) return;
    const request = ++this.#saveRequest;
    runInAction(() => (this.saveStatus = 'saving'));
    const body = {
      story_title: state.storyTitle,
      character_description: state.characterDescription,
      context: state.context,
      theme: state.theme,
      additional_context: state.additionalContext,
      story_instructions: state.storyInstructions,
    } satisfies Schema<'UpdateProjectRequest'>;
    let status: AutoSaveStatus = 'saved';
    try {
      unwrap(await this.#deps.api.PUT('/projects/{id}', { params: { path: { id } }, body }));
    } catch (error) {
      console.warn('The story texts could not be saved', error);
      status = 'error';
    }
    // A later save (or a reset) has the last word.
    if (request === this.#saveRequest && id === this.state.projectId) runInAction(() => (this.saveStatus = status));
  }

  #schedulePageSave(pageIndex: number, delay: number): void {
    this.#cancelPageSave(pageIndex);
    this.#pageTimers.set(
      pageIndex,
      this.#deps.clock.setTimeout(() => {
        this.#pageTimers.delete(pageIndex);
        this.#trackPageSave(this.#savePageText(pageIndex));
      }, delay),
    );
  }

  #cancelPageSave(pageIndex: number): void {
    const timer = this.#pageTimers.get(pageIndex);
    if (timer === undefined) return;
    this.#deps.clock.clearTimeout(timer);
    this.#pageTimers.delete(pageIndex);
  }

  #cancelPageSaves(): void {
    for (const pageIndex of [...this.#pageTimers.keys()]) this.#cancelPageSave(pageIndex);
  }

  #trackPageSave(save: Promise<void>): void {
    this.#pageSaves.add(save);
    void save.finally(() => this.#pageSaves.delete(save));
  }

  /**
   * PUT /projects/{id}/story/pages/{page_index} with the page's text, trimmed, when there is one. The answer says
   * whether the page's narration is now out of date; it never replaces the text in the box. A failure that is not
   * the request's fault (network, server) is tried again in a few seconds.
   */
  async #savePageText(pageIndex: number): Promise<void> {
    const id = this.state.projectId;
    const text = this.state.story[pageIndex]?.page_text.trim() ?? '';
    if (!id || this.state.isReadOnly || text === '') {
      runInAction(() => this.pageSaveStatuses.delete(pageIndex));
      return;
    }
    const request = (this.#pageSaveRequests.get(pageIndex) ?? 0) + 1;
    this.#pageSaveRequests.set(pageIndex, request);
    const epoch = this.#epoch;
    runInAction(() => this.pageSaveStatuses.set(pageIndex, 'saving'));
    const latest = () => epoch === this.#epoch && this.#pageSaveRequests.get(pageIndex) === request;
    try {
      const saved = unwrap(
        await this.#deps.api.PUT('/projects/{id}/story/pages/{page_index}', {
          params: { path: { id, page_index: pageIndex } },
          body: { page_text: text },
        }),
      );
      if (!latest()) return;
      runInAction(() => {
        // Newer text waiting for its save is not saved yet.
        if (!this.#pageTimers.has(pageIndex)) this.pageSaveStatuses.set(pageIndex, 'saved');
        const others = this.state.audioOutOfDate.filter((index) => index !== pageIndex);
        this.state.audioOutOfDate = saved.audio_out_of_date ? [...others, pageIndex].sort((a, b) => a - b) : others;
      });
    } catch (error) {
      console.warn(`The text of page ${pageIndex + 1} could not be saved`, error);
      if (!latest()) return;
      runInAction(() => this.pageSaveStatuses.set(pageIndex, 'error'));
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused && !this.#pageTimers.has(pageIndex)) this.#schedulePageSave(pageIndex, PAGE_TEXT_RETRY_MS);
    }
  }

  #readStored(): PersistedWorkflowState | null {
    const { storage } = this.#deps;
    const raw = this.#safely(() => storage.getItem(PROJECT_STORAGE_KEY)) ?? null;
    if (raw === null) return null;
    let state: PersistedWorkflowState | null = null;
    try {
      state = migrateProjectState(JSON.parse(raw));
    } catch {
      state = null;
    }
    // Unreadable: the product's keys go (spec 000 §8), or at least this one.
    if (state === null && !this.#deps.clearStorage?.()) this.#safely(() => storage.removeItem(PROJECT_STORAGE_KEY));
    return state;
  }

  #write(json: string): void {
    const { storage } = this.#deps;
    if (json === DEFAULT_ENVELOPE) {
      this.#safely(() => storage.removeItem(PROJECT_STORAGE_KEY));
      return;
    }
    try {
      storage.setItem(PROJECT_STORAGE_KEY, json);
      return;
    } catch {
      // Full: the product's other keys go (spec 000 §8), then one more try.
    }
    try {
      if (!this.#storageCleaned && this.#deps.clearStorage) {
        this.#storageCleaned = true;
        if (this.#deps.clearStorage()) {
          storage.setItem(PROJECT_STORAGE_KEY, json);
          return;
        }
      }
    } catch {
      // Still too big, or blocked.
    }
    // An older copy must not come back on the next visit.
    this.#safely(() => storage.removeItem(PROJECT_STORAGE_KEY));
  }

  #readRegenerating(projectId: string | null): number[] {
    if (!projectId) return [];
    const key = regeneratingKey(projectId);
    const raw = this.#safely(() => this.#deps.storage.getItem(key)) ?? null;
    if (raw === null) return [];
    try {
      const pages: unknown = JSON.parse(raw);
      if (Array.isArray(pages) && pages.every((page) => Number.isInteger(page) && page >= 0)) return pages as number[];
    } catch {
      // Unreadable: forgotten below.
    }
    this.#safely(() => this.#deps.storage.removeItem(key));
    return [];
  }

  #forgetRegenerating(): void {
    const id = this.state.projectId;
    if (id) this.#safely(() => this.#deps.storage.removeItem(regeneratingKey(id)));
    this.regeneratingPages = [];
  }

  /** Storage can be full or blocked; the project still holds for this visit. */
  #safely<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch {
      return undefined;
    }
  }
}
