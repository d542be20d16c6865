import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaTool } from '../../media/ffmpeg.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { narrationOutOfDate } from './storyPages.ts';

type User = Awaited<ReturnType<TestServer['signUp']>>;

let server: TestServer;
let user: User;
let other: User;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ SIGNUP_BONUS_CREDITS: '1000' });
  [user, other] = await Promise.all([server.signUp(), server.signUp()]);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-page-text-'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: User, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

const editPage = (id: string, pageIndex: number | string, page_text: unknown, who: User = user) =>
  api('PUT', `/projects/${id}/story/pages/${pageIndex}`, who, { page_text });

const balance = async () => (await api('GET', '/credits', user)).json().credits_balance as number;
const transactionCount = async () =>
  ((await api('GET', '/credit-transactions?limit=100', user)).json().transactions as unknown[]).length;

const savedPages = async (id: string) =>
  ((await api('GET', `/projects/${id}/data`, user)).json().story.story_data as { page_text: string }[]).map((p) => p.page_text);
const audioFiles = async (id: string) =>
  ((await api('GET', `/projects/${id}/files`, user)).json().files.audio as { page_number: number; out_of_date: boolean }[])
    .map((f) => ({ page: f.page_number, outOfDate: f.out_of_date }))
    .sort((a, b) => a.page - b.page);

