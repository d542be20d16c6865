import { makeAutoObservable, runInAction, when } from 'mobx';
import { MESSAGES, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { Clock } from './clock.ts';
import type { ToastStore } from './ToastStore.ts';

/** A token counts as expired when it has no expiry or fewer than this many seconds remain (spec 000 §4, §9). */
export const TOKEN_EXPIRY_MARGIN_S = 1800;
/** How often the session is checked and refreshed (spec 000 §9: every 30 minutes). */
export const REFRESH_CHECK_MS = 30 * 60 * 1000;

/** Where the session lives in the browser: the token, its expiry, the user, and the refresh token. */
export const AUTH_STORAGE_KEYS = {
  token: 'storyloom.auth.token',
  expiry: 'storyloom.auth.expiry',
  user: 'storyloom.auth.user',
  refreshToken: 'storyloom.auth.refreshToken',
} as const;

/** Session-storage keys of a social sign-in in progress (cleared before each new one). */
export const OAUTH_KEY_PREFIX = 'storyloom.oauth.';
export const OAUTH_RETURN_KEY = `${OAUTH_KEY_PREFIX}returnTo`;
/** Spec 000 §4: the browser goes to the provider 100 ms after the click. */
export const SOCIAL_REDIRECT_DELAY_MS = 100;
export const SOCIAL_MESSAGES = {
  noData: 'No authentication data received.',
  failed: 'Authentication failed.',
} as const;
const DEFAULT_AFTER_SOCIAL = '/app/gallery';

/** An account made less than this long ago is new: its home greets it "Welcome", not "Welcome back". */
export const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/** Paths where an expired session, or a failed check of a stored one, does not send the user to /login. */
const PUBLIC_ENTRY_PATHS = new Set(['/', '/login', '/signup']);
/** The query parameter of /login naming the page to return to (routes/guards.ts reads it). */
const RETURN_TO_PARAM = 'from';

export type AuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the store may do to the browser's location; the router provides it. */
export type AppLocation = {
  pathname(): string;
  /** The query string ('?a=b' or ''); absent means none. */
  search?(): string;
  navigate(path: string): void;
};

export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

/**
 * Spec 000 §4 'Sign-up result': a session signs in (→ /app); success without a session shows a confirmation and
 * moves on after SIGN_UP_REDIRECT_MS (→ /login); anything else asks the user to confirm by e-mail.
 */
export type SignUpOutcome =
  { status: 'signedIn' } | { status: 'created'; message: string } | { status: 'confirmEmail'; message: string };
/** Spec 000 §9: the sign-up confirmation redirects after 2 s. */
export const SIGN_UP_REDIRECT_MS = 2000;
export const SIGN_UP_MESSAGES = {
  created: 'Account created successfully! Please check your e-mail to confirm your account.',
  confirmEmail: 'Please check your e-mail to confirm your account.',
} as const;

type User = Schema<'User'>;
type Tokens = Schema<'AuthTokens'>;

/** A path on this site ('/…', not '//…'): the only places a sign-in may return to. */
const isAppPath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The `exp` claim of a JWT (Unix seconds), or null when the token does not decode or has none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** The spec's validity rule: expired without an expiry or with less than 30 minutes of life left. */
export function isTokenExpired(token: string | null, nowMs: number): boolean {
  if (!token) return true;
  const exp = tokenExpiry(token);
  return exp === null || exp - nowMs / 1000 < TOKEN_EXPIRY_MARGIN_S;
}

export type AuthStoreDependencies = {
  api: ApiClient;
  storage: AuthStorage;
  clock: Clock;
  location: AppLocation;
  toasts: ToastStore;
  /** Called when a session ends (sign-out, expiry, forced logout): the root store resets user data. */
  onSessionEnded?: () => void;
  /** The tab's session storage (the pre-login URL of a social sign-in). */
  sessionStorage?: AuthStorage & Pick<Storage, 'length' | 'key'>;
  /** Leaves the app for another page (the identity provider). */
  leaveApp?: (url: string) => void;
};

/**
 * The signed-in session: sign-in, sign-up, sign-out, the token validity rule, the 30-minute refresh check and the
 * forced logout on a 401 that says the token is invalid.
 */
export class AuthStore {
  status: AuthStatus = 'checking';
  token: string | null = null;
  user: User | null = null;
  /** Unix seconds. */
  expiresAt: number | null = null;
  refreshToken: string | null = null;

  readonly #deps: AuthStoreDependencies;
  #refreshTimer: unknown = null;
  #refreshing: Promise<boolean> | null = null;

  constructor(deps: AuthStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isAuthenticated(): boolean {
    return this.status === 'authenticated';
  }

  /** Whether the signed-in account was made within the last hour (a method: it depends on the time). */
  isNewAccount(): boolean {
    const created = Date.parse(this.user?.created_at ?? '');
    return Number.isFinite(created) && this.#deps.clock.now() - created < NEW_ACCOUNT_MS;
  }

  /** Resolves once the first check of the stored session is over (the route guards wait for it). */
  whenChecked(): Promise<void> {
    return when(() => this.status !== 'checking');
  }

  /** Restores the stored session and checks it with the server; a failed check counts as signed out. */
  async init(): Promise<void> {
    this.#readStored();
    if (!this.token) {
      this.#clear();
      return;
    }
    const checked = this.token;
    if (isTokenExpired(this.token, this.#deps.clock.now()) && !(await this.refresh())) {
      // A session that ran out while the app was closed ends like one that runs out while it is open (spec 000 §4):
      // cleared, with the warning.
      if (this.token !== checked) return;
      this.#clear();
      this.#deps.toasts.warning(MESSAGES.unauthorized);
      this.#signInAgain();
      return;
    }
    const current = this.token;
    try {
      const { user } = unwrap(await this.#deps.api.GET('/auth/user'));
      runInAction(() => {
        this.user = user;
        this.status = 'authenticated';
      });
      this.#persist();
      this.#startRefreshChecks();
    } catch {
      // A sign-in meanwhile (the social sign-in callback) is not undone by the old session's failed check.
      if (this.token !== current) return;
      this.#clear();
      this.#signInAgain();
    }
  }

  async signIn(email: string, password: string): Promise<void> {
    const { session, user } = unwrap(await this.#deps.api.POST('/auth/signin', { body: { email, password } }));
    this.#setSession(session, user);
  }

  /** A returned session signs in; otherwise the page shows the confirmation (see SignUpOutcome). */
  async signUp(email: string, password: string): Promise<SignUpOutcome> {
    const result = unwrap(await this.#deps.api.POST('/auth/signup', { body: { email, password } }));
    if (result.session && result.user) {
      this.#setSession(result.session, result.user);
      return { status: 'signedIn' };
    }
    if (result.success) return { status: 'created', message: result.message || SIGN_UP_MESSAGES.created };
    return { status: 'confirmEmail', message: result.message || SIGN_UP_MESSAGES.confirmEmail };
  }

  /** Signs out on the server; whatever it answers, the session ends here and the app goes to /login. */
  async signOut(): Promise<void> {
    try {
      if (this.token) await this.#deps.api.POST('/auth/signout');
    } catch {
      // The token is removed locally all the same.
    }
    this.#endSession();
    this.#deps.location.navigate('/login');
  }

  /**
   * Trades the refresh token for a new session (single flight). Returns whether it worked; a failure leaves the
   * session as it was for the caller to end.
   */
  refresh(): Promise<boolean> {
    if (this.#refreshing) return this.#refreshing;
    const refreshToken = this.refreshToken;
    if (!refreshToken) return Promise.resolve(false);
    this.#refreshing = (async () => {
      try {
        const { session, user } = unwrap(await this.#deps.api.POST('/auth/refresh', { body: { refresh_token: refreshToken } }));
        this.#setSession(session, user);
        return true;
      } catch {
        return false;
      } finally {
        runInAction(() => {
          this.#refreshing = null;
        });
      }
    })();
    return this.#refreshing;
  }

  /**
   * The periodic check: refresh a token that would count as expired before the next check; when it already
   * counts as expired and cannot be refreshed, end the session.
   */
  async checkSession(): Promise<void> {
    if (!this.token) return;
    const now = this.#deps.clock.now();
    const soon = now + REFRESH_CHECK_MS;
    if (!isTokenExpired(this.token, soon)) return;
    if (await this.refresh()) return;
    // A refused refresh token may already have ended the session (forced logout).
    if (this.token && isTokenExpired(this.token, this.#deps.clock.now())) this.expire();
  }

  /**
   * The session ran out: clear it, warn, and go to /login (remembering the page) unless on the landing, sign-in or
   * sign-up page.
   */
  expire(): void {
    if (this.token === null) return;
    this.#endSession();
    this.#deps.toasts.warning(MESSAGES.unauthorized);
    const path = this.#deps.location.pathname();
    if (!PUBLIC_ENTRY_PATHS.has(path)) this.#goToSignIn();
  }

  /**
   * Social sign-in: clears stale oauth keys, remembers where the user was, and 100 ms later sends the browser to
   * the server's `GET /auth/{provider}`, which goes on to the identity provider.
   */
  startSocialSignIn(provider: string, returnTo: string = DEFAULT_AFTER_SOCIAL): void {
    const session = this.#deps.sessionStorage;
    if (session) {
      const stale: string[] = [];
      for (let i = 0; i < session.length; i++) {
        const key = session.key(i);
        if (key?.startsWith(OAUTH_KEY_PREFIX)) stale.push(key);
      }
      for (const key of stale) this.#safely(() => session.removeItem(key));
      this.#safely(() => session.setItem(OAUTH_RETURN_KEY, returnTo));
    }
    const url = `/api/auth/${encodeURIComponent(provider)}?${new URLSearchParams({ redirect_to: returnTo })}`;
    this.#deps.clock.setTimeout(() => this.#deps.leaveApp?.(url), SOCIAL_REDIRECT_DELAY_MS);
  }

  /**
   * The /auth/callback page: shows the provider's error, or trades the one-time code for a session and goes to the
   * remembered URL (else /app/gallery). Resolves with the message to show when it did not sign in.
   */
  async completeSocialSignIn(params: URLSearchParams): Promise<{ error: string } | null> {
    const error = params.get('error_description') || params.get('error');
    if (error) return { error };
    const code = params.get('code');
    if (!code) return { error: SOCIAL_MESSAGES.noData };
    try {
      const { session, user } = unwrap(await this.#deps.api.POST('/auth/exchange', { body: { code } }));
      this.#setSession(session, user);
    } catch {
      return { error: SOCIAL_MESSAGES.failed };
    }
    const remembered = this.#safely(() => this.#deps.sessionStorage?.getItem(OAUTH_RETURN_KEY)) ?? null;
    this.#safely(() => this.#deps.sessionStorage?.removeItem(OAUTH_RETURN_KEY));
    const target = [remembered, params.get('redirect_to')].find(isAppPath) ?? DEFAULT_AFTER_SOCIAL;
    this.#deps.location.navigate(target);
    return null;
  }

  /** The API said the token expired or is invalid (the client's `onUnauthorized`). */
  forceLogout(): void {
    this.expire();
  }

  dispose(): void {
    this.#stopRefreshChecks();
  }

  #setSession(session: Tokens, user: User): void {
    this.token = session.access_token;
    this.refreshToken = session.refresh_token;
    this.expiresAt = tokenExpiry(session.access_token) ?? session.expires_at ?? null;
    this.user = user;
    this.status = 'authenticated';
    this.#persist();
    this.#startRefreshChecks();
  }

  /**
   * The stored session failed its check on start (spec 000 §2): off any page but /, /login and /signup, to /login,
   * remembering the page. /app pages are left to their route guard, which does the same; the social sign-in callback
   * is signing in already.
   */
  #signInAgain(): void {
    const path = this.#deps.location.pathname();
    if (PUBLIC_ENTRY_PATHS.has(path) || path === '/app' || path.startsWith('/app/') || path === '/auth/callback') return;
    this.#goToSignIn();
  }

  /** To /login, remembering this page (signing in comes back to it). */
  #goToSignIn(): void {
    const { location } = this.#deps;
    const from = `${location.pathname()}${location.search?.() ?? ''}`;
    location.navigate(`/login?${new URLSearchParams({ [RETURN_TO_PARAM]: from })}`);
  }

  #endSession(): void {
    this.#clear();
    this.#deps.onSessionEnded?.();
  }

  #clear(): void {
    this.#stopRefreshChecks();
    this.token = null;
    this.refreshToken = null;
    this.expiresAt = null;
    this.user = null;
    this.status = 'anonymous';
    for (const key of Object.values(AUTH_STORAGE_KEYS)) this.#safely(() => this.#deps.storage.removeItem(key));
  }

  #readStored(): void {
    const read = (key: string) => this.#safely(() => this.#deps.storage.getItem(key)) ?? null;
    this.token = read(AUTH_STORAGE_KEYS.token);
    this.refreshToken = read(AUTH_STORAGE_KEYS.refreshToken);
    const expiry = Number(read(AUTH_STORAGE_KEYS.expiry));
    // The token's own claim wins; the stored copy only covers a token that does not decode.
    this.expiresAt = (this.token ? tokenExpiry(this.token) : null) ?? (Number.isFinite(expiry) && expiry > 0 ? expiry : null);
    try {
      this.user = JSON.parse(read(AUTH_STORAGE_KEYS.user) ?? 'null') as User | null;
    } catch {
      this.user = null;
    }
  }

  #persist(): void {
    const { storage } = this.#deps;
    const write = (key: string, value: string | null) =>
      this.#safely(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)));
    write(AUTH_STORAGE_KEYS.token, this.token);
    write(AUTH_STORAGE_KEYS.refreshToken, this.refreshToken);
    write(AUTH_STORAGE_KEYS.expiry, this.expiresAt === null ? null : String(this.expiresAt));
    write(AUTH_STORAGE_KEYS.user, this.user ? JSON.stringify(this.user) : null);
  }

  #startRefreshChecks(): void {
    if (this.#refreshTimer !== null) return;
    this.#refreshTimer = this.#deps.clock.setInterval(() => void this.checkSession(), REFRESH_CHECK_MS);
  }

  #stopRefreshChecks(): void {
    if (this.#refreshTimer === null) return;
    this.#deps.clock.clearInterval(this.#refreshTimer);
    this.#refreshTimer = null;
  }

  /** Storage can be full or blocked; the session still holds for this visit. */
  #safely<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch {
      return undefined;
    }
  }
}
