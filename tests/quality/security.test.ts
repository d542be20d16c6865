// Security suite generated from openapi.yaml, against a real API process on loopback (tests/quality/servers.ts):
//
// 1. Cross-user: every operation whose path or body takes a project, video, notification or render-job id (detected
//    from the contract, see contract-cases.ts) is called by user B with user A's real ids (a project with an approved
//    reference, a story, narration, a rendered video with its job, notifications, a showcase video): 404, or 403 where
//    the contract documents 403; never 2xx, never 5xx; and everything A can see of them is unchanged afterwards.
//    Showcase/Discover video ids are public while shared (liking one is the point), so those operations are called
//    after A withdrew the video, and toggle-featured (admins only, 403 documented) while it is shared.
// 2. Bad input: every operation, public or not, gets schema-violating requests (bad path/query params, no token,
//    malformed JSON, wrong content types, missing required fields, wrong types, too long and 1 MB strings, numbers out
//    of range, enum violations, unknown fields, bad multipart): 4xx, never 5xx, never the 401/429 that would mean the
//    run lost its session or hit a limit instead of testing the input. A snapshot of the database (row count and md5
//    of each public table's ordered rows) before and after the whole run must be equal. On the PostgreSQL server
//    (DATABASE_URL set) it is read while the API runs; on embedded PGlite (one process may hold pgdata) the API is
//    stopped, pgdata opened with the server's own openDatabase (which takes the lock), read, closed, and the API
//    started again. Tables left out of the snapshot are listed in SNAPSHOT_EXCLUDED with the reason.
//
// Everything runs against `origin`, set in the one beforeAll that starts the server: point it elsewhere to test
// another topology.
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/src/db/index.ts';
import { renderSampleScene } from '../../server/src/engines/style/scene.ts';
import {
  badCases,
  loadContract,
  operationsTakingOwnedIds,
  validJsonBody,
  validRequest,
  type BadCase,
  type ContractRequest,
  type IdValues,
  type Operation,
} from './contract-cases.ts';
import {
  apiClient,
  createInstallation,
  signUp,
  startApi,
  stopProcess,
  type Installation,
  type RunningProcess,
} from './servers.ts';

const contract = loadContract();

// The suite makes hundreds of calls from one address; the limits themselves are tested in auth.test.ts.
const SERVER_ENV = {
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  VIEW_RATE_LIMIT_PER_IP: '1000000',
};

let installation: Installation;
let api: RunningProcess;
let origin: string;

type User = Awaited<ReturnType<typeof signUp>>;
let alice: User; // owns everything the cross-user tests reach for
let bob: User; // the other user
let carol: User; // sends the bad input, with resources of her own so ids in bodies and paths are real
const aliceIds: Required<Pick<IdValues, 'project' | 'job' | 'notification'>> & { video?: string } = {} as never;
const carolIds: IdValues = {};

interface Answer {
  status: number;
  body: string;
}

