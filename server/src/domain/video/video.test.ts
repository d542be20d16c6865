import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDuration } from '../../engines/render/index.ts';
import { runMediaTool } from '../../media/ffmpeg.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { createVideoJob } from './jobs.ts';
import { INLINE_RENDER_STALE_MS, settleInterruptedInlineJobs } from './worker.ts';

type User = Awaited<ReturnType<TestServer['signUp']>>;

let server: TestServer;
let user: User;
let other: User;
let scratch: string;

beforeAll(async () => {
  // One render worker in this server, as in production.
  server = await startTestServer({ SIGNUP_BONUS_CREDITS: '1000', VIDEO_WORKERS: '1', NODE_ENV: 'test' });
  user = await server.signUp();
  other = await server.signUp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-video-test-'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: User | undefined, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

const balance = async (who: User = user) => (await api('GET', '/credits', who)).json().credits_balance as number;

/** A project with an approved reference and a 3-page story (the embedded engines, as a user would get them). */
async function storyProject(who: User = user, language = 'en'): Promise<{ id: string; pages: string[] }> {
  const id = (await api('POST', '/projects/', who)).json().project_id as string;
  const reference = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#d9a066' } })
    .composite([{ input: Buffer.from('<svg width="480" height="360"><circle cx="240" cy="150" r="70" fill="#f1c27d"/></svg>') }])
    .jpeg()
    .toBuffer();
  expect(
    (
      await api('POST', `/projects/${id}/approve-reference`, who, {
        image_base64: reference.toString('base64'),
        art_style: 'cartoon',
      })
    ).statusCode,
  ).toBe(200);
  const story = await api('POST', `/projects/${id}/story`, who, {
    character_description: language === 'hr' ? 'Ana, znatiželjna djevojčica' : 'Mia, a curious girl with red boots',
    context: language === 'hr' ? 'Mirno selo uz more' : 'A quiet village by the sea at night',
    story_type: 'childrens_bedtime_story',
    num_pages: 3,
    language,
  });
  expect(story.statusCode, story.body).toBe(200);
  return { id, pages: story.json().story.story.map((p: { page_text: string }) => p.page_text) };
}

/** Short narration texts keep the videos (and the test) short; the server narrates whatever page text it is sent. */
const SHORT = ['Mia looked up at the moon.', 'A little star was lost.', 'Together they found the way home.'];

async function narrate(id: string, texts = SHORT, who: User = user, voice_id?: string) {
  return api('POST', `/projects/${id}/audio`, who, {
    story_pages: texts.map((page_text, i) => ({ page_text, page: i + 1 })),
    ...(voice_id ? { voice_id } : {}),
  });
}

async function probe(file: string) {
  const run = await runMediaTool('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(run.stdout.toString()) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string }[];
    format: { duration: string };
  };
}

async function download(url: string, name: string): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const file = path.join(scratch, name);
  await fs.writeFile(file, res.rawPayload);
  return file;
}

describe('voices', () => {
  it('offers installed voices with a default per language, samples them once, and searches', async () => {
    const en = (await api('GET', '/voice-options?language=en', user)).json();
    const hr = (await api('GET', '/voice-options?language=hr', user)).json();
    expect(en.voices.length).toBeGreaterThan(0);
    expect(en.voices.map((v: { voice_id: string }) => v.voice_id)).toContain(en.default_voice_id);
    expect(hr.default_voice_id).not.toBe(en.default_voice_id);
    expect(en.voices[0].description).toMatch(/offline|festival|flite|espeak/i);

    const search = (await api('GET', '/voices/search?page_size=2', user)).json();
    expect(search.voices).toHaveLength(2);
    expect(search.total_count).toBeGreaterThan(2);
    expect(search.has_more).toBe(true);

    const started = performance.now();
    const sample = (await api('GET', `/voices/samples/${hr.default_voice_id}`, user)).json();
    const first = performance.now() - started;
    expect(sample).toMatchObject({ success: true, content_type: 'audio/mpeg' });
    expect(Buffer.from(sample.sample_audio, 'base64').length).toBeGreaterThan(2000);
    const again = performance.now();
    expect((await api('GET', `/voices/samples/${hr.default_voice_id}`, user)).json().sample_audio).toBe(sample.sample_audio);
    expect(performance.now() - again).toBeLessThan(first);

    expect((await api('GET', '/voices/samples/no-such-voice', user)).statusCode).toBe(404);
    expect((await api('GET', '/voice-options', undefined)).statusCode).toBe(401);
  });

  it('ranks the voice of a recording first among similar voices', async () => {
    const hr = (await api('GET', '/voice-options?language=hr', user)).json();
    const sample = (await api('GET', `/voices/samples/${hr.default_voice_id}`, user)).json();
    const body = multipartBody(
      [{ name: 'me.mp3', type: 'audio/mpeg', data: Buffer.from(sample.sample_audio, 'base64') }],
      'audio_file',
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/voices/similar',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().voices[0].voice_id).toBe(hr.default_voice_id);
  });
  it('refuses a playlist that points at files on the server, and a file with two audio tracks, before any charge', async () => {
    const options = (await api('GET', '/voice-options?language=hr', user)).json();
    const sample = Buffer.from(
      (await api('GET', `/voices/samples/${options.default_voice_id}`, user)).json().sample_audio,
      'base64',
    );
    // An HLS playlist whose segment is a narration file on this server (the attack: ffmpeg would read it back).
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'playlist-'));
    const secret = path.join(dir, 'someone-else.mp3');
    await fs.writeFile(secret, sample);
    const playlist = Buffer.from(
      `#EXTM3U\n${'#'.repeat(300)}\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${secret}\n#EXT-X-ENDLIST\n`,
    );
    const twoTracks = path.join(dir, 'two.mka');
    await runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=f=220:d=1',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=1',
      '-map',
      '0',
      '-map',
      '1',
      '-c:a',
      'flac',
      twoTracks,
    ]);
    const send = (url: string, data: Buffer, extra = '') => {
      const body = multipartBody([{ name: 'me.mp3', type: 'audio/mpeg', data }], 'audio_file');
      const payload = extra
        ? Buffer.concat([
            Buffer.from(
              `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="target_voice_id"\r\n\r\n${extra}\r\n`,
            ),
            body.payload,
          ])
        : body.payload;
      return server.app.inject({ method: 'POST', url, headers: { ...bearer(user.token), ...body.headers }, payload });
    };
    const before = await balance();
    for (const data of [playlist, await fs.readFile(twoTracks)]) {
      const similar = await send('/api/voices/similar', data);
      expect(similar.statusCode, similar.body).toBe(415);
      const converted = await send('/api/convert-voice', data, options.default_voice_id);
      expect(converted.statusCode, converted.body).toBe(415);
      expect(converted.json().detail).toMatch(/audio file|one audio track/);
    }
    expect(await balance()).toBe(before);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('converts a recording toward a voice for 3 credits, refusing an unknown voice', async () => {
    const options = (await api('GET', '/voice-options?language=hr', user)).json();
    const sample = (await api('GET', `/voices/samples/${options.default_voice_id}`, user)).json();
    const convert = async (target: string) => {
      const body = multipartBody(
        [{ name: 'me.mp3', type: 'audio/mpeg', data: Buffer.from(sample.sample_audio, 'base64') }],
        'audio_file',
      );
      const withTarget = Buffer.concat([
        Buffer.from(
          `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="target_voice_id"\r\n\r\n${target}\r\n`,
        ),
        body.payload,
      ]);
      return server.app.inject({
        method: 'POST',
        url: '/api/convert-voice',
        headers: { ...bearer(user.token), ...body.headers },
        payload: withTarget,
      });
    };
    const before = await balance();
    const res = await convert(options.voices.find((v: { voice_id: string }) => v.voice_id !== options.default_voice_id).voice_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, content_type: 'audio/mpeg', error: null });
    expect(Buffer.from(res.json().audio_base64, 'base64').length).toBeGreaterThan(2000);
    expect(await balance()).toBe(before - 3);
    expect((await convert('no-such-voice')).statusCode).toBe(404);
    expect(await balance()).toBe(before - 3);
  });
});

