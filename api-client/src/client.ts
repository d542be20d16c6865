import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, errorMessage, isForcedLogout, MESSAGES, type ErrorBody } from './errors.ts';
import { OPERATIONS, type OperationId } from './operations.ts';
import type { paths } from './schema.ts';

export interface ApiClientOptions {
  /** The API base, e.g. `/api` in the browser or `http://127.0.0.1:8080/api` in tests. */
  baseUrl: string;
  /** Read before every request, so a new sign-in takes effect at once. */
  getToken: () => string | null | undefined;
  /** A 401 saying the token expired or is invalid: the app clears the session and goes to /login. */
  onUnauthorized?: (error: ApiError) => void;
  /** For tests and server-side use. */
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

const byRoute = new Map<string, { operationId: OperationId; public: boolean }>(
  (Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]).map(([operationId, op]) => [
    `${op.method.toUpperCase()} ${op.path}`,
    { operationId, public: op.public },
  ]),
);

function operationOf(method: string, schemaPath: string) {
  return byRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}

async function readBody(response: Response): Promise<ErrorBody | undefined> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBody) : { detail: parsed };
  } catch {
    return { detail: text.slice(0, 500) };
  }
}

/**
 * One typed client for the whole contract. Non-2xx answers throw an `ApiError` whose message follows the error
 * catalogue; network failures throw one with status 0.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const operation = operationOf(request.method, schemaPath);
      const token = options.getToken();
      if (token && !operation?.public) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok || (response.status >= 300 && response.status < 400)) return response;
      const operationId = operationOf(request.method, schemaPath)?.operationId;
      const body = await readBody(response);
      const error = new ApiError(response.status, errorMessage(response.status, body, { operationId }), body, operationId);
      if (isForcedLogout(response.status, body)) options.onUnauthorized?.(error);
      throw error;
    },
    onError({ error, request, schemaPath }) {
      if (error instanceof ApiError) return error;
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      return new ApiError(0, MESSAGES.network, undefined, operationOf(request.method, schemaPath)?.operationId);
    },
  };
  client.use(middleware);
  return client;
}

/** `{ data, error }` → the data, or the `ApiError` thrown. For results that did not go through the middleware. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    if (result.error instanceof ApiError) throw result.error;
    const body = (typeof result.error === 'object' && result.error !== null ? result.error : undefined) as ErrorBody | undefined;
    throw new ApiError(result.response.status, errorMessage(result.response.status, body), body);
  }
  return result.data as T;
}
