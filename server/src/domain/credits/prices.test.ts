import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_COSTS } from '../../../../app/src/testing/creditCosts.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { multipartBody } from '../../testing/multipart.ts';

type User = Awaited<ReturnType<TestServer['signUp']>>;
type Costs = typeof CREDIT_COSTS;

let server: TestServer;
let user: User;
beforeAll(async () => {
  server = await startTestServer({ SIGNUP_BONUS_CREDITS: '1000', VIDEO_WORKERS: '1', NODE_ENV: 'test' });
  user = await server.signUp();
}, 60_000);
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });

/** The usage rows the ledger wrote so far (refunds included: a charge that was given back is no charge). */
const ledger = async () =>
  server.ctx.database.db
    .selectFrom('credit_transactions')
    .select(['type', 'amount', 'description'])
    .where('user_id', '=', user.userId)
    .where('type', 'in', ['usage', 'refund'])
    .orderBy('created_at')
    .execute();

const balance = async () => (await api('GET', '/credits')).json().credits_balance as number;

/** A photo-like picture: a face-coloured disc on a gradient. */
const photo = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc4e8"/><stop offset="1" stop-color="#3a6a40"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="240" cy="150" r="70" fill="#e8b894"/>
      <rect x="170" y="220" width="140" height="140" fill="#3a5fa0"/></svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

describe('the published price list is what every operation charges', () => {
  it("walks every priced operation: the balance and the ledger move by GET /credit-costs' price, and only then", async () => {
    const published = await server.app.inject({ method: 'GET', url: '/api/credit-costs' });
    expect(published.statusCode).toBe(200);
    const costs = published.json().costs as Costs;
    // The spec's values (workflow section 9), the helpers' 1 and music's 3; the app's test fixture is this list.
    expect(costs).toMatchObject({ style_setup: 5, text_page: 1, image: 5, audio_page: 3, animation: 12, video: 0 });
    expect(costs).toEqual(CREDIT_COSTS);

    const walked = new Set<keyof Costs>();
    /** Runs one operation and checks what it cost against the list: `price` is in the list's units. */
    async function charged(
      keys: (keyof Costs)[],
      price: number,
      run: () => Promise<{ statusCode: number; body: string }>,
    ): Promise<void> {
      const [before, rows] = [await balance(), (await ledger()).length];
      const res = await run();
      expect(res.statusCode, `${keys.join('+')}: ${res.body}`).toBeLessThan(300);
      const written = (await ledger()).slice(rows);
      expect(before - (await balance()), keys.join('+')).toBe(price);
      expect(
        written.reduce((sum, row) => sum - row.amount, 0),
        keys.join('+'),
      ).toBe(price);
      for (const key of keys) walked.add(key);
    }

    const id = (await api('POST', '/projects/')).json().project_id as string;
    const picture = (await photo()).toString('base64');

    // Stage 1: three style options, again with instructions; uploading and approving are free.
    const body = multipartBody([{ name: 'me.jpg', type: 'image/jpeg', data: await photo() }]);
    await charged([], 0, () =>
      server.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/upload-images`,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      }),
    );
    await charged(['style_setup'], costs.style_setup, () =>
      api('POST', `/projects/${id}/style-images`, { reference_images: [picture], art_style: 'watercolor', style_prompt: null }),
    );
    await charged(['style_setup'], costs.style_setup, () =>
      api('POST', `/projects/${id}/regenerate-style-images`, {
        reference_images: [picture],
        art_style: 'watercolor',
        regeneration_instructions: 'warmer light',
      }),
    );
    await charged([], 0, () =>
      api('POST', `/projects/${id}/approve-reference`, { image_base64: picture, art_style: 'watercolor' }),
    );

    // Stage 2: the helpers, then text and a picture per page, then one picture again.
    await charged(['magic_fill'], costs.magic_fill, () => api('POST', `/projects/${id}/auto-generate-story-details`));
    await charged(['improve_text'], costs.improve_text, () =>
      api('POST', `/projects/${id}/improve-text`, { text: 'mia walk in the the forest and she see a owl', language: 'en' }),
    );
    await charged([], 0, () =>
      api('POST', `/projects/${id}/improve-text`, { text: 'Mia walks in the forest and sees an owl.', language: 'en' }),
    );
    await charged(['title'], costs.title, () =>
      api('POST', `/projects/${id}/generate-title`, {
        character_description: 'Mia, a girl with red boots',
        story_context: 'an owl in the forest',
      }),
    );
    const pages = 3;
    await charged(['text_page', 'image'], pages * (costs.text_page + costs.image), () =>
      api('POST', `/projects/${id}/story`, {
        character_description: 'Mia, a girl with red boots',
        context: 'Mia follows an owl through the forest at night',
        story_type: 'childrens_bedtime_story',
        num_pages: pages,
        language: 'en',
      }),
    );
    await charged(['image'], costs.image, () =>
      api('POST', `/projects/${id}/regenerate-image`, { page_index: 1, improvement_instructions: 'closer' }),
    );

    // Stage 3: narration per page, one animated page, music; the render itself.
    const texts = ['Mia saw an owl.', 'The owl flew away.', 'Mia went home to sleep.'];
    await charged(['audio_page'], pages * costs.audio_page, () =>
      api('POST', `/projects/${id}/audio`, { story_pages: texts.map((page_text, i) => ({ page_text, page: i + 1 })) }),
    );
    await charged(['animation'], costs.animation, () => api('POST', `/projects/${id}/animations`, { pages_to_animate: [0] }));
    await charged(['music'], costs.music, () => api('POST', `/projects/${id}/music`, { music_prompt: 'calm lullaby' }));
    const files = (await api('GET', `/projects/${id}/files`)).json().files;
    const byPage = (a: { page_number: number }, b: { page_number: number }) => a.page_number - b.page_number;
    await charged(['video'], costs.video, () =>
      api('POST', `/projects/${id}/video`, {
        image_paths: [...files.generated_images].sort(byPage).map((f: { signed_url: string }) => f.signed_url),
        audio_paths: [...files.audio].sort(byPage).map((f: { signed_url: string }) => f.signed_url),
        include_text: false,
      }),
    );

    // Every price the list publishes was walked.
    expect([...walked].sort()).toEqual(Object.keys(costs).sort());
  }, 240_000);
});
