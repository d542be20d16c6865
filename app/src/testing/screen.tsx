import { useEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../AppRoot.tsx';
import { routes } from '../routes/routes.tsx';
import { routerContext } from '../routes/storesContext.ts';
import { AUTH_STORAGE_KEYS } from '../stores/AuthStore.ts';
import type { Schema } from '@storyloom/api-client';
import { CREDIT_COSTS } from './creditCosts.ts';
import { migrateProjectState, PROJECT_STORAGE_KEY, PROJECT_STORE_VERSION, type WorkflowState } from '../stores/ProjectStore.ts';
import { systemClock, type Clock } from '../stores/clock.ts';
import { MemoryStorage } from '../stores/MemoryStorage.ts';
import { RootStore } from '../stores/RootStore.ts';
import type { MatchMedia } from '../stores/ThemeStore.ts';
import { fakeAccessToken, fakeTransport, type FakeAnswer, type FakeRoute } from './fakeTransport.ts';

/** The moment screen stories happen at (dates and 'time ago' texts are measured from it). */
export const SCREEN_NOW = Date.UTC(2026, 10, 20, 18, 30);
export const SCREEN_USER = { id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', email: 'mia.hart@example.com' };

export type ScreenOptions = {
  /** The URL the screen opens at. */
  path: string;
  /** Answers of the fake API by 'METHOD /path' (without /api), on top of the signed-in defaults. */
  api?: Record<string, FakeRoute>;
  /** Default true: a stored session the fake API accepts. */
  signedIn?: boolean;
  /** Extra local-storage entries (a saved project, …). */
  storage?: Record<string, string>;
  /** Session-storage entries (a social sign-in's remembered page, …). */
  sessionStorage?: Record<string, string>;
};

/** Held open forever: a request the screen shows as in progress. */
export const pending: FakeRoute = () => new Promise(() => {});

/** What every signed-in screen asks for: the user, the balance and the notification centre. */
export function signedInApi(): Record<string, FakeRoute> {
  return {
    'GET /auth/user': { body: { success: true, user: SCREEN_USER } },
    'GET /credits': { body: { success: true, credits_balance: 245, total_purchased: 600, total_used: 355 } },
    'GET /credit-costs': { body: { success: true, costs: CREDIT_COSTS } },
    'GET /notifications/': { body: { notifications: [], unread_count: 0 } },
    // The live stream stays open and quiet.
    'GET /notifications/stream': pending,
  };
}

/** `prefers-color-scheme` as the story's colour-mode class says, so the theme toggle matches what is painted. */
const storyColorScheme: MatchMedia = () => {
  const html = document.documentElement;
  const isDark = () => [...html.classList].some((name) => name.includes('dark'));
  const listeners = new Map<(event: { matches: boolean }) => void, MutationObserver>();
  return {
    get matches() {
      return isDark();
    },
    addEventListener: (_type, listener) => {
      const observer = new MutationObserver(() => listener({ matches: isDark() }));
      observer.observe(html, { attributes: true, attributeFilter: ['class'] });
      listeners.set(listener, observer);
    },
    removeEventListener: (_type, listener) => {
      listeners.get(listener)?.disconnect();
      listeners.delete(listener);
    },
  };
};

/**
 * A project kept in the browser is on the server too: the stage pages reconcile with it (GET /projects/{id}/data),
 * answered here with what the stored state holds, so the server and the browser agree.
 */
function savedProjectApi(storage: MemoryStorage): Record<string, FakeRoute> {
  const stored = migrateProjectState(JSON.parse(storage.getItem(PROJECT_STORAGE_KEY) ?? 'null'));
  const id = stored?.projectId;
  if (!stored || !id) return {};
  return { [`GET /projects/${id}/data`]: projectDataAnswer({ ...stored, projectId: id }) };
}

/** GET /projects/{id}/data's answer for a project whose server copy holds what `state` holds. */
export function projectDataAnswer(state: Partial<WorkflowState> & { projectId: string }): FakeAnswer {
  const stored = migrateProjectState({ version: PROJECT_STORE_VERSION, state })!;
  const id = state.projectId;
  let n = 0;
  const file = (url: string, page: number | null, name: string, fileId?: string | null) => ({
    id: fileId ?? `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    file_name: name,
    file_path: `projects/${id}/${name}`,
    file_url: url,
    signed_url: url,
    page_number: page,
  });
  const image = (item: ImageItem, index: number, kind: string) =>
    file(
      item.signed_url || item.file_url || `data:image/png;base64,${item.base64 ?? ''}`,
      null,
      item.file_name ?? `${kind}-${index + 1}.png`,
      item.id,
    );
  const perPage = (urls: string[], kind: string) =>
    urls.flatMap((url, index) => (url ? [file(url, index + 1, `${kind}-${index + 1}`)] : []));
  return {
    body: {
      success: true,
      error: null,
      project: {
        id,
        project_id: id,
        context: stored.context,
        theme: stored.theme,
        story_instructions: stored.storyInstructions,
        story_type: stored.storyType,
        num_pages: stored.numPages,
        approved_reference_image: stored.approvedReferenceImage,
        selected_voice_id: stored.selectedVoiceId,
        language: stored.language,
        art_style: stored.artStyle,
        style_prompt: stored.stylePrompt,
        current_stage: stored.currentStage,
        stages_completed: stored.stagesCompleted,
        story_title: stored.storyTitle,
        character_description: stored.characterDescription,
        additional_context: stored.additionalContext,
      },
      files: {
        uploaded_images: stored.uploadedImages.map((item, index) => image(item, index, 'upload')),
        style_images: stored.styleImages.map((item, index) => image(item, index, 'style')),
        generated_images: perPage(stored.generatedImages, 'page'),
        audio: perPage(stored.audioFiles, 'audio').map((audio) => ({
          ...audio,
          out_of_date: stored.audioOutOfDate.includes((audio.page_number ?? 0) - 1),
        })),
        video: stored.finalVideoUrl ? [file(stored.finalVideoUrl, null, 'story.mp4')] : [],
      },
      story: stored.story.length > 0 ? { story_data: stored.story } : null,
    },
  };
}

type ImageItem = Schema<'ImageItem'>;

function seeded(entries: Record<string, string> = {}): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

/**
 * One screen of the real app for a story: the real routes in a memory router and a RootStore whose API client
 * talks to a fake transport. Time stands at SCREEN_NOW (timers still run, so debounces and delays happen).
 */
export function createScreen({ path, api = {}, signedIn = true, storage = {}, sessionStorage = {} }: ScreenOptions) {
  const clock: Clock = { ...systemClock, now: () => SCREEN_NOW };
  const local = seeded(storage);
  if (signedIn) {
    local.setItem(AUTH_STORAGE_KEYS.token, fakeAccessToken(SCREEN_NOW));
    local.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(SCREEN_USER));
  }
  const transport = fakeTransport({ ...(signedIn ? signedInApi() : {}), ...savedProjectApi(local), ...api });
  const leftFor: string[] = [];
  const stores: RootStore = new RootStore({
    storage: local,
    sessionStorage: seeded(sessionStorage),
    matchMedia: storyColorScheme,
    clock,
    fetch: transport.fetch,
    leaveApp: (url) => leftFor.push(url),
    // A screen shows one moment: toasts raised during its play stay, so the picture does not depend on timing.
    toastDuration: 0,
    location: {
      pathname: () => router.state.location.pathname,
      navigate: (to) => void router.navigate(to),
    },
  });
  void stores.auth.init();
  // Every memory router starts at the location key "default", and ScrollRestoration keeps the positions it saved in
  // one module-wide table: a story that scrolled and then navigated would scroll the next story's first page. An
  // empty table in session storage is what ScrollRestoration reads when it mounts, so each screen starts at the top.
  globalThis.sessionStorage?.setItem('react-router-scroll-positions', '{}');
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routerContext(stores) });
  return { stores, router, transport, leftFor };
}

export type Screen = ReturnType<typeof createScreen>;

/** Renders `createScreen(options)`; `onReady` hands the screen to a play function (requests, router state). */
export function ScreenHarness({ onReady, ...options }: ScreenOptions & { onReady?: (screen: Screen) => void }) {
  const [screen] = useState(() => createScreen(options));
  useEffect(() => {
    onReady?.(screen);
    return () => screen.stores.dispose();
  }, [screen, onReady]);
  return <AppRoot stores={screen.stores} router={screen.router} />;
}
