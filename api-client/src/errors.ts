// The error catalogue of both spec files, in one place: how a failed call reads to a person.

export const MESSAGES = {
  unauthorized: 'Your session has expired. Please log in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  gatewayTimeout: 'The request is taking longer than expected. Please try again in a moment.',
  serverError: 'Server error occurred. Please try again in a few minutes.',
  fallback: 'An error occurred. Please try again.',
  network: 'Network error. Please check your connection.',
  magicFillNeedsImages: 'Please upload reference images first before using the magic button.',
} as const;

/** Workflow actions whose 402 names what could not be generated, and their default failure messages. */
export const GENERATION_ACTIONS = {
  createStyleImages: { thing: 'style images', failure: 'Failed to generate style images. Please try again.' },
  regenerateStyleImages: { thing: 'style images', failure: 'Failed to generate style images. Please try again.' },
  improveText: { thing: 'improved text', failure: 'Failed to improve text. Please try again.' },
  generateStory: { thing: 'story', failure: 'Failed to generate story. Please try again.' },
  generateTitle: { thing: 'title', failure: 'Failed to generate title. Please try again.' },
  autoGenerateStoryDetails: { thing: 'story details', failure: 'Failed to generate story details. Please try again.' },
  generateAudio: { thing: 'audio', failure: 'Failed to generate audio. Please try again.' },
  generateVideo: { thing: 'video', failure: 'Failed to generate video. Please try again.' },
  startVideoJob: { thing: 'video', failure: 'Failed to generate video. Please try again.' },
} as const satisfies Record<string, { thing: string; failure: string }>;

export type GenerationAction = keyof typeof GENERATION_ACTIONS;

export interface ErrorBody {
  detail?: unknown;
  error?: unknown;
  message?: unknown;
  required?: unknown;
  required_credits?: unknown;
  current?: unknown;
  current_credits?: unknown;
  [key: string]: unknown;
}

/** A failed call: the HTTP status (0 for a network failure), the catalogue message, and the body as sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly operationId: string | undefined;

  constructor(status: number, message: string, body?: ErrorBody, operationId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.operationId = operationId;
  }

  /** Credits a 402 says the action needs and the user has, when the body carries them. */
  get credits(): Credits | undefined {
    return this.status === 402 ? creditsOf(this.body) : undefined;
  }
}

export interface Credits {
  required: number;
  current: number;
  shortage: number;
}

/** `required`/`required_credits` and `current`/`current_credits`, at the top of the body or inside `detail`. */
export function creditsOf(body: ErrorBody | undefined): Credits | undefined {
  if (!body) return undefined;
  const required = creditsField(body, 'required');
  const current = creditsField(body, 'current');
  if (required === undefined || current === undefined) return undefined;
  return { required, current, shortage: Math.max(0, required - current) };
}

function creditsField(body: ErrorBody, name: 'required' | 'current'): number | undefined {
  const detail = typeof body.detail === 'object' && body.detail !== null ? (body.detail as ErrorBody) : undefined;
  for (const source of [body, detail]) {
    const value = source?.[name] ?? source?.[`${name}_credits`];
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return undefined;
}

/** detail, then error, then message: the first that reads as text. FastAPI-style lists of `{msg}` are joined. */
export function bodyText(body: ErrorBody | undefined): string | undefined {
  if (!body) return undefined;
  for (const value of [body.detail, body.error, body.message]) {
    const text = asText(value);
    if (text) return text;
  }
  return undefined;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const parts = value.map((item) => asText(typeof item === 'object' && item !== null ? (item as { msg?: unknown }).msg : item));
    const joined = parts.filter(Boolean).join('; ');
    return joined || undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const nested = value as ErrorBody;
    return asText(nested.message) ?? asText(nested.error) ?? asText(nested.detail);
  }
  return undefined;
}

export interface MessageContext {
  /** The operation that failed, for per-action 402 wording and default messages. */
  operationId?: string | undefined;
  /** What to say when the body says nothing; wins over the operation's default. */
  defaultMessage?: string | undefined;
}

/** The catalogue: 402, 401, 429, 504, ≥ 500, then detail → error → message → the call's default. */
export function errorMessage(status: number, body: ErrorBody | undefined, context: MessageContext = {}): string {
  const action =
    context.operationId && context.operationId in GENERATION_ACTIONS
      ? GENERATION_ACTIONS[context.operationId as GenerationAction]
      : undefined;
  if (status === 402) {
    const credits = creditsOf(body);
    const required = credits?.required ?? '?';
    const current = credits?.current ?? '?';
    return action
      ? `Insufficient credits to generate ${action.thing}. You need ${required} credits but have ${current}. Please purchase more credits to continue.`
      : `Insufficient credits. You need ${required} credits but have ${current}. Please purchase more credits to continue.`;
  }
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 504) return MESSAGES.gatewayTimeout;
  if (status >= 500) return MESSAGES.serverError;
  if (status === 400 && context.operationId === 'autoGenerateStoryDetails') return MESSAGES.magicFillNeedsImages;
  return bodyText(body) ?? context.defaultMessage ?? action?.failure ?? MESSAGES.fallback;
}

/** A 401 whose detail says the token expired, is invalid, or is no longer valid ends the session. */
export function isForcedLogout(status: number, body: ErrorBody | undefined): boolean {
  if (status !== 401) return false;
  const text = bodyText(body)?.toLowerCase() ?? '';
  return /\btoken\b/.test(text) && /(expired|invalid|no longer valid)/.test(text);
}
