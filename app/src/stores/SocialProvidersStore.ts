import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';

export type SocialProvider = Schema<'SocialProvidersResponse'>['providers'][number];

/**
 * The social sign-in providers this server has configured (GET /auth/providers), for the buttons of the sign-in
 * and sign-up pages. Loaded once per visit; a failed load shows no buttons (e-mail sign-in still works).
 */
export class SocialProvidersStore {
  providers: SocialProvider[] = [];
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';

  readonly #api: ApiClient;

  constructor({ api }: { api: ApiClient }) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Asks the server unless the list is already here or on its way; a failure is tried again next time. */
  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    try {
      const { providers } = unwrap(await this.#api.GET('/auth/providers'));
      runInAction(() => {
        this.providers = providers;
        this.status = 'loaded';
      });
    } catch (error) {
      console.warn('Social sign-in providers could not be loaded', error);
      runInAction(() => (this.status = 'failed'));
    }
  }
}