describe('narration, music and animation', () => {
  it('narrates every page for 3 credits each, replaces earlier narration, and saves the voice', async () => {
    const { id } = await storyProject();
    const before = await balance();
    const res = await narrate(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audio_files).toHaveLength(3);
    expect(await balance()).toBe(before - 9);
    // One charge in the billing history, for this story, a part per page.
    // (The test clock stands still: every charge of the file shares one moment, so find this one by its parts.)
    const charged = (await api('GET', '/credit-transactions', user))
      .json()
      .transactions.filter((t: { description: string }) => t.description.endsWith(' narration'));
    expect(charged.map((t: { description: string }) => t.description)).toEqual([
      'Page 1 narration',
      'Page 2 narration',
      'Page 3 narration',
    ]);
    expect(new Set(charged.map((t: { charge_id: string }) => t.charge_id)).size).toBe(1);
    for (const row of charged) expect(row).toMatchObject({ project_id: id, charge_description: 'Narration of 3 pages' });
    const file = await download(res.json().audio_files[0], 'page-1.mp3');
    const info = await probe(file);
    expect(info.streams[0]).toMatchObject({ codec_type: 'audio', codec_name: 'mp3' });

    const hr = (await api('GET', '/voice-options?language=hr', user)).json().default_voice_id;
    await narrate(id, SHORT, user, hr);
    const files = (await api('GET', `/projects/${id}/files`, user)).json().files;
    expect(files.audio).toHaveLength(3);
    expect((await api('GET', `/projects/${id}`, user)).json().project.selected_voice_id).toBe(hr);

    expect((await narrate(id, SHORT, user, 'no-such-voice')).statusCode).toBe(422);
    expect((await narrate(id, SHORT, other)).statusCode).toBe(404);
  });

  describe("the language's default voice when none is chosen", () => {
    const defaultFor = async (language: string) =>
      (await api('GET', `/voice-options?language=${language}`, user)).json().default_voice_id as string;
    /** The voice the embedded engine spoke each page in, as stored with the audio files. */
    const spokenIn = async (id: string) =>
      (
        await server.ctx.database.db
          .selectFrom('project_files')
          .select('metadata')
          .where('project_id', '=', id)
          .where('kind', '=', 'audio')
          .orderBy('page_number')
          .execute()
      ).map((f) => f.metadata.voice_id);
    const savedVoice = async (id: string) => (await api('GET', `/projects/${id}`, user)).json().project.selected_voice_id;
    const CROATIAN = ['Ana je gledala mjesec.'];
    const ENGLISH = ['Mia looked up at the moon.'];
    const put = async (id: string, change: object) => (await api('PUT', `/projects/${id}`, user, change)).json().project;

    it('narrates a Croatian project with the Croatian default (no voice ever chosen)', async () => {
      const hr = await defaultFor('hr');
      expect(hr).not.toBe(await defaultFor('en'));
      const id = (await api('POST', '/projects/', user)).json().project_id as string;
      expect(await put(id, { language: 'hr' })).toMatchObject({ language: 'hr', selected_voice_id: null });
      expect((await narrate(id, CROATIAN)).statusCode).toBe(200);
      expect(await spokenIn(id)).toEqual([hr]);
    });

    it('switches to the new language’s default when the language changes, unless a voice is named with it', async () => {
      const [en, hr] = [await defaultFor('en'), await defaultFor('hr')];
      const id = (await api('POST', '/projects/', user)).json().project_id as string;
      expect((await narrate(id, ENGLISH)).statusCode).toBe(200);
      expect(await spokenIn(id)).toEqual([en]);
      expect(await savedVoice(id)).toBe(en);

      const switched = await put(id, { language: 'hr' });
      expect((await narrate(id, CROATIAN)).statusCode).toBe(200);
      expect(await spokenIn(id)).toEqual([hr]);
      expect(switched).toMatchObject({ language: 'hr', selected_voice_id: null });
      expect(await savedVoice(id)).toBe(hr);

      expect(await put(id, { language: 'en', selected_voice_id: hr })).toMatchObject({ language: 'en', selected_voice_id: hr });
      expect(await put(id, { story_title: 'Same language' })).toMatchObject({ selected_voice_id: hr });
      expect(await put(id, { language: 'en' })).toMatchObject({ selected_voice_id: hr });
    });

    it('switches when a story is written in another language', async () => {
      const hr = await defaultFor('hr');
      const { id } = await storyProject();
      expect((await narrate(id, ENGLISH)).statusCode).toBe(200);
      const story = await api('POST', `/projects/${id}/story`, user, {
        character_description: 'Ana, znatiželjna djevojčica',
        context: 'Mirno selo uz more',
        num_pages: 3,
        language: 'hr',
      });
      expect(story.statusCode, story.body).toBe(200);
      expect(await savedVoice(id)).toBeNull();
      expect((await narrate(id, CROATIAN)).statusCode).toBe(200);
      expect(await spokenIn(id)).toEqual([hr]);
    }, 60_000);
  });

  it('makes background music of the narration length for 3 credits', async () => {
    const { id } = await storyProject();
    expect((await api('GET', `/projects/${id}/music`, user)).json().music).toBeNull();
    await narrate(id);
    const before = await balance();
    const res = await api('POST', `/projects/${id}/music`, user, { music_prompt: 'calm lullaby with a music box' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance()).toBe(before - 3);
    const music = res.json().music;
    expect(music.music_prompt).toBe('calm lullaby with a music box');
    expect(music.duration).toBeGreaterThanOrEqual(5);
    const file = await download(music.music_url, 'music.mp3');
    expect(Math.abs(Number((await probe(file)).format.duration) - music.duration)).toBeLessThan(0.3);
    expect((await api('GET', `/projects/${id}/music`, user)).json().music.music_url).toBeTruthy();
  });

  it('animates chosen pages for 12 credits each and lists them', async () => {
    const { id } = await storyProject();
    const before = await balance();
    const res = await api('POST', `/projects/${id}/animations`, user, { pages_to_animate: [1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().animated_urls.map((u: string | null) => u !== null)).toEqual([false, true, false]);
    expect(await balance()).toBe(before - 12);
    const listed = (await api('GET', `/projects/${id}/animations`, user)).json().animations;
    expect(listed).toEqual([
      expect.objectContaining({ page_index: 1, page_number: 2, animation_prompt: 'add slight movement and characters blinking' }),
    ]);
    const clip = await probe(await download(listed[0].animation_url, 'clip.mp4'));
    expect(clip.streams[0]).toMatchObject({ codec_type: 'video', codec_name: 'h264' });
    expect((await api('POST', `/projects/${id}/animations`, user, { pages_to_animate: [5] })).statusCode).toBe(422);
  });
});

describe('video', () => {
  it('answers no active job with 200 and every job field null; 404 only for a missing or foreign project', async () => {
    const id = (await api('POST', '/projects/', user)).json().project_id as string;
    const none = await api('GET', `/projects/${id}/video/active-job`, user);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({
      success: true,
      job_id: null,
      project_id: null,
      status: null,
      progress: null,
      video_url: null,
      file_size_mb: null,
      duration_seconds: null,
      error: null,
      created_at: null,
      updated_at: null,
    });
    expect((await api('GET', `/projects/${id}/video/active-job`, other)).json()).toEqual({ detail: 'Project not found' });
    expect((await api('GET', `/projects/${id}/video/active-job`, other)).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('GET', `/projects/${missing}/video/active-job`, user)).statusCode).toBe(404);
  });

  it("refuses with the spec's messages: no story, no audio, missing pages", async () => {
    const bare = (await api('POST', '/projects/', user)).json().project_id;
    const nowhere = ['/api/media/nothing-here.png'];
    let res = await api('POST', `/projects/${bare}/video/async`, user, { image_urls: nowhere, audio_urls: nowhere });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Story must be generated before creating video' });

    const { id } = await storyProject();
    res = await api('POST', `/projects/${id}/video/async`, user, { image_urls: nowhere, audio_urls: nowhere });
    expect(res.json()).toEqual({ detail: 'Audio narration is required to create a storybook video' });

    await narrate(id, SHORT.slice(0, 1));
    res = await api('POST', `/projects/${id}/video`, user, { image_paths: nowhere, audio_paths: nowhere });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Missing audio for page(s) 2, 3. Please generate audio for all story pages.' });
  });

  async function readyToRender(who: User = user) {
    const { id } = await storyProject(who);
    expect((await narrate(id, SHORT, who)).statusCode).toBe(200);
    const files = (await api('GET', `/projects/${id}/files`, who)).json().files;
    const byPage = (a: { page_number: number }, b: { page_number: number }) => a.page_number - b.page_number;
    return {
      id,
      images: [...files.generated_images].sort(byPage).map((f: { signed_url: string }) => f.signed_url),
      audio: [...files.audio].sort(byPage).map((f: { signed_url: string }) => f.signed_url),
    };
  }

  async function notificationsOf(who: User, projectId: string) {
    const list = (await api('GET', '/notifications/?limit=100', who)).json().notifications as {
      type: string;
      data: { project_id?: string; redirect_url?: string };
    }[];
    return list.filter((n) => n.data.project_id === projectId);
  }

  it('renders a background job: progress, a checked MP4, stage 3, one notification; 409 while it is active', async () => {
    const { id, images, audio } = await readyToRender();
    const music = (await api('POST', `/projects/${id}/music`, user, { duration: 30 })).json().music.music_url;
    const request = { image_urls: images, audio_urls: audio, music_url: music };
    const start = await api('POST', `/projects/${id}/video/async`, user, request);
    expect(start.statusCode, start.body).toBe(202);
    const jobId = start.json().job_id as string;
    expect(start.json()).toMatchObject({ success: true, status: 'pending' });

    const again = await api('POST', `/projects/${id}/video/async`, user, request);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatchObject({ job_id: jobId, message: 'Video generation is already in progress' });
    expect((await api('GET', `/projects/${id}/video/active-job`, user)).json().job_id).toBe(jobId);
    expect((await api('GET', `/video/jobs/${jobId}/status`, other)).statusCode).toBe(404);
    expect((await api('GET', `/video/jobs/${jobId}/wait?timeout=1`, other)).statusCode).toBe(404);

    const done = (await api('GET', `/video/jobs/${jobId}/wait?timeout=180`, user)).json();
    expect(done, JSON.stringify(done)).toMatchObject({ success: true, status: 'completed', progress: 100, error: null });
    expect(done.file_size_mb).toBeGreaterThan(0);

    const video = await download(done.video_url, 'job.mp4');
    const info = await probe(video);
    const v = info.streams.find((s) => s.codec_type === 'video')!;
    expect(v).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, r_frame_rate: '30/1' });
    expect(info.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    const narration = await Promise.all(
      audio.map(async (url: string, i: number) => Number((await probe(await download(url, `n${i}.mp3`))).format.duration)),
    );
    expect(Math.abs(Number(info.format.duration) - expectedDuration(narration))).toBeLessThan(0.5);
    expect(Math.abs(done.duration_seconds - Number(info.format.duration))).toBeLessThan(0.1);

    // A frame while the first caption is up is a picture, not a blank screen.
    const frame = path.join(scratch, 'frame.png');
    await runMediaTool('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', video, '-frames:v', '1', frame]);
    const stats = await sharp(frame).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(15);

    const project = (await api('GET', `/projects/${id}`, user)).json().project;
    expect(project.stages_completed['3']).toBe(true);
    expect((await api('GET', `/projects/${id}/video/latest`, user)).json().video_url).toBeTruthy();
    expect((await api('GET', `/projects/${id}/video/active-job`, user)).json()).toMatchObject({ success: true, job_id: null });
    expect(await notificationsOf(user, id)).toEqual([
      expect.objectContaining({ type: 'video_completed', data: expect.objectContaining({ redirect_url: '/app' }) }),
    ]);
    const service = (await api('GET', '/video/service/status', user)).json();
    expect(service).toMatchObject({ success: true, status: 'ok', queue: { pending: 0, processing: 0 }, ffmpeg: { ok: true } });
    // Completed: narration and animation are read-only now.
    expect((await narrate(id)).statusCode).toBe(409);
  });

  it('fails a job whose page image is gone, naming the page, with one video_failed notification', async () => {
    const { id, images, audio } = await readyToRender();
    const page2 = await server.ctx.database.db
      .selectFrom('project_files')
      .select('blob_key')
      .where('project_id', '=', id)
      .where('kind', '=', 'generated_image')
      .where('page_number', '=', 2)
      .executeTakeFirstOrThrow();
    await server.ctx.storage.delete(page2.blob_key);
    const start = await api('POST', `/projects/${id}/video/async`, user, { image_urls: images, audio_urls: audio });
    const done = (await api('GET', `/video/jobs/${start.json().job_id}/wait?timeout=120`, user)).json();
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/page 2/);
    expect((await notificationsOf(user, id)).map((n) => n.type)).toEqual(['video_failed']);
    expect((await api('GET', `/projects/${id}`, user)).json().project.stages_completed['3']).toBe(false);
  });

  it('renders synchronously, without captions when asked', async () => {
    const { id, images, audio } = await readyToRender();
    const res = await api('POST', `/projects/${id}/video`, user, {
      image_paths: images,
      audio_paths: audio,
      include_text: false,
      transition_duration: 0.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: null });
    expect(res.json().duration_seconds).toBeGreaterThan(3);
    const info = await probe(await download(res.json().video_url, 'sync.mp4'));
    expect(info.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
  });

  it('settles a synchronous render whose process died: failed with one notification, and the project renders again', async () => {
    const { id, images, audio } = await readyToRender();
    const project = await server.ctx.database.db
      .selectFrom('projects')
      .select(['id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // What a process killed during `POST /projects/{id}/video` leaves: an inline job (no queue job), processing.
    const job = await createVideoJob(server.ctx, project, { pages: [], includeText: true } as never, { inline: true });
    await server.ctx.database.db.updateTable('video_jobs').set({ status: 'processing' }).where('id', '=', job.id).execute();
    const blocked = await api('POST', `/projects/${id}/video/async`, user, { image_urls: images, audio_urls: audio });
    expect(blocked.statusCode).toBe(409);

    // Still moving within the stale limit: left alone; later, or from before the one process started: settled.
    expect(await settleInterruptedInlineJobs(server.ctx)).toBe(0);
    server.clock.advance(INLINE_RENDER_STALE_MS + 1000);
    expect(await settleInterruptedInlineJobs(server.ctx)).toBe(1);
    expect(await settleInterruptedInlineJobs(server.ctx, { ownerStartedAt: server.clock.now() })).toBe(0);
    const settled = (await api('GET', `/video/jobs/${job.id}/status`, user)).json();
    expect(settled).toMatchObject({ status: 'failed', error: 'The render was interrupted. Please try again.' });
    expect((await notificationsOf(user, id)).map((n) => n.type)).toEqual(['video_failed']);
    const again = await api('POST', `/projects/${id}/video/async`, user, { image_urls: images, audio_urls: audio });
    expect(again.statusCode, again.body).toBe(202);
    expect((await api('GET', `/video/jobs/${again.json().job_id}/wait?timeout=120`, user)).json().status).toBe('completed');
  });
});
