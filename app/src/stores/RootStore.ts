import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@storyloom/api-client';
import { AuthStore, type AppLocation, type AuthStorage, type AuthStoreDependencies } from './AuthStore.ts';
import type { BillingStore } from './BillingStore.ts';
import type { CatalogueStore } from './CatalogueStore.ts';
import { systemClock, type Clock } from './clock.ts';
import { CreditsStore } from './CreditsStore.ts';
import type { DiscoverStore } from './DiscoverStore.ts';
import type { GalleryStore } from './GalleryStore.ts';
import type { NarrationStore } from './NarrationStore.ts';
import type { NotificationStore } from './NotificationStore.ts';
import { LazyStore } from './lazyStore.ts';
import type { PaymentStore } from './PaymentStore.ts';
import type { PricingStore } from './PricingStore.ts';
import type { ProjectStore } from './ProjectStore.ts';
import { ShowcaseStore } from './ShowcaseStore.ts';
import type { SignedInStores } from './SignedInStores.ts';
import type { SocialProvidersStore } from './SocialProvidersStore.ts';
import { canListKeys, clearProductStorage, STORAGE_MESSAGES } from './storageCleanup.ts';
import type { StoryStore } from './StoryStore.ts';
import type { StyleStore } from './StyleStore.ts';
import { ThemeStore, type MatchMedia } from './ThemeStore.ts';
import { ToastStore } from './ToastStore.ts';
import type { VideoJobStore } from './VideoJobStore.ts';

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
  /** How long toasts stay when they name no time (see ToastStore); screen stories keep them (0) for stable pictures. */
  toastDuration?: number;
};

const stayingLocation: AppLocation = { pathname: () => '/', navigate: () => {} };

/**
 * Owns every domain store; what they depend on is passed in, so tests and stories build one with fakes. The stores
 * of the pages behind sign-in come from a chunk of their own: `loadSignedInStores()` (the /app route's middleware
 * awaits it) creates them, and until then reading one of them throws.
 */
export class RootStore {
  readonly api: ApiClient;
  /** Time and timers of the whole app (screens read 'now' from it). */
  readonly clock: Clock;
  readonly theme: ThemeStore;
  readonly toasts: ToastStore;
  readonly auth: AuthStore;
  readonly credits: CreditsStore;
  readonly showcase: ShowcaseStore;
  readonly #storage: AuthStorage;
  readonly #stopReactions: () => void;
  readonly #signedIn: LazyStore<SignedInStores>;
  readonly #payment: LazyStore<PaymentStore>;
  readonly #socialProviders: LazyStore<SocialProvidersStore>;

