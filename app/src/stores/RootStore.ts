import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@storyloom/api-client';
import { AuthStore, type AppLocation, type AuthStorage, type AuthStoreDependencies } from './AuthStore.ts';
import { systemClock, type Clock } from './clock.ts';
import { BillingStore } from './BillingStore.ts';
import { CatalogueStore } from './CatalogueStore.ts';
import { CreditsStore } from './CreditsStore.ts';
import { DiscoverStore } from './DiscoverStore.ts';
import { GalleryStore } from './GalleryStore.ts';
import { NotificationStore } from './NotificationStore.ts';
import { PaymentStore } from './PaymentStore.ts';
import { PricingStore } from './PricingStore.ts';
import { NarrationStore } from './NarrationStore.ts';
import { ProjectStore } from './ProjectStore.ts';
import { StoryStore } from './StoryStore.ts';
import { ShowcaseStore } from './ShowcaseStore.ts';
import { SocialProvidersStore } from './SocialProvidersStore.ts';
import { StyleStore } from './StyleStore.ts';
import { canListKeys, clearProductStorage, STORAGE_MESSAGES } from './storageCleanup.ts';
import { ThemeStore, type MatchMedia } from './ThemeStore.ts';
import { ToastStore } from './ToastStore.ts';
import { VideoJobStore } from './VideoJobStore.ts';

export type RootStoreDependencies = {
  storage: AuthStorage;
  matchMedia?: MatchMedia;
  clock?: Clock;
  /** Where the app is and how to move it (the router's). Tests pass a recorder; the default stays put. */
  location?: AppLocation;
  /** The API base (default `/api`, served by the same origin). */
  apiBaseUrl?: string;
  /** For tests: the transport of the API client. */
  fetch?: typeof globalThis.fetch;
  /** The tab's session storage (social sign-in remembers the page there). */
  sessionStorage?: AuthStoreDependencies['sessionStorage'];
  /** Leaves the app for another site: a checkout or an identity provider (default: the browser's location). */
  leaveApp?: (url: string) => void;
};

const stayingLocation: AppLocation = { pathname: () => '/', navigate: () => {} };

/** Owns every domain store; what they depend on is passed in, so tests and stories build one with fakes. */
export class RootStore {
  readonly api: ApiClient;
  /** Time and timers of the whole app (screens read 'now' from it). */
  readonly clock: Clock;
  readonly theme: ThemeStore;
  readonly toasts: ToastStore;
  readonly auth: AuthStore;
  readonly credits: CreditsStore;
  readonly gallery: GalleryStore;
  readonly discover: DiscoverStore;
  readonly pricing: PricingStore;
  readonly billing: BillingStore;
  readonly showcase: ShowcaseStore;
  readonly project: ProjectStore;
  /** The workflow's story types, art styles and languages. */
  readonly catalogue: CatalogueStore;
  /** Stage 1: uploads, style options and approving the reference image. */
  readonly style: StyleStore;
  /** Stage 2: story details, generation and page pictures. */
  readonly story: StoryStore;
  /** Stage 3: voices, narration, music and animations. */
  readonly narration: NarrationStore;
  /** Stage 3: the final video's background jobs. */
  readonly videoJobs: VideoJobStore;
  readonly notifications: NotificationStore;
  readonly payment: PaymentStore;
  readonly socialProviders: SocialProvidersStore;
  readonly #storage: AuthStorage;
  readonly #stopReactions: () => void;

