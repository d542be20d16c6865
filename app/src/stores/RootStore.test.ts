import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@storyloom/api-client';
import { ManualClock } from '../testing/ManualClock.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { RootStore } from './RootStore.ts';

const exp = Math.floor(Date.UTC(2026, 10, 20, 20, 30) / 1000);
const token = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;

describe('RootStore', () => {
  it("wires the API client to the session: the auth store's token goes out, a 401 about it ends the session", async () => {
    const seen: (string | null)[] = [];
    const navigations: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.headers.get('authorization'));
      const path = new URL(request.url).pathname;
      const answers: Record<string, [number, unknown]> = {
        '/api/auth/signin': [
          200,
          {
            success: true,
            session: { access_token: token, refresh_token: 'r', expires_in: 7200, token_type: 'bearer' },
            user: { id: 'u', email: 'mia@example.com' },
          },
        ],
        '/api/credits': [200, { success: true, credits_balance: 5, total_purchased: 0, total_used: 45 }],
      };
      const [status, body] = answers[path] ?? [401, { detail: 'Invalid token' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    const root = new RootStore({
      storage: new MemoryStorage(),
      clock: new ManualClock(),
      location: { pathname: () => '/app/gallery', navigate: (path) => navigations.push(path) },
      apiBaseUrl: 'http://storyloom.test/api',
      fetch,
    });
    await root.auth.signIn('mia@example.com', 'Secret-123');
    // Sign-in loads the credits; then a call answered 401 'Invalid token'.
    await expect(root.api.GET('/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([null, `Bearer ${token}`, `Bearer ${token}`]);
    expect(root.credits.credits).toBeNull();
    expect(root.auth.isAuthenticated).toBe(false);
    expect(navigations).toEqual(['/login']);
    expect(root.toasts.toasts.map((t) => t.message)).toEqual([MESSAGES.unauthorized]);
    root.dispose();
  });
});
