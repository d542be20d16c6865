import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import { uploadMaxFiles } from '@storyloom/ui/rules';
import type { AppLocation } from './AuthStore.ts';
import type { Clock } from './clock.ts';
import type { CreditsStore } from './CreditsStore.ts';
import type { ArtStyleChoice, ProjectStore } from './ProjectStore.ts';
import type { ToastStore } from './ToastStore.ts';

type ImageItem = Schema<'ImageItem'>;

/** Stage 1's messages (spec 001 §5, §7, §8). */
export const STYLE_MESSAGES = {
  customEmpty: 'Please provide a custom style description.',
  noStyle: 'Please select an art style.',
  noUploads: 'Please upload inspiration images first.',
  noSelection: 'Please select a style image to continue.',
  noStyleImages: 'No style images were generated. Please try again.',
  uploadFailed: 'Failed to upload images. Please try again.',
  tooManyFiles: 'Too many files',
  removeFailed: 'Failed to remove the image. Please try again.',
  processFailed: 'Failed to process the selected image. Please try selecting a different style image.',
  invalidFormat: 'Invalid image format selected...',
  extractFailed: 'Failed to extract image data...',
  approveFailed: (error: string) => `Failed to approve reference image: ${error}`,
  unknownError: 'Unknown error',
} as const;

/** Spec 001 §9: at most 10 uploaded files (the drop zone's limit too). */
export const MAX_UPLOADED_IMAGES = uploadMaxFiles;
/** Spec 001 §4, §9: the upload bar shows 0, 20, 80, 100 and goes away 1 s after 100. */
export const UPLOAD_PROGRESS_STEPS = { start: 0, sending: 20, received: 80, done: 100 } as const;
export const UPLOAD_PROGRESS_RESET_MS = 1000;

/** The art style key that means 'Describe Custom Style' (spec 001 §3). */
export const CUSTOM_ART_STYLE = 'custom' satisfies ArtStyleChoice;

export type StyleMode = 'predefined' | 'custom';

/** Fetches a picture (a signed URL, file URL or data URL) as a Blob; tests and stories pass their own. */
export type ImageFetcher = (url: string) => Promise<Blob>;

const fetchImage: ImageFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  return response.blob();
};

/** Why a picture could not become base64, each with its message (spec 001 §8). */
class ImageDataError extends Error {}

/** An image's id, or its URL when the server sent none. */
export const imageId = (image: ImageItem, index: number): string =>
  image.id ?? image.signed_url ?? image.file_url ?? `image-${index}`;

/** What an `<img>` shows: the signed URL, else the file URL, else the base64 as a data URL. */
export function imageSrc(image: ImageItem): string {
  if (image.signed_url) return image.signed_url;
  if (image.file_url) return image.file_url;
  return image.base64 ? `data:${image.content_type ?? 'image/png'};base64,${image.base64}` : '';
}

/** Base64 of a Blob's bytes (chunked: a spread of a large array would overflow the stack). */
async function blobBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export type StyleStoreDependencies = {
  api: ApiClient;
  project: ProjectStore;
  toasts: ToastStore;
  clock: Clock;
  credits: CreditsStore;
  location: AppLocation;
  fetchImage?: ImageFetcher;
};

/**
 * Stage 1's actions on the project: uploading inspiration images, choosing the art style, generating the style
 * options, choosing one and approving it as the story's reference image. The workflow state stays in the
 * `ProjectStore`; a read-only project changes nothing here.
 */
export class StyleStore {
  /** 0–100 while an upload runs and for 1 s after it ends; null when idle. */
  uploadProgress: number | null = null;
  /** The 'additional instructions' box, for the project it was typed for. */
  instructionsDraft: { projectId: string | null; text: string } = { projectId: null, text: '' };
  /** The style option chosen to approve. */
  selectedStyleId: string | null = null;
  isApproving = false;
  /** A validation message of the style choice, shown in the Style Preferences card until the choice changes. */
  styleError: string | null = null;
  /** 'Use Predefined Style' picked while the state still says custom: for this project, no predefined style yet. */
  pickingPredefinedFor: string | null = null;

  readonly #deps: StyleStoreDependencies;
  readonly #fetchImage: ImageFetcher;
  /** Base64 of uploads made in this visit, by image id (kept out of the stored state: it would fill the storage). */
  readonly #uploadedBase64 = new Map<string, string>();
  /** The last predefined style before switching to custom, by project. */
  #lastPredefined: { projectId: string | null; style: ArtStyleChoice } | null = null;
  #resetProgressTimer: unknown = null;

