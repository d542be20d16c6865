// The workflow through the API, as the app makes it, for tests that need a project at some stage without clicking
// through the stages before it (the journey test clicks through all of them).
import { spawnSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { renderSampleScene } from '../../server/src/engines/style/scene.ts';
import type { TestUser } from './support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API with the user's bearer token; a failed call fails the test with its answer. */
export function apiAs(request: APIRequestContext, user: TestUser) {
  const headers = { authorization: `Bearer ${user.token}` };
  return async (method: Method, url: string, options: { data?: object; multipart?: FormData } = {}) => {
    const response = await request.fetch(`/api${url}`, { method, headers, ...options });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.json();
  };
}

/** A photo-like JPEG (the style engine's sample scene): the same seed, the same picture. */
export async function samplePhoto(seed: number): Promise<Buffer> {
  return sharp(await renderSampleScene(640, 480, seed))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export type StoryOptions = {
  title?: string;
  storyType?: string;
  characterDescription?: string;
  context?: string;
  language?: string;
};

/**
 * Stage 1: two photos uploaded, three watercolor style options made, the first approved as the reference image
 * (5 of the 50 credits a new account gets).
 */
export async function approvedProject(request: APIRequestContext, user: TestUser, title?: string): Promise<string> {
  const call = apiAs(request, user);
  const { project_id: id } = await call('POST', '/projects/');
  if (title) await call('PUT', `/projects/${id}`, { data: { story_title: title } });
  const form = new FormData();
  for (const seed of [21, 22]) {
    form.append('files', new Blob([new Uint8Array(await samplePhoto(seed))], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
  }
  const uploaded = await call('POST', `/projects/${id}/upload-images`, { multipart: form });
  const options = await call('POST', `/projects/${id}/style-images`, {
    data: {
      reference_images: uploaded.images.map((image: { base64: string }) => image.base64),
      art_style: 'watercolor',
      style_prompt: '',
    },
  });
  const chosen = await request.get(options.style_images[0].signed_url);
  await call('POST', `/projects/${id}/approve-reference`, {
    data: { image_base64: (await chosen.body()).toString('base64'), art_style: 'watercolor' },
  });
  return id;
}

type WrittenStory = {
  story: { story: { page_number: number; page_text: string }[] };
  generated_images: { page_number: number; signed_url: string }[];
};

/** Stages 1 and 2: a three-page story written and illustrated (another 18 credits). */
export async function storyProject(request: APIRequestContext, user: TestUser, story: StoryOptions = {}) {
  const id = await approvedProject(request, user, story.title);
  const written = (await apiAs(request, user)('POST', `/projects/${id}/story`, {
    data: {
      character_description: story.characterDescription ?? 'Pip, a small fox with a blue scarf',
      context: story.context ?? 'A snowy forest on the longest night of the year',
      story_title: story.title ?? '',
      story_type: story.storyType ?? 'childrens_bedtime_story',
      num_pages: 3,
      language: story.language ?? 'en',
    },
  })) as WrittenStory;
  return { id, written };
}

/**
 * All three stages: the story narrated and rendered without captions or cross-fades (the quickest render; about
 * 20 s on an idle machine), 9 more credits. Resolves the project id.
 */
export async function finishedProject(request: APIRequestContext, user: TestUser, story: StoryOptions = {}): Promise<string> {
  const call = apiAs(request, user);
  const { id, written } = await storyProject(request, user, story);
  const audio = await call('POST', `/projects/${id}/audio`, {
    data: { story_pages: written.story.story.map((p) => ({ page: p.page_number, page_text: p.page_text })) },
  });
  const images = [...written.generated_images].sort((a, b) => a.page_number - b.page_number).map((g) => g.signed_url);
  await call('POST', `/projects/${id}/video`, {
    data: { image_paths: images, audio_paths: audio.audio_files, include_text: false, transition_duration: 0 },
  });
  return id;
}

export type Probe = { streams: { codec_type: string }[]; format: { duration: string } };

/** ffprobe's view of a media file. */
export function probe(file: string): Probe {
  const run = spawnSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Probe;
}

/** The text track of an MP4 as ffmpeg reads it back (WebVTT): each cue's text, in order. */
export function subtitleTexts(file: string): string[] {
  const run = spawnSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s:0', '-f', 'webvtt', '-'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  // Blocks after the WEBVTT header: a timing line, then the cue's text.
  return run.stdout
    .split(/\n\n+/)
    .slice(1)
    .map((block) => block.trim().split('\n').slice(1).join('\n'))
    .filter(Boolean);
}

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
