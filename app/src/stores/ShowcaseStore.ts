import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import { recordShowcaseView } from './showcaseViews.ts';

/** Spec 000 §9: the landing page shows up to 8 showcase videos. */
export const LANDING_SHOWCASE_LIMIT = 8;

type Video = Schema<'ShowcaseVideo'>;

/**
 * Shown when the showcase cannot be loaded (spec 000 §4: four built-in samples). Their ids have no hyphen, so no
 * view is recorded for them, and with no video URL the player says 'Video not available'.
 */
export const SAMPLE_SHOWCASE_VIDEOS: readonly Video[] = [
  {
    id: 'sample1',
    title: 'The Moon Who Could Not Sleep',
    description: 'A sleepy little moon asks the stars for help and learns that everyone needs a bedtime story.',
    category: 'childrens_bedtime_story',
    video_url: '',
    duration: 150,
    view_count: 0,
  },
  {
    id: 'sample2',
    title: 'Grandpa’s Treasure Map',
    description: 'Two cousins follow a map drawn on a napkin and find the best treasure of all: a day together.',
    category: 'adventure_story',
    video_url: '',
    duration: 165,
    view_count: 0,
  },
  {
    id: 'sample3',
    title: 'Dragon at the Dentist',
    description: 'A brave dragon with a wobbly tooth discovers that being scared and being brave can go together.',
    category: 'funny_friends_story',
    video_url: '',
    duration: 140,
    view_count: 0,
  },
  {
    id: 'sample4',
    title: 'Čarobna šuma',
    description: 'Mia i njezina lisica prate krijesnice kroz čarobnu šumu sve do kuće.',
    category: 'fantasy_story',
    video_url: '',
    duration: 155,
    view_count: 0,
  },
];

/** The landing page's community showcase and its statistics. */
export class ShowcaseStore {
  videos: Video[] = [];
  isLoading = false;
  /** The samples are shown because the showcase could not be loaded. */
  isFallback = false;
  /** A load has finished (the grid shows skeletons until then, and never an empty state). */
  hasLoaded = false;
  playing: Video | null = null;

  readonly #api: ApiClient;
  #loading: Promise<void> | null = null;

  constructor({ api }: { api: ApiClient }) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The strip under the showcase: stories shown, their views, and distinct categories. */
  get stats(): { featuredCount: number; totalViews: number; categoryCount: number } {
    return {
      featuredCount: this.videos.length,
      totalViews: this.videos.reduce((sum, video) => sum + video.view_count, 0),
      categoryCount: new Set(this.videos.map((video) => video.category ?? 'general')).size,
    };
  }

  /**
   * Whether the statistics strip has something true to count: real shared stories. A fresh installation (nothing
   * shared yet) or the built-in samples would show zeros or invented figures, so the strip waits.
   */
  get hasStats(): boolean {
    return this.hasLoaded && !this.isFallback && this.videos.length > 0;
  }

  /** Nobody has shared a story yet (the server answered with none; a failure shows the samples instead). */
  get isEmpty(): boolean {
    return this.hasLoaded && !this.isLoading && this.videos.length === 0;
  }

  /** Loads the showcase; a second call while one is under way waits for the same request. */
  load(): Promise<void> {
    this.#loading ??= this.#load().finally(() => (this.#loading = null));
    return this.#loading;
  }

  async #load(): Promise<void> {
    this.isLoading = true;
    try {
      const { videos } = unwrap(
        await this.#api.GET('/showcase/videos', { params: { query: { limit: LANDING_SHOWCASE_LIMIT } } }),
      );
      runInAction(() => {
        this.videos = videos.slice(0, LANDING_SHOWCASE_LIMIT);
        this.isFallback = false;
      });
    } catch (error) {
      console.warn('The showcase could not be loaded; showing samples', error);
      runInAction(() => {
        this.videos = [...SAMPLE_SHOWCASE_VIDEOS];
        this.isFallback = true;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
        this.hasLoaded = true;
      });
    }
  }

  /** Opens the player; a real (hyphenated) id has its view recorded, and a failure is only logged. */
  open(video: Video): void {
    this.playing = video;
    recordShowcaseView(this.#api, video.id);
  }

  close(): void {
    this.playing = null;
  }
}
