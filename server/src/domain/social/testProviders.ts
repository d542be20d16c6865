// Local identity providers and a scripted browser for the social sign-in tests. Not used by the server.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function closer(server: http.Server) {
  return () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
}

export interface IdpAccount {
  email?: string;
  email_verified?: boolean;
}

/**
 * A real OpenID provider (oidc-provider, with its built-in login and consent pages) on a free loopback port, with one
 * confidential client. `accounts` decides the e-mail claims per login name; unknown logins get `<login>@idp.example`,
 * verified.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Map<string, IdpAccount>;
}): Promise<LocalServer> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const { server, url } = await listen((req, res) => handler(req, res));
  const provider = new Provider(url, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    jwks: { keys: [crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...(options.accounts.get(id) ?? { email: `${id}@idp.example`, email_verified: true }) }),
    }),
  });
  handler = provider.callback();
  return { url, close: closer(server) };
}

export interface FakeGithubUser {
  id: number;
  login: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

/**
 * Just enough of GitHub's OAuth app flow: authorize (signs `login` in at once), the token endpoint (checks the client,
 * the redirect URI and the PKCE verifier, and answers errors with 200 as GitHub does), /user and /user/emails.
 */
export async function startFakeGithub(options: {
  clientId: string;
  clientSecret: string;
  users: Map<string, FakeGithubUser>;
}): Promise<LocalServer & { authorizeAs: { login: string } }> {
  const authorizeAs = { login: 'octocat' };
  const codes = new Map<string, { login: string; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const { server, url } = await listen(async (req, res) => {
    const reqUrl = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && reqUrl.pathname === '/login/oauth/authorize') {
      const q = reqUrl.searchParams;
      if (q.get('client_id') !== options.clientId || q.get('code_challenge_method') !== 'S256') {
        return json(res, 400, { error: 'bad authorize request' });
      }
      const code = crypto.randomBytes(10).toString('hex');
      codes.set(code, { login: authorizeAs.login, challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')! });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      return res.writeHead(302, { location: back.href }).end();
    }
    if (req.method === 'POST' && reqUrl.pathname === '/login/oauth/access_token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
        return json(res, 200, { error: 'incorrect_client_credentials' });
      }
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      }
      const token = `gho_${crypto.randomBytes(16).toString('hex')}`;
      tokens.set(token, grant.login);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const login = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const user = login ? options.users.get(login) : undefined;
    if (!user || req.headers['user-agent'] === undefined) return json(res, 401, { message: 'Requires authentication' });
    if (req.method === 'GET' && reqUrl.pathname === '/api/user')
      return json(res, 200, { id: user.id, login: user.login, email: null });
    if (req.method === 'GET' && reqUrl.pathname === '/api/user/emails') return json(res, 200, user.emails);
    return json(res, 404, { message: 'Not Found' });
  });
  return { url, authorizeAs, close: closer(server) };
}

/**
 * A browser at the identity provider: follows redirects, keeps cookies, and submits oidc-provider's login and consent
 * forms (or presses Cancel). Stops at the first redirect to `stopAt` and returns that URL.
 */
export async function browseProvider(start: string, stopAt: string, options: { login: string; cancel?: boolean }): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let init: { method: string; body?: URLSearchParams } = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(stopAt)) return new URL(url);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    const unescape = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&#x2F;/gi, '/')
        .replace(/&#39;/g, "'");
    if (options.cancel) {
      const abort = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html);
      if (!abort) throw new Error('no Cancel link on the provider page');
      url = new URL(unescape(abort[1]!), url).href;
      init = { method: 'GET' };
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html);
    const prompt = /name="prompt" value="(\w+)"/.exec(html);
    if (!action || !prompt) throw new Error(`no form on the provider page: ${html.slice(0, 500)}`);
    const body = new URLSearchParams({ prompt: prompt[1]! });
    if (prompt[1] === 'login') {
      body.set('login', options.login);
      body.set('password', 'any');
    }
    url = new URL(unescape(action[1]!), url).href;
    init = { method: 'POST', body };
  }
  throw new Error('too many steps at the provider');
}