/** A project with an approved reference and a 3-page story from the embedded engines. */
async function storyProject(): Promise<string> {
  const id = (await api('POST', '/projects/', user)).json().project_id as string;
  const reference = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#d9a066' } })
    .composite([{ input: Buffer.from('<svg width="480" height="360"><circle cx="240" cy="150" r="70" fill="#f1c27d"/></svg>') }])
    .jpeg()
    .toBuffer();
  const approved = await api('POST', `/projects/${id}/approve-reference`, user, {
    image_base64: reference.toString('base64'),
    art_style: 'cartoon',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const story = await api('POST', `/projects/${id}/story`, user, {
    character_description: 'Mia, a curious girl with red boots',
    context: 'A quiet village by the sea at night',
    num_pages: 3,
  });
  expect(story.statusCode, story.body).toBe(200);
  return id;
}

const SHORT = ['Mia looked up.', 'A star was lost.', 'They found home.'];
const narrate = (id: string, texts: string[], pages = texts.map((_, i) => i + 1)) =>
  api('POST', `/projects/${id}/audio`, user, {
    story_pages: pages.map((page, i) => ({ page_text: texts[i], page })),
  });

describe('saving a page’s text', () => {
  let id: string;
  beforeAll(async () => {
    id = await storyProject();
  }, 120_000);

  it('saves the trimmed text in the story, free of charge', async () => {
    const [credits, transactions, before] = await Promise.all([balance(), transactionCount(), savedPages(id)]);
    const res = await editPage(id, 1, '  The lost star was found by a cat.\n ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      page_index: 1,
      page: { page_number: 2, page: 2, page_text: 'The lost star was found by a cat.' },
      audio_out_of_date: false,
    });
    expect(await savedPages(id)).toEqual([before[0], 'The lost star was found by a cat.', before[2]]);
    expect(await balance()).toBe(credits);
    expect(await transactionCount()).toBe(transactions);
  });

  it('refuses blank and too long text (400), another user’s project and a page past the end (404)', async () => {
    const before = await savedPages(id);
    for (const text of ['', '   \n\t ', 'x'.repeat(2001), null]) {
      const res = await editPage(id, 0, text);
      expect(res.statusCode, JSON.stringify(text).slice(0, 20)).toBe(400);
    }
    expect((await editPage(id, 0, 'x'.repeat(2000))).statusCode).toBe(200);
    expect((await editPage(id, -1, 'Hello')).statusCode).toBe(400);
    expect((await editPage(id, 'two', 'Hello')).statusCode).toBe(400);

    const stranger = await editPage(id, 0, 'Not yours.', other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe('Project not found');
    const outside = await editPage(id, 3, 'A fourth page?');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().detail).toBe('This story has no page 4.');

    await editPage(id, 0, before[0]!);
    expect(await savedPages(id)).toEqual(before);
  });

  it('404s a project without a story', async () => {
    const empty = (await api('POST', '/projects/', user)).json().project_id as string;
    expect((await editPage(empty, 0, 'Once upon a time.')).statusCode).toBe(404);
  });

  it('marks the page’s narration out of date, and narrating the page again clears it', async () => {
    // Short pages narrate quickly.
    for (const [i, text] of SHORT.entries()) await editPage(id, i, text);
    const pages = await savedPages(id);
    expect(pages).toEqual(SHORT);
    expect((await narrate(id, pages)).statusCode).toBe(200);
    expect(await audioFiles(id)).toEqual([1, 2, 3].map((page) => ({ page, outOfDate: false })));

    const edited = await editPage(id, 2, 'They found their way home at last.');
    expect(edited.json().audio_out_of_date).toBe(true);
    expect(await audioFiles(id)).toEqual([
      { page: 1, outOfDate: false },
      { page: 2, outOfDate: false },
      { page: 3, outOfDate: true },
    ]);
    // The project data the stages load says the same.
    const data = (await api('GET', `/projects/${id}/data`, user)).json();
    expect(data.files.audio.find((f: { page_number: number }) => f.page_number === 3).out_of_date).toBe(true);

    // Put back as narrated: up to date again; changed once more: out of date.
    expect((await editPage(id, 2, ` ${pages[2]} `)).json().audio_out_of_date).toBe(false);
    expect((await editPage(id, 2, 'They found their way home at last.')).json().audio_out_of_date).toBe(true);

    const credits = await balance();
    const again = await narrate(id, ['They found their way home at last.'], [3]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance()).toBe(credits - 3);
    expect(await audioFiles(id)).toEqual([1, 2, 3].map((page) => ({ page, outOfDate: false })));
  });

  it('renders the edited text: a mov_text track with one cue per page; then the project is read-only (409)', async () => {
    const texts = ['Mia looked up at the moon.', 'A little star was lost.', 'Together, they found the way home.'];
    const project = await storyProject();
    expect((await narrate(project, SHORT)).statusCode).toBe(200);
    for (const [i, text] of texts.entries()) expect((await editPage(project, i, text)).statusCode).toBe(200);
    // Page 2 is narrated again with its new words; pages 1 and 3 keep the old narration, out of date.
    expect((await narrate(project, [texts[1]!], [2])).statusCode).toBe(200);
    expect(await audioFiles(project)).toEqual([
      { page: 1, outOfDate: true },
      { page: 2, outOfDate: false },
      { page: 3, outOfDate: true },
    ]);

    const files = (await api('GET', `/projects/${project}/files`, user)).json().files;
    const urls = (list: { page_number: number; signed_url: string }[]) =>
      [...list].sort((a, b) => a.page_number - b.page_number).map((f) => f.signed_url);
    const render = await api('POST', `/projects/${project}/video`, user, {
      image_paths: urls(files.generated_images),
      audio_paths: urls(files.audio),
      transition_duration: 0.5,
    });
    expect(render.statusCode, render.body).toBe(200);
    const file = path.join(scratch, 'edited.mp4');
    const media = await server.app.inject({ method: 'GET', url: render.json().video_url });
    await fs.writeFile(file, media.rawPayload);
    const probe = JSON.parse(
      (await runMediaTool('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file])).stdout.toString(),
    ) as { streams: { codec_type: string; codec_name: string }[] };
    expect(probe.streams.filter((s) => s.codec_type === 'subtitle').map((s) => s.codec_name)).toEqual(['mov_text']);
    const vtt = (await runMediaTool('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s:0', '-f', 'webvtt', '-'])).stdout
      .toString()
      .split(/\n\n+/)
      .slice(1)
      .map((cue) => cue.trim().split('\n').slice(1).join('\n'));
    expect(vtt).toEqual(texts);

    const refused = await editPage(project, 0, 'Too late.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/completed/);
    expect(await savedPages(project)).toEqual(texts);
  }, 180_000);
});

describe('narrationOutOfDate', () => {
  it('compares with the narrated words when they are known, else with the text before the edit', () => {
    expect(narrationOutOfDate({ page_text: 'A cat.' }, 'A dog.', ' A  cat. ')).toBe(false);
    expect(narrationOutOfDate({ page_text: 'A cat.' }, 'A cat.', 'A dog.')).toBe(true);
    expect(narrationOutOfDate({}, 'A cat.', 'A cat.')).toBe(false);
    expect(narrationOutOfDate({}, 'A cat.', 'A dog.')).toBe(true);
    expect(narrationOutOfDate({ out_of_date: true }, 'A dog.', 'A dog.')).toBe(true);
  });
});