async function send(request: ContractRequest, token: string | undefined): Promise<Answer> {
  const res = await fetch(`${origin}/api${request.url}`, {
    method: request.method,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: request.body as BodyInit | undefined,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.text() };
}

async function samplePhoto(seed: number): Promise<Blob> {
  const jpeg = await sharp(await renderSampleScene(640, 480, seed))
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

/** Alice's project through all three stages (as the app makes it), its render job, and notifications. */
async function buildAlicesResources() {
  const started = Date.now();
  const lap = (what: string) => console.info(`alice's resources: ${what} after ${Date.now() - started} ms`);
  const call = apiClient(origin, alice.token);
  const { project_id: id } = await call('POST', '/projects/');
  const form = new FormData();
  for (const seed of [21, 22]) form.append('files', await samplePhoto(seed), `photo-${seed}.jpg`);
  const uploadRes = await fetch(`${origin}/api/projects/${id}/upload-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${alice.token}` },
    body: form,
  });
  expect(uploadRes.status, await uploadRes.clone().text()).toBe(200);
  const uploaded = await uploadRes.json();
  const options = await call('POST', `/projects/${id}/style-images`, {
    reference_images: uploaded.images.map((image: { base64: string }) => image.base64),
    art_style: 'watercolor',
    style_prompt: '',
  });
  const chosen = Buffer.from(await (await fetch(`${origin}${options.style_images[0].signed_url}`)).arrayBuffer());
  await call('POST', `/projects/${id}/approve-reference`, { image_base64: chosen.toString('base64'), art_style: 'watercolor' });
  lap('reference approved');
  const written = await call('POST', `/projects/${id}/story`, {
    character_description: 'Pip, a small fox with a blue scarf',
    context: 'A snowy forest on the longest night of the year',
    story_title: 'Pip and the Long Night',
    story_type: 'childrens_bedtime_story',
    num_pages: 3,
    language: 'en',
  });
  lap('story written');
  const audio = await call('POST', `/projects/${id}/audio`, {
    story_pages: written.story.story.map((p: { page_number: number; page_text: string }) => ({
      page: p.page_number,
      page_text: p.page_text,
    })),
  });
  const images = [...written.generated_images]
    .sort((a: { page_number: number }, b: { page_number: number }) => a.page_number - b.page_number)
    .map((g: { signed_url: string }) => g.signed_url);
  lap('narrated');
  const job = await call('POST', `/projects/${id}/video/async`, {
    image_urls: images,
    audio_urls: audio.audio_files,
    include_text: false,
    transition_duration: 0,
  });
  const done = await call('GET', `/video/jobs/${job.job_id}/wait?timeout=120`);
  expect(done.status, JSON.stringify(done)).toBe('completed');
  lap('rendered');
  const note = await call('POST', '/notifications/test', {});
  aliceIds.project = id;
  aliceIds.job = job.job_id;
  aliceIds.notification = note.notification?.id ?? note.id ?? note.notification_id;
  expect(aliceIds.notification, JSON.stringify(note)).toBeTruthy();
}

