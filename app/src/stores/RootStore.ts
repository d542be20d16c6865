import { reaction } from 'mobx';
import { createApiClient, type ApiClient } from '@storyloom/api-client';
import { AuthStore, type AppLocation, type AuthStorage, type AuthStoreDependencies } from './AuthStore.ts';
import { systemClock, type Clock } from './clock.ts';
import { BillingStore } from './BillingStore.ts';
import { CreditsStore } from './CreditsStore.ts';
import { DiscoverStore } from './DiscoverStore.ts';
import { GalleryStore } from './GalleryStore.ts';
import { PricingStore } from './PricingStore.ts';
import { ShowcaseStore } from './ShowcaseStore.ts';
import { ThemeStore, type MatchMedia } from './ThemeStore.ts';
import { ToastStore } from './ToastStore.ts';

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
  readonly theme: ThemeStore;
  readonly toasts: ToastStore;
  readonly auth: AuthStore;
  readonly credits: CreditsStore;
  readonly gallery: GalleryStore;
  readonly discover: DiscoverStore;
  readonly pricing: PricingStore;
  readonly billing: BillingStore;
  readonly showcase: ShowcaseStore;
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
    this.discover = new DiscoverStore({ api: this.api, toasts: this.toasts });
    this.billing = new BillingStore({ api: this.api, toasts: this.toasts });
    this.showcase = new ShowcaseStore({ api: this.api });
    this.pricing = new PricingStore({
      api: this.api,
      toasts: this.toasts,
      clock,
      goToCheckout: leaveApp,
      onCreditsChanged: () => void this.credits.refresh(),
    });
    // The balance loads once the user is authenticated; the user's data is wiped when the session ends.
    this.#stopReactions = reaction(
      () => this.auth.isAuthenticated,
      (authenticated) => {
        if (authenticated) {
          void this.credits.refresh();
          return;
        }
        this.credits.clear();
        this.gallery.clear();
        this.discover.clear();
        this.billing.clear();
      },
    );
  }

  dispose(): void {
    this.#stopReactions();
    this.theme.dispose();
    this.auth.dispose();
  }
}