  constructor({
    storage,
    matchMedia,
    clock = systemClock,
    location = stayingLocation,
    apiBaseUrl = '/api',
    fetch,
    sessionStorage,
    leaveApp = (url) => globalThis.location?.assign(url),
    toastDuration,
  }: RootStoreDependencies) {
    this.clock = clock;
    this.#storage = storage;
    this.theme = new ThemeStore({ storage, matchMedia });
    this.toasts = new ToastStore(toastDuration === undefined ? {} : { defaultDuration: toastDuration });
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
    this.showcase = new ShowcaseStore({ api: this.api });
    // Only the payment result page and the sign-in pages use these: each is a chunk of its own (issue #11).
    this.#payment = new LazyStore('The payment store', async () => {
      const { PaymentStore } = await import('./PaymentStore.ts');
      return new PaymentStore({
        api: this.api,
        auth: this.auth,
        onCreditsChanged: () => void this.credits.refresh(),
      });
    });
    this.#socialProviders = new LazyStore('The social sign-in providers store', async () => {
      const { SocialProvidersStore } = await import('./SocialProvidersStore.ts');
      return new SocialProvidersStore({ api: this.api });
    });
    this.#signedIn = new LazyStore("The signed-in pages' stores", async () => {
      const { SignedInStores } = await import('./SignedInStores.ts');
      return new SignedInStores({
        api: this.api,
        storage,
        clock,
        location,
        toasts: this.toasts,
        credits: this.credits,
        leaveApp,
        clearStorage: () => this.clearProductKeys(),
      });
    });
    // The balance loads once the user is authenticated; the user's data is wiped when the session ends.
    // A stored session found invalid on start counts as ended too: its persisted project goes.
    this.#stopReactions = reaction(
      () => this.auth.status,
      (status) => {
        if (status === 'authenticated') {
          void this.credits.refresh();
          // The prices the paid buttons show (the server's list; public, so loaded once a visit).
          void this.credits.loadCosts();
        } else if (status === 'anonymous') this.clearUserData();
      },
    );
  }

  /**
   * Creates the stores of the pages behind sign-in (/app/…), once, from their own chunk, so the landing page never
   * loads their code (issue #11). Every later call answers the same stores.
   */
  loadSignedInStores(): Promise<SignedInStores> {
    return this.#signedIn.load();
  }

  /** The payment result page's store, created on first use from its own chunk. */
  loadPaymentStore(): Promise<PaymentStore> {
    return this.#payment.load();
  }

  get payment(): PaymentStore {
    return this.#payment.current;
  }

  /** The sign-in pages' social providers, created on first use from their own chunk. */
  loadSocialProviders(): Promise<SocialProvidersStore> {
    return this.#socialProviders.load();
  }

  get socialProviders(): SocialProvidersStore {
    return this.#socialProviders.current;
  }

  get gallery(): GalleryStore {
    return this.#signedIn.current.gallery;
  }

  get discover(): DiscoverStore {
    return this.#signedIn.current.discover;
  }

  get pricing(): PricingStore {
    return this.#signedIn.current.pricing;
  }

  get billing(): BillingStore {
    return this.#signedIn.current.billing;
  }

  get project(): ProjectStore {
    return this.#signedIn.current.project;
  }

  /** The workflow's story types, art styles and languages. */
  get catalogue(): CatalogueStore {
    return this.#signedIn.current.catalogue;
  }

  /** Stage 1: uploads, style options and approving the reference image. */
  get style(): StyleStore {
    return this.#signedIn.current.style;
  }

  /** Stage 2: story details, generation and page pictures. */
  get story(): StoryStore {
    return this.#signedIn.current.story;
  }

  /** Stage 3: voices, narration, music and animations. */
  get narration(): NarrationStore {
    return this.#signedIn.current.narration;
  }

  /** Stage 3: the final video's background jobs. */
  get videoJobs(): VideoJobStore {
    return this.#signedIn.current.videoJobs;
  }

  get notifications(): NotificationStore {
    return this.#signedIn.current.notifications;
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
    this.#signedIn.ifLoaded?.clearUserData();
    this.credits.clear();
    try {
      if (canListKeys(this.#storage)) clearProductStorage(this.#storage);
    } catch (error) {
      console.warn('The browser storage could not be cleared', error);
    }
  }

  /**
   * Removes the product's stored keys but keeps the session, and says so ('Browser storage cleared successfully' or
   * 'Failed to clear browser storage'). The project store calls it when the storage is full or held unreadable data;
   * its state in memory stays and is stored again.
   */
  clearProductKeys(): boolean {
    try {
      if (!canListKeys(this.#storage)) throw new Error('This storage cannot list its keys.');
      clearProductStorage(this.#storage);
      this.toasts.success(STORAGE_MESSAGES.cleared);
      return true;
    } catch (error) {
      console.warn('The browser storage could not be cleared', error);
      this.toasts.error(STORAGE_MESSAGES.failed);
      return false;
    }
  }

  /** The full storage cleanup (spec 000 §4): the product's keys and the project they held go; the session stays. */
  cleanupStorage(): boolean {
    if (!this.clearProductKeys()) return false;
    this.#signedIn.ifLoaded?.project.reset();
    return true;
  }

  dispose(): void {
    this.#stopReactions();
    this.theme.dispose();
    this.#signedIn.ifLoaded?.dispose();
    this.auth.dispose();
  }
}
