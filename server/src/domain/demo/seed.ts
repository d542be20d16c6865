/**
 * Demo stories for an empty installation: on the first start, a demo account makes four stories with the same
 * pipeline a user drives (through the API, by `inject`), renders them and shares them to the public showcase, so a
 * new visitor's landing page and Discover are not empty. It runs as a background job after the server is ready;
 * `SEED_DEMO=0` turns it off. Idempotent: a retried job skips the stories already shared.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { renderSampleScene } from '../../engines/style/scene.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createUserWithBonus } from '../auth/handlers.ts';
import { startSession } from '../auth/sessions.ts';
import { grantCredits } from '../credits/ledger.ts';

export const DEMO_EMAIL = 'demo@storyloom.invalid';
export const DEMO_QUEUE = 'demo-seed';

export interface DemoStory {
  title: string;
  description: string;
  storyType: 'childrens_bedtime_story' | 'fantasy_story' | 'funny_friends_story' | 'adventure_story';
  artStyle: string;
  language: 'en' | 'hr';
  characters: string;
  context: string;
  mood: string;
  music: boolean;
  /** Seed of the drawn "photo" the story starts from. */
  photoSeed: number;
}

export const DEMO_STORIES: DemoStory[] = [
  {
    title: 'Mia and the Little Lost Star',
    description: 'A bedtime story about a curious girl who helps a fallen star find its way home.',
    storyType: 'childrens_bedtime_story',
    artStyle: 'watercolor',
    language: 'en',
    characters: 'Mia, a curious girl with red boots, and her grey cat Pepper',
    context: 'A quiet village by the sea on a starry night',
    mood: 'peaceful, magical',
    music: true,
    photoSeed: 7,
  },
  {
    title: 'Leo and the Dragon Who Loved Pancakes',
    description: 'Two unlikely friends, one enormous breakfast and a kitchen that will never be the same.',
    storyType: 'funny_friends_story',
    artStyle: 'cartoon',
    language: 'en',
    characters: 'Leo, a cheerful boy with a yellow cap, and a small green dragon',
    context: 'A sunny morning in a little town with a bakery',
    mood: 'funny, lighthearted',
    music: true,
    photoSeed: 21,
  },
  {
    title: 'Ana i čarobna šuma',
    description: 'Priča za laku noć o djevojčici koja u šumi pronalazi put do zvijezda.',
    storyType: 'fantasy_story',
    artStyle: 'children_book',
    language: 'hr',
    characters: 'Ana, znatiželjna djevojčica s crvenim šalom',
    context: 'Čarobna šuma iza sela, u sumrak',
    mood: 'čarobno, mirno',
    music: false,
    photoSeed: 33,
  },
  {
    title: 'The Map Beyond the Hills',
    description: 'An old map, a brave explorer and a treasure that was never made of gold.',
    storyType: 'adventure_story',
    artStyle: 'oil_painting',
    language: 'en',
    characters: 'Sam, a brave explorer with a green backpack, and a clever parrot',
    context: 'Green hills, a river and an old castle far away',
    mood: 'exciting, uplifting',
    music: true,
    photoSeed: 47,
  },
];

/**
 * Queues the seeding when the installation is empty (no showcase entry and no demo account yet). The demo account
 * is created here, in the same statement that decides, so two starting processes queue it once.
 */
export async function scheduleDemoSeed(ctx: AppContext, queue: JobQueue, log: FastifyBaseLogger): Promise<boolean> {
  const db = ctx.database.db;
  const shared = await db.selectFrom('showcase_videos').select('id').limit(1).executeTakeFirst();
  if (shared) return false;
  const now = ctx.clock.now();
  const created = await db.transaction().execute(async (trx) => {
    const user = await createUserWithBonus(ctx, trx, DEMO_EMAIL, null, now);
    if (!user) return false;
    await grantCredits(
      trx,
      { userId: user.id, kind: 'bonus', amount: 2000, description: 'Demo stories', reference: 'demo-seed' },
      now,
    );
    return true;
  });
  if (!created) return false;
  const boss = await queue.boss();
  await boss.createQueue(DEMO_QUEUE, { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600, heartbeatSeconds: 30 });
  await boss.send(DEMO_QUEUE, {}, { singletonKey: 'demo' });
  log.info('demo stories queued for the public showcase');
  return true;
}

/** Works the demo queue: makes each missing demo story through the API and shares it. */
export async function startDemoSeedWorker(app: FastifyInstance, queue: JobQueue): Promise<void> {
  const boss = await queue.boss();
  if (!(await boss.getQueue(DEMO_QUEUE))) {
    await boss.createQueue(DEMO_QUEUE, { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600, heartbeatSeconds: 30 });
  }
  await boss.work(DEMO_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await seedDemoStories(app, app.log);
  });
}

export async function seedDemoStories(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  stories: DemoStory[] = DEMO_STORIES,
): Promise<number> {
  const ctx = app.storyloom;
  const db = ctx.database.db;
  const demo = await db.selectFrom('users').select(['id', 'email']).where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (!demo) return 0;
  const tokens = await startSession(ctx, db, demo);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300)
      throw new Error(`demo seed: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json();
  };

  let made = 0;
  for (const story of stories) {
    const exists = await db
      .selectFrom('showcase_videos')
      .select('id')
      .where('user_id', '=', demo.id)
      .where('title', '=', story.title)
      .executeTakeFirst();
    if (exists) continue;
    const started = Date.now();
    const photo = await sharp(await renderSampleScene(960, 720, story.photoSeed))
      .jpeg({ quality: 90 })
      .toBuffer();
    const { project_id: id } = await call('POST', '/projects/');
    const options = await call('POST', `/projects/${id}/style-images`, {
      reference_images: [photo.toString('base64')],
      art_style: story.artStyle,
    });
    const chosen = await app.inject({ method: 'GET', url: options.style_images[0].signed_url });
    await call('POST', `/projects/${id}/approve-reference`, {
      image_base64: chosen.rawPayload.toString('base64'),
      art_style: story.artStyle,
    });
    const written = await call('POST', `/projects/${id}/story`, {
      character_description: story.characters,
      context: story.context,
      additional_context: story.mood,
      story_title: story.title,
      story_type: story.storyType,
      num_pages: 3,
      language: story.language,
    });
    const pages = written.story.story as { page_number: number; page_text: string }[];
    const audio = await call('POST', `/projects/${id}/audio`, {
      story_pages: pages.map((p) => ({ page: p.page_number, page_text: p.page_text })),
    });
    const images = (written.generated_images as { page_number: number; signed_url: string }[])
      .sort((a, b) => a.page_number - b.page_number)
      .map((g) => g.signed_url);
    const music = story.music ? (await call('POST', `/projects/${id}/music`, {})).music.music_url : null;
    await call('POST', `/projects/${id}/video`, {
      image_paths: images,
      audio_paths: audio.audio_files,
      use_music: story.music,
      music_url: music,
    });
    await call('POST', `/projects/${id}/add-to-showcase`, {
      title: story.title,
      description: story.description,
      category: story.storyType,
    });
    made++;
    log.info({ title: story.title, seconds: Math.round((Date.now() - started) / 1000) }, 'demo story shared');
  }
  return made;
}