  constructor(deps: StyleStoreDependencies) {
    this.#deps = deps;
    this.#fetchImage = deps.fetchImage ?? fetchImage;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get #state() {
    return this.#deps.project.state;
  }

  get readOnly(): boolean {
    return this.#state.isReadOnly;
  }

  get isUploading(): boolean {
    return this.uploadProgress !== null && this.uploadProgress < UPLOAD_PROGRESS_STEPS.done;
  }

  get isGenerating(): boolean {
    return this.#state.isGeneratingStyle;
  }

  /** How many more images the project can take. */
  get roomLeft(): number {
    return Math.max(0, MAX_UPLOADED_IMAGES - this.#state.uploadedImages.length);
  }

  // ───────────── style choice ─────────────

  get mode(): StyleMode {
    const { artStyle, projectId } = this.#state;
    return artStyle === CUSTOM_ART_STYLE && this.pickingPredefinedFor !== projectId ? 'custom' : 'predefined';
  }

  /** The chosen predefined art style, or null in custom mode or before one is chosen. */
  get predefinedStyle(): ArtStyleChoice | null {
    const { artStyle } = this.#state;
    return this.mode === 'predefined' && artStyle !== CUSTOM_ART_STYLE ? artStyle : null;
  }

  get customPrompt(): string {
    return this.#state.stylePrompt;
  }

  setMode(mode: StyleMode): void {
    if (this.readOnly || mode === this.mode) return;
    const { project } = this.#deps;
    const { artStyle, projectId } = this.#state;
    this.styleError = null;
    if (mode === 'custom') {
      if (artStyle !== CUSTOM_ART_STYLE) this.#lastPredefined = { projectId, style: artStyle };
      this.pickingPredefinedFor = null;
      project.setSetting('artStyle', CUSTOM_ART_STYLE);
      return;
    }
    const last = this.#lastPredefined?.projectId === projectId ? this.#lastPredefined.style : null;
    if (last) project.setSetting('artStyle', last);
    else this.pickingPredefinedFor = projectId;
  }

  chooseArtStyle(style: ArtStyleChoice): void {
    if (this.readOnly) return;
    this.styleError = null;
    this.pickingPredefinedFor = null;
    this.#deps.project.setSetting('artStyle', style);
  }

  setCustomPrompt(text: string): void {
    if (this.readOnly) return;
    this.styleError = null;
    this.#deps.project.setSetting('stylePrompt', text);
  }

  /** The 'additional instructions' box: added to the style prompt, or the regeneration's instructions. */
  get instructions(): string {
    return this.instructionsDraft.projectId === this.#state.projectId ? this.instructionsDraft.text : '';
  }

  setInstructions(text: string): void {
    if (this.readOnly) return;
    this.instructionsDraft = { projectId: this.#state.projectId, text };
  }

  // ───────────── uploads ─────────────

  /**
   * Uploads inspiration images into the project (POST /projects/{id}/upload-images), showing progress 0 → 20 → 80
   * → 100 and clearing it 1 s later. Resolves whether they were stored.
   */
  async uploadImages(files: readonly File[]): Promise<boolean> {
    const { api, toasts, project } = this.#deps;
    const id = this.#state.projectId;
    if (this.readOnly || files.length === 0 || this.isUploading) return false;
    if (files.length > this.roomLeft) {
      toasts.error(STYLE_MESSAGES.tooManyFiles);
      return false;
    }
    if (!id) {
      toasts.error(STYLE_MESSAGES.uploadFailed);
      return false;
    }
    this.#cancelProgressReset();
    this.uploadProgress = UPLOAD_PROGRESS_STEPS.start;
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    this.uploadProgress = UPLOAD_PROGRESS_STEPS.sending;
    let images: ImageItem[];
    try {
      ({ images } = unwrap(
        await api.POST('/projects/{id}/upload-images', {
          params: { path: { id } },
          // The form is the body: openapi-fetch sends FormData as multipart with its boundary.
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ));
    } catch (error) {
      console.warn('The images could not be uploaded', error);
      runInAction(() => (this.uploadProgress = null));
      toasts.error(STYLE_MESSAGES.uploadFailed);
      return false;
    }
    runInAction(() => (this.uploadProgress = UPLOAD_PROGRESS_STEPS.received));
    // Another project opened meanwhile: these images are not its.
    if (this.#state.projectId !== id) {
      runInAction(() => (this.uploadProgress = null));
      return false;
    }
    runInAction(() => {
      const start = this.#state.uploadedImages.length;
      const stored = images.map((image, index) => {
        if (image.base64) this.#uploadedBase64.set(imageId(image, start + index), image.base64);
        return { ...image, base64: null };
      });
      project.patch({ uploadedImages: [...this.#state.uploadedImages, ...stored] });
      this.uploadProgress = UPLOAD_PROGRESS_STEPS.done;
    });
    this.#resetProgressTimer = this.#deps.clock.setTimeout(() => {
      this.#resetProgressTimer = null;
      runInAction(() => (this.uploadProgress = null));
    }, UPLOAD_PROGRESS_RESET_MS);
    return true;
  }

  /**
   * Removes one upload (DELETE /projects/{id}/uploads/{file_id}). It leaves the list at once and comes back where it
   * was, with an error toast, if the server refuses; a 404 means it is gone there already. Resolves whether it went.
   */
  async removeUpload(uploadId: string): Promise<boolean> {
    const { api, toasts, project } = this.#deps;
    const id = this.#state.projectId;
    const index = this.#state.uploadedImages.findIndex((image, i) => imageId(image, i) === uploadId);
    const image = this.#state.uploadedImages[index];
    if (this.readOnly || !id || !image?.id) return false;
    project.patch({ uploadedImages: this.#state.uploadedImages.filter((item) => item !== image) });
    try {
      unwrap(await api.DELETE('/projects/{id}/uploads/{file_id}', { params: { path: { id, file_id: image.id } } }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        console.warn('The image could not be removed', error);
        // Another project opened meanwhile: nothing of this one to put back.
        if (this.#state.projectId !== id) return false;
        runInAction(() => {
          const images = [...this.#state.uploadedImages];
          images.splice(Math.min(index, images.length), 0, image);
          project.patch({ uploadedImages: images });
        });
        // A refusal that explains itself (in use as a page image, read-only) says so; anything else the generic message.
        toasts.error(error instanceof ApiError && error.status === 409 ? error.message : STYLE_MESSAGES.removeFailed);
        return false;
      }
    }
    this.#uploadedBase64.delete(uploadId);
    return true;
  }

  // ───────────── style options ─────────────

  /** The first validation message that applies to generating the style options, or null (spec 001 §5's order). */
  get generateProblem(): string | null {
    if (this.mode === 'custom' && this.customPrompt.trim() === '') return STYLE_MESSAGES.customEmpty;
    if (this.mode === 'predefined' && this.predefinedStyle === null) return STYLE_MESSAGES.noStyle;
    if (this.#state.uploadedImages.length === 0) return STYLE_MESSAGES.noUploads;
    return null;
  }

  /**
   * Generates the style options from the uploads (POST /projects/{id}/style-images), or, once there are options,
   * regenerates them with the additional instructions (POST /projects/{id}/regenerate-style-images). Refreshes the
   * balance afterwards. Resolves whether options came back.
   */
  async generateStyleImages(): Promise<boolean> {
    const { api, toasts, project, credits } = this.#deps;
    const id = this.#state.projectId;
    if (this.readOnly || this.isGenerating || !id) return false;
    const problem = this.generateProblem;
    if (problem) {
      if (problem !== STYLE_MESSAGES.noUploads) this.styleError = problem;
      toasts.error(problem);
      return false;
    }
    const custom = this.mode === 'custom';
    const artStyle = custom ? CUSTOM_ART_STYLE : this.predefinedStyle!;
    const stylePrompt = custom ? this.customPrompt.trim() : '';
    const instructions = this.instructions.trim();
    const regenerating = this.#state.styleImages.length > 0 && instructions !== '';
    project.patch({ isGeneratingStyle: true });
    this.selectedStyleId = null;
    try {
      const referenceImages = await this.#uploadedImagesBase64();
      if (referenceImages === null) {
        toasts.error(STYLE_MESSAGES.uploadFailed);
        return false;
      }
      const result = regenerating
        ? unwrap(
            await api.POST('/projects/{id}/regenerate-style-images', {
              params: { path: { id } },
              body: {
                style_prompt: stylePrompt || null,
                reference_images: referenceImages,
                art_style: artStyle,
                regeneration_instructions: instructions,
              },
            }),
          )
        : unwrap(
            await api.POST('/projects/{id}/style-images', {
              params: { path: { id } },
              body: {
                // The additional instructions travel with the style prompt on a first generation.
                style_prompt: [stylePrompt, instructions].filter(Boolean).join('. ') || null,
                reference_images: referenceImages,
                art_style: artStyle,
              },
            }),
          );
      void credits.refresh({ quiet: true });
      if (this.#state.projectId !== id) return false;
      if (!result.success || result.style_images.length === 0) {
        toasts.error(STYLE_MESSAGES.noStyleImages);
        return false;
      }
      runInAction(() => {
        project.patch({ styleImages: result.style_images, artStyle, stylePrompt });
        this.selectedStyleId = null;
      });
      return true;
    } catch (error) {
      if (this.#state.projectId !== id) return false;
      project.noteInsufficientCredits(error);
      toasts.error(error instanceof Error ? error.message : STYLE_MESSAGES.noStyleImages);
      return false;
    } finally {
      if (this.#state.projectId === id) project.patch({ isGeneratingStyle: false });
    }
  }

  // ───────────── choosing and approving ─────────────

  get selectedStyleImage(): ImageItem | null {
    if (this.selectedStyleId === null) return null;
    return this.#state.styleImages.find((image, index) => imageId(image, index) === this.selectedStyleId) ?? null;
  }

  selectStyleImage(id: string): void {
    if (this.readOnly || this.isApproving) return;
    this.selectedStyleId = id;
  }

  /**
   * 'Continue to Story Details': the chosen style image is fetched and turned into base64, approved as the
   * reference image (POST /projects/{id}/approve-reference), stage 1 is marked completed, stage 2 becomes the
   * current one, and the page moves to /app/stage/2. A read-only project only moves on. Resolves whether it moved.
   */
  async continueToStoryDetails(): Promise<boolean> {
    const { api, toasts, project, location } = this.#deps;
    if (this.readOnly) {
      if (!project.canOpenStage(2)) return false;
      location.navigate('/app/stage/2');
      return true;
    }
    const id = this.#state.projectId;
    if (this.isApproving || !id) return false;
    const image = this.selectedStyleImage;
    if (!image) {
      toasts.error(STYLE_MESSAGES.noSelection);
      return false;
    }
    this.isApproving = true;
    try {
      let base64: string;
      try {
        base64 = await this.#styleImageBase64(image);
      } catch (error) {
        console.warn('The selected style image could not be read', error);
        toasts.error(error instanceof ImageDataError ? error.message : STYLE_MESSAGES.processFailed);
        return false;
      }
      const { artStyle, stylePrompt } = this.#state;
      const approved = unwrap(
        await api.POST('/projects/{id}/approve-reference', {
          params: { path: { id } },
          body: { image_base64: base64, art_style: artStyle, style_prompt: stylePrompt || null },
        }),
      );
      if (!approved.success) {
        toasts.error(STYLE_MESSAGES.approveFailed(approved.error || STYLE_MESSAGES.unknownError));
        return false;
      }
      if (this.#state.projectId !== id) return false;
      runInAction(() => {
        project.markStageCompleted(1);
        project.patch({ approvedReferenceImage: base64, artStyle, stylePrompt });
      });
      void project.setStage(2);
      location.navigate('/app/stage/2');
      return true;
    } catch (error) {
      toasts.error(STYLE_MESSAGES.approveFailed((error instanceof Error && error.message) || STYLE_MESSAGES.unknownError));
      return false;
    } finally {
      runInAction(() => (this.isApproving = false));
    }
  }

  // ───────────── internals ─────────────

  /** The chosen style image as base64 without its data prefix, fetched from its signed or file URL. */
  async #styleImageBase64(image: ImageItem): Promise<string> {
    const url = image.signed_url || image.file_url;
    if (!url) {
      if (image.base64) return image.base64;
      throw new ImageDataError(STYLE_MESSAGES.processFailed);
    }
    let blob: Blob;
    try {
      blob = await this.#fetchImage(url);
    } catch (error) {
      throw new ImageDataError(STYLE_MESSAGES.processFailed, { cause: error });
    }
    if (!blob.type.startsWith('image/')) throw new ImageDataError(STYLE_MESSAGES.invalidFormat);
    const base64 = await blobBase64(blob);
    if (base64 === '') throw new ImageDataError(STYLE_MESSAGES.extractFailed);
    return base64;
  }

  /** Every upload as base64 (kept from this visit's uploads, else fetched from its URL), or null when one fails. */
  async #uploadedImagesBase64(): Promise<string[] | null> {
    try {
      return await Promise.all(
        this.#state.uploadedImages.map(async (image, index) => {
          const cached = image.base64 ?? this.#uploadedBase64.get(imageId(image, index));
          if (cached) return cached;
          const url = image.signed_url || image.file_url;
          if (!url) throw new Error('The upload has neither data nor a URL');
          const base64 = await blobBase64(await this.#fetchImage(url));
          this.#uploadedBase64.set(imageId(image, index), base64);
          return base64;
        }),
      );
    } catch (error) {
      console.warn('The uploaded images could not be read', error);
      return null;
    }
  }

  #cancelProgressReset(): void {
    if (this.#resetProgressTimer === null) return;
    this.#deps.clock.clearTimeout(this.#resetProgressTimer);
    this.#resetProgressTimer = null;
  }
}