/** Everything Alice can read about her resources, with signed URLs' changing signatures left out. */
async function aliceView() {
  const call = apiClient(origin, alice.token);
  const { project, job, notification } = aliceIds;
  const read = await Promise.all([
    call('GET', `/projects/${project}`),
    call('GET', `/projects/${project}/data`),
    call('GET', `/projects/${project}/files`),
    call('GET', `/projects/${project}/image-versions`),
    call('GET', `/projects/${project}/video/latest`),
    call('GET', `/video/jobs/${job}/status`),
    call('GET', '/projects/'),
    call('GET', '/notifications/'),
    call('GET', '/credits'),
    call('GET', '/credit-transactions'),
  ]);
  const text = JSON.stringify(read).replace(/([?&])(expires|sig)=[^&"\\]*/g, '$1$2=…');
  expect(text).toContain(notification);
  return JSON.parse(text);
}

/** A database snapshot: per public table, its row count and an md5 over its rows in a fixed order. */
const SNAPSHOT_EXCLUDED = new Set([
  // Attempt counters in time windows: counting every well-formed attempt, refused or not, is their job (a sign-in
  // with a wrong password, a view of a video id nobody has), and a window that turns over rewrites them anyway.
  'rate_limit_hits',
]);

async function snapshotDatabase(): Promise<Record<string, string>> {
  const read = async () => {
    const database = await openDatabase({
      databaseUrl: installation.databaseUrl,
      pgliteDir: `${installation.dataDir}/pgdata`,
      poolSize: 1,
    });
    try {
      const tables = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(database.db);
      const out: Record<string, string> = {};
      for (const { name } of tables.rows) {
        if (SNAPSHOT_EXCLUDED.has(name)) continue;
        const row = await sql<{ n: string; digest: string | null }>`
          SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
          FROM ${sql.table(name)} AS t`.execute(database.db);
        const [summary] = row.rows;
        out[name] = `${summary?.n} rows, md5 ${summary?.digest ?? '-'}`;
      }
      return out;
    } finally {
      await database.close();
    }
  };
  if (installation.databaseUrl) return read();
  // Embedded PGlite: only one process may hold pgdata.
  await stopProcess(api);
  try {
    return await read();
  } finally {
    api = await startApi(installation, SERVER_ENV);
    origin = api.origin;
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

beforeAll(async () => {
  installation = await createInstallation(process.env.DATABASE_URL);
  api = await startApi(installation, SERVER_ENV);
  origin = api.origin;
  [alice, bob, carol] = await Promise.all([signUp(origin), signUp(origin), signUp(origin)]);
  await buildAlicesResources();
  const asCarol = apiClient(origin, carol.token);
  carolIds.project = (await asCarol('POST', '/projects/')).project_id;
  const note = await asCarol('POST', '/notifications/test', {});
  carolIds.notification = note.notification?.id ?? note.id;
  carolIds.pathValues = { email: carol.email, style: 'watercolor', provider: 'google', key: 'nothing-here.png' };
}, 240_000);

afterAll(async () => {
  if (api) await stopProcess(api);
  await installation?.remove();
});

function describeAnswer(op: Operation, request: ContractRequest, answer: Answer) {
  return `${op.operationId} ${request.method} ${request.url.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 200)}`;
}

/** 404, or 403 where the contract documents 403 for the operation. */
function refusesForeignIds(op: Operation, status: number) {
  return status === 404 || (status === 403 && op.responses.includes('403'));
}

describe('cross-user access (generated from openapi.yaml)', () => {
  const uses = operationsTakingOwnedIds(contract);

  test('the detection finds the operations that take owned ids', () => {
    const found = new Set(uses.map((u) => u.op.operationId));
    expect(found.size).toBeGreaterThan(30);
    for (const known of [
      'getProject',
      'updateProject',
      'deleteProject',
      'bulkDeleteProjects',
      'generateStory',
      'startVideoJob',
      'getVideoJobStatus',
      'waitForVideoJob',
      'markNotification',
      'deleteNotification',
      'likeDiscoverVideo',
      'toggleShowcaseFeatured',
    ]) {
      expect(found, known).toContain(known);
    }
  });

  test("another user gets 404 (or the documented 403) for every operation on a user's project, job and notifications", async () => {
    const before = await aliceView();
    const privateUses = uses.filter((u) => !u.kinds.includes('video'));
    const failures: string[] = [];
    const reportOnly: string[] = [];
    await pool(privateUses, 4, async ({ op }) => {
      const request = validRequest(contract, op, aliceIds);
      const answer = await send(request, bob.token);
      if (op.responses.includes('404') || op.responses.includes('403')) {
        if (!refusesForeignIds(op, answer.status)) failures.push(describeAnswer(op, request, answer));
        return;
      }
      // No 404 in the contract: it answers 200 with a per-id report (bulk delete). The report must call Alice's ids
      // not found and delete nothing (aliceView below); a server error or an unexplained success fails.
      reportOnly.push(op.operationId);
      const reported = answer.status < 300 && /not found/i.test(answer.body) && !/"deleted_project_ids":\["/.test(answer.body);
      if (answer.status >= 500 || (answer.status < 300 && !reported)) failures.push(describeAnswer(op, request, answer));
    });
    console.info(
      `cross-user: ${privateUses.length} operations called by another user with real ids; ${reportOnly.length} answer a report (${reportOnly.join(', ')})`,
    );
    expect(failures).toEqual([]);
    expect(await aliceView()).toEqual(before);
  });

  test("a private project's media needs its signature: none, a forged or another file's one is 403", async () => {
    const files = await apiClient(origin, alice.token)('GET', `/projects/${aliceIds.project}/files`);
    const urls = [...JSON.stringify(files).matchAll(/\/api\/media\/[^"?]+\?expires=\d+&sig=[\w-]+/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThan(1);
    const [first = '', second = ''] = urls;
    expect((await fetch(`${origin}${first}`)).status).toBe(200);
    const [path, query = ''] = first.split('?');
    const otherSig = new URLSearchParams(second.split('?')[1]).get('sig') ?? '';
    const params = new URLSearchParams(query);
    const forged = new URLSearchParams({ expires: params.get('expires') ?? '', sig: 'A'.repeat(43) });
    const borrowed = new URLSearchParams({
      expires: new URLSearchParams(second.split('?')[1]).get('expires') ?? '',
      sig: otherSig,
    });
    for (const url of [path, `${path}?${forged}`, `${path}?${borrowed}`]) {
      const res = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${bob.token}` } });
      expect(res.status, url).toBe(403);
    }
  });

  test('showcase videos: admin-only toggling refused while shared; nothing reachable once withdrawn', async () => {
    const asAlice = apiClient(origin, alice.token);
    const share = contract.operations.find((o) => o.operationId === 'addToShowcase')!;
    const shared = await asAlice(
      'POST',
      `/projects/${aliceIds.project}/add-to-showcase`,
      validJsonBody(contract, share, aliceIds),
    );
    const videoId: string = shared.video_id ?? shared.video?.id;
    expect(videoId, JSON.stringify(shared)).toBeTruthy();
    const videoUses = uses.filter((u) => u.kinds.includes('video'));
    const failures: string[] = [];
    // While shared the video is public: only what the contract restricts (403 documented) must be refused.
    for (const { op } of videoUses.filter((u) => u.op.responses.includes('403'))) {
      const request = validRequest(contract, op, { video: videoId });
      const answer = await send(request, bob.token);
      if (answer.status !== 403) failures.push(describeAnswer(op, request, answer));
    }
    await asAlice('DELETE', `/projects/${aliceIds.project}/remove-from-showcase`);
    for (const { op } of videoUses) {
      const request = validRequest(contract, op, { video: videoId });
      const answer = await send(request, bob.token);
      if (!refusesForeignIds(op, answer.status)) failures.push(describeAnswer(op, request, answer));
    }
    expect(failures).toEqual([]);
  });
});

describe('bad input (generated from openapi.yaml)', () => {
  test('every operation refuses schema-violating requests with 4xx, and the database does not change', async () => {
    const started = Date.now();
    // Session operations (sign-out, refresh) get a session of their own, made before the snapshot.
    const tokens = new Map<string, string>();
    for (const op of contract.operations.filter((o) => o.tags.includes('auth') && o.authenticated)) {
      const session = await apiClient(origin)<{ session: { access_token: string } }>('POST', '/auth/signin', {
        email: carol.email,
        password: carol.password,
      });
      tokens.set(op.operationId, session.session.access_token);
    }
    const cases: { op: Operation; c: BadCase }[] = contract.operations.flatMap((op) =>
      badCases(contract, op, carolIds, 80).map((c) => ({ op, c })),
    );
    expect(cases.length).toBeGreaterThan(contract.operations.length * 5);

    const before = await snapshotDatabase();
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    await pool(cases, 6, async ({ op, c }) => {
      const token = c.anonymous ? undefined : (tokens.get(op.operationId) ?? carol.token);
      const answer = await send(c, token);
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      const lostSession = answer.status === 401 && op.authenticated && !c.anonymous;
      const ok =
        answer.status < 500 &&
        answer.status !== 429 &&
        !lostSession &&
        (c.expect === 'no-5xx' || (answer.status >= 400 && answer.status < 500));
      if (!ok) failures.push(`${c.label}: ${describeAnswer(op, c, answer)}`);
    });
    const after = await snapshotDatabase();
    console.info(
      `bad input: ${cases.length} requests over ${contract.operations.length} operations in ${Date.now() - started} ms; statuses ${JSON.stringify(counts)}`,
    );
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
  });
});
