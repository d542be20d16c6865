import type { ApiClient } from '@storyloom/api-client';
import type { AppLocation, AuthStorage } from './AuthStore.ts';
import { BillingStore } from './BillingStore.ts';
import { CatalogueStore } from './CatalogueStore.ts';
import type { Clock } from './clock.ts';
import type { CreditsStore } from './CreditsStore.ts';
import { DiscoverStore } from './DiscoverStore.ts';
import { GalleryStore } from './GalleryStore.ts';
import { NarrationStore } from './NarrationStore.ts';
import { NotificationStore } from './NotificationStore.ts';
import { PricingStore } from './PricingStore.ts';
import { ProjectStore } from './ProjectStore.ts';
import { StoryStore } from './StoryStore.ts';
import { StyleStore } from './StyleStore.ts';
import type { ToastStore } from './ToastStore.ts';
import { VideoJobStore } from './VideoJobStore.ts';

export type SignedInStoresDependencies = {
  api: ApiClient;
  storage: AuthStorage;
  clock: Clock;
  location: AppLocation;
  toasts: ToastStore;
  credits: CreditsStore;
  /** Leaves the app for the payment provider's checkout. */
  leaveApp: (url: string) => void;
  /** Full or unreadable browser storage: the product's keys go (RootStore.clearProductKeys). */
  clearStorage?: () => boolean;
};

/**
 * The domain stores of the pages behind sign-in (/app/…). RootStore creates them from this module on the first
 * such page, so their code is a chunk of its own that the landing page never loads (issue #11).
 */
export class SignedInStores {
  readonly gallery: GalleryStore;
  readonly discover: DiscoverStore;
  readonly pricing: PricingStore;
  readonly billing: BillingStore;
  readonly project: ProjectStore;
  readonly catalogue: CatalogueStore;
  readonly style: StyleStore;
  readonly story: StoryStore;
  readonly narration: NarrationStore;
  readonly videoJobs: VideoJobStore;
  readonly notifications: NotificationStore;

  constructor({ api, storage, clock, location, toasts, credits, leaveApp, clearStorage }: SignedInStoresDependencies) {
    this.gallery = new GalleryStore({ api, toasts, clock });
    this.discover = new DiscoverStore({ api, toasts, clock });
    this.billing = new BillingStore({ api });
    this.project = new ProjectStore({ api, storage, clock, toasts, location, clearStorage });
    this.catalogue = new CatalogueStore({ api });
    this.style = new StyleStore({ api, project: this.project, toasts, clock, credits, location });
    this.story = new StoryStore({ api, project: this.project, toasts, clock, credits, location });
    this.narration = new NarrationStore({ api, project: this.project, toasts, clock, credits });
    this.videoJobs = new VideoJobStore({
      api,
      project: this.project,
      narration: this.narration,
      story: this.story,
      toasts,
      clock,
      credits,
    });
    this.notifications = new NotificationStore({
      api,
      toasts,
      clock,
      location,
      storage,
      // The notification store moves to stage 3 itself, after its 0.5 s pause, and has its own failure message.
      openProject: (projectId, stage) => this.project.loadProject(projectId, { stage, navigate: false, reportFailure: false }),
    });
    this.pricing = new PricingStore({
      api,
      toasts,
      clock,
      goToCheckout: leaveApp,
      onCreditsChanged: () => void credits.refresh(),
    });
  }

  /** The signed-out user's project state and loaded lists go (the persisted store is RootStore's to clear). */
  clearUserData(): void {
    this.project.reset();
    this.narration.clear();
    this.videoJobs.clear();
    this.gallery.clear();
    this.discover.clear();
    this.billing.clear();
    this.pricing.resetDiscount();
    this.notifications.reset();
  }

  dispose(): void {
    this.narration.dispose();
    this.videoJobs.dispose();
  }
}