  constructor({
    storage,
    matchMedia,
    clock = systemClock,
    location = stayingLocation,
    apiBaseUrl = '/api',
    fetch,
    sessionStorage,
    leaveApp = (url) => globalThis.location?.assign(url),
  }: RootStoreDependencies) {
    this.clock = clock;
    this.#storage = storage;
    this.theme = new ThemeStore({ storage, matchMedia });
    this.toasts = new ToastStore();
    // The client reads the token fresh for every request and ends the session on a 401 about the token.
    this.api = createApiClient({
      baseUrl: apiBaseUrl,
      getToken: () => this.auth.token,
      onUnauthorized: () => this.auth.forceLogout(),
      ...(fetch ? { fetch } : {}),
    });
    this.auth = new AuthStore({
      api: this.api,
      storage,
      clock,
      location,
      toasts: this.toasts,
      leaveApp,
      ...(sessionStorage ? { sessionStorage } : {}),
    });
    this.credits = new CreditsStore({ api: this.api, toasts: this.toasts });
    this.gallery = new GalleryStore({ api: this.api, toasts: this.toasts, clock });
    this.discover = new DiscoverStore({ api: this.api, toasts: this.toasts, clock });
    this.billing = new BillingStore({ api: this.api });
    this.showcase = new ShowcaseStore({ api: this.api });
    this.project = new ProjectStore({ api: this.api, storage, clock, toasts: this.toasts, location });
    this.catalogue = new CatalogueStore({ api: this.api });
    this.style = new StyleStore({
      api: this.api,
      project: this.project,
      toasts: this.toasts,
      clock,
      credits: this.credits,
      location,
    });
    this.story = new StoryStore({
      api: this.api,
      project: this.project,
      toasts: this.toasts,
      clock,
      credits: this.credits,
      location,
    });
    this.narration = new NarrationStore({
      api: this.api,
      project: this.project,
      toasts: this.toasts,
      clock,
      credits: this.credits,
    });
    this.videoJobs = new VideoJobStore({
      api: this.api,
      project: this.project,
      narration: this.narration,
      story: this.story,
      toasts: this.toasts,
      clock,
      credits: this.credits,
    });
    this.notifications = new NotificationStore({
      api: this.api,
      toasts: this.toasts,
      clock,
      location,
      // The notification store moves to stage 3 itself, after its 0.5 s pause.
      openProject: (projectId, stage) => this.project.loadProject(projectId, { stage, navigate: false }),
    });
    this.payment = new PaymentStore({
      api: this.api,
      auth: this.auth,
      onCreditsChanged: () => void this.credits.refresh(),
    });
    this.socialProviders = new SocialProvidersStore({ api: this.api });
    this.pricing = new PricingStore({
      api: this.api,
      toasts: this.toasts,
      clock,
      goToCheckout: leaveApp,
      onCreditsChanged: () => void this.credits.refresh(),
    });
    // The balance loads once the user is authenticated; the user's data is wiped when the session ends.
    // A stored session found invalid on start counts as ended too: its persisted project goes.
    this.#stopReactions = reaction(
      () => this.auth.status,
      (status) => {
        if (status === 'authenticated') void this.credits.refresh();
        else if (status === 'anonymous') this.clearUserData();
      },
    );
  }

  /** Back to a blank project (the workflow state); the credits and the rest of the user's data stay. */
  resetProject(): void {
    this.project.reset();
  }

  /**
   * Everything of the signed-out user goes (sign-out, forced logout): the project state, the credits, the loaded
   * lists and the persisted store.
   */
  clearUserData(): void {
    this.project.reset();
    this.narration.clear();
    this.videoJobs.clear();
    this.credits.clear();
    this.gallery.clear();
    this.discover.clear();
    this.billing.clear();
    this.pricing.resetDiscount();
    this.notifications.reset();
    try {
      if (canListKeys(this.#storage)) clearProductStorage(this.#storage);
    } catch (error) {
      console.warn('The browser storage could not be cleared', error);
    }
  }

  /**
   * The full storage cleanup: removes the product's stored keys (and resets the project they held) but keeps the
   * session, so the user stays signed in. Also the way out when the storage is full or corrupt.
   */
  cleanupStorage(): boolean {
    try {
      if (!canListKeys(this.#storage)) throw new Error('This storage cannot list its keys.');
      clearProductStorage(this.#storage);
      this.project.reset();
      this.toasts.success(STORAGE_MESSAGES.cleared);
      return true;
    } catch (error) {
      console.warn('The browser storage could not be cleared', error);
      this.toasts.error(STORAGE_MESSAGES.failed);
      return false;
    }
  }

  dispose(): void {
    this.#stopReactions();
    this.theme.dispose();
    this.narration.dispose();
    this.videoJobs.dispose();
    this.auth.dispose();
  }
}
