import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layersFromMetadata } from '../../engines/illustrator/layers.ts';
import type { ImageProvider } from '../../providers/image/types.ts';
import { embeddedImageProvider } from '../../providers/image/embedded.ts';
import { embeddedTextProvider } from '../../providers/text/embedded.ts';
import type { TextProvider } from '../../providers/text/types.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { storeProjectFile } from '../projects/files.ts';

type User = Awaited<ReturnType<TestServer['signUp']>>;

/** Lets a test make the next calls of a provider fail, around the real embedded engines. */
const failures = { illustratePages: new Set<number>(), stylize: false, text: false };
const imageProvider: ImageProvider = {
  name: 'embedded-with-failures',
  stylizePhoto: (photo, options) =>
    failures.stylize ? Promise.reject(new Error('style engine down')) : embeddedImageProvider.stylizePhoto(photo, options),
  illustratePage: (request) =>
    failures.illustratePages.has(request.pageIndex)
      ? Promise.reject(new Error(`illustrator failed on page ${request.pageIndex + 1}`))
      : embeddedImageProvider.illustratePage(request),
  illustratePageLayered: (request) =>
    failures.illustratePages.has(request.pageIndex)
      ? Promise.reject(new Error(`illustrator failed on page ${request.pageIndex + 1}`))
      : embeddedImageProvider.illustratePageLayered!(request),
};
const textProvider: TextProvider = {
  ...embeddedTextProvider,
  improveText: (text, language) =>
    failures.text ? Promise.reject(new Error('writer down')) : embeddedTextProvider.improveText(text, language),
};

let server: TestServer;
let user: User;
beforeAll(async () => {
  server = await startTestServer({ SIGNUP_BONUS_CREDITS: '1000' }, undefined, {
    ai: { image: imageProvider, text: textProvider },
  });
  user = await server.signUp();
});
afterAll(() => server?.close());

function resetFailures() {
  failures.illustratePages.clear();
  failures.stylize = false;
  failures.text = false;
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: User | undefined, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

const balance = async (who: User = user) => (await api('GET', '/credits', who)).json().credits_balance as number;

async function newProject(who: User = user): Promise<string> {
  return (await api('POST', '/projects/', who)).json().project_id;
}

/** A photo-like test picture: gradients and a face-coloured disc, so every style has something to work on. */
async function photo(seed = 1, width = 480, height = 360): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${height * 0.18}" fill="#e8b894"/>
    <rect x="${width * 0.35}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.4}" fill="#3a5fa0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const upload = (projectId: string | null, files: { name: string; type: string; data: Buffer }[], who: User = user) => {
  const body = multipartBody(files);
  return server.app.inject({
    method: 'POST',
    url: projectId ? `/api/projects/${projectId}/upload-images` : '/api/upload-images',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
};

const storedUploads = async (projectId: string) =>
  server.ctx.database.db
    .selectFrom('project_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', 'uploaded_image')
    .execute();

/** A 24-bit bottom-up BMP, which libvips cannot read and the server decodes itself. */
function bmp(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const data = Buffer.alloc(54 + stride * height);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(width, 18);
  data.writeInt32LE(height, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 54 + (height - 1 - y) * stride + x * 3; // bottom-up: row 0 of the picture is stored last
      data[at] = 200; // blue
      data[at + 1] = y < height / 2 ? 40 : 160; // green: top half dark, bottom half light
      data[at + 2] = 30; // red
    }
  }
  return data;
}

describe('reference lists', () => {
  it('answers story types, art styles (with previews) and languages without a login', async () => {
    const types = (await api('GET', '/story-types', undefined)).json().story_types;
    expect(Object.keys(types)).toEqual([
      'childrens_bedtime_story',
      'childrens_story',
      'viral_story',
      'romantic_story',
      'funny_friends_story',
      'funny_adult_story',
      'fantasy_story',
      'sci_fi_story',
      'sad_story',
      'action_story',
      'adventure_story',
      'occasion_story',
    ]);
    const styles = (await api('GET', '/art-styles', undefined)).json().styles;
    expect(Object.keys(styles)).toEqual([
      'realistic',
      'oil_painting',
      'watercolor',
      'studio_ghibli_style',
      'disney_style',
      'pixar_style',
      'anime_style',
      'caricature_style',
      'children_book',
      'cartoon',
      'digital_art',
      'sketch',
    ]);
    const preview = await server.app.inject({ method: 'GET', url: styles.watercolor.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('jpeg');
    const languages = (await api('GET', '/languages', undefined)).json().languages;
    expect(languages).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'en' }), expect.objectContaining({ code: 'hr' })]),
    );
  });
});

describe('uploads', () => {
  it('stores re-encoded images: orientation applied, metadata gone, transparency kept, SVG and BMP rasterised', async () => {
    const id = await newProject();
    const rotated = await sharp(await photo(2, 400, 300))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret' } } })
      .jpeg()
      .toBuffer();
    const transparent = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#2a9d8f"/>${'<circle cx="50" cy="50" r="20" fill="#e9c46a"/>'.repeat(20)}</svg>`,
    );
    const res = await upload(id, [
      { name: 'portrait.jpg', type: 'image/jpeg', data: rotated },
      { name: 'glass.png', type: 'image/png', data: transparent },
      { name: 'drawing.svg', type: 'image/svg+xml', data: svg },
      { name: 'old.bmp', type: 'image/bmp', data: bmp(64, 48) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().images;
    expect(images.map((i: { content_type: string }) => i.content_type)).toEqual([
      'image/jpeg',
      'image/png',
      'image/jpeg',
      'image/jpeg',
    ]);
    const first = await sharp(Buffer.from(images[0].base64, 'base64')).metadata();
    expect([first.width, first.height]).toEqual([300, 400]); // the EXIF rotation is applied
    expect(first.exif).toBeUndefined();
    expect(first.orientation).toBeUndefined();
    expect((await sharp(Buffer.from(images[1].base64, 'base64')).metadata()).hasAlpha).toBe(true);
    const fromSvg = await sharp(Buffer.from(images[2].base64, 'base64')).metadata();
    expect(fromSvg.format).toBe('jpeg');
    const fromBmp = sharp(Buffer.from(images[3].base64, 'base64'));
    const { data, info } = await fromBmp.raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    expect(data[1]! < 80 && data[(47 * 64 + 1) * 3 + 1]! > 120).toBe(true); // top stays dark, bottom light: not upside down
    const stored = await storedUploads(id);
    expect(stored).toHaveLength(4);
    expect(images[0].signed_url).toContain(stored[0]!.blob_key);
  });

  it('refuses a wrong type renamed .png, a polyglot, a tiny and an oversize file, naming the file; stores nothing', async () => {
    const id = await newProject();
    const good = { name: 'good.jpg', type: 'image/jpeg', data: await photo(3) };
    const text = { name: 'notes.png', type: 'image/png', data: Buffer.from('this is just text, not an image\n'.repeat(100)) };
    let res = await upload(id, [good, text]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^notes\.png is not an image/);
    // A GIF header in front of a script: starts like an image, is not one.
    const gifar = {
      name: 'fun.gif',
      type: 'image/gif',
      data: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>'.repeat(80))]),
    };
    res = await upload(id, [good, gifar]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^fun\.gif /);
    res = await upload(id, [
      {
        name: 'dot.png',
        type: 'image/png',
        data: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/dot\.png is too small/);
    res = await upload(id, [{ name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(15 * 1024 * 1024 + 10, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/huge\.jpg is larger than 15 MB/);
    expect(await storedUploads(id)).toEqual([]);

    // An image with something appended (a zip, a page) is accepted, but what is stored is only the picture.
    const appended = Buffer.concat([await photo(4), Buffer.from('PK\u0003\u0004<html><script>evil()</script></html>')]);
    res = await upload(id, [{ name: 'polyglot.jpg', type: 'image/jpeg', data: appended }]);
    expect(res.statusCode).toBe(200);
    const kept = await server.ctx.storage.get((await storedUploads(id))[0]!.blob_key);
    expect(kept.includes(Buffer.from('evil()'))).toBe(false);
  });

  it('takes at most 10 files per project, per request and in all', async () => {
    const id = await newProject();
    const files = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', data: await photo(i + 10, 120, 90) })),
    );
    let res = await upload(id, files);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/Too many files/);
    expect((await upload(id, files.slice(0, 9))).statusCode).toBe(200);
    res = await upload(id, files.slice(9, 11));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/Too many files/);
    expect(await storedUploads(id)).toHaveLength(9);
  });

  it('removes one upload with its stored file: a place frees up, and the next upload is numbered after the rest', async () => {
    const id = await newProject();
    const files = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', data: await photo(i + 30, 120, 90) })),
    );
    const images = (await upload(id, files)).json().images as { id: string; file_name: string }[];
    expect(images.at(-1)!.file_name).toBe('upload-10.jpg');
    expect((await upload(id, [files[0]!])).statusCode).toBe(422);
    const [removed] = (await storedUploads(id)).filter((f) => f.id === images[2]!.id);

    const res = await api('DELETE', `/projects/${id}/uploads/${images[2]!.id}`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Image removed', error: null });
    expect(await server.ctx.storage.size(removed!.blob_key)).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: `/api/media/${removed!.blob_key}` })).statusCode).not.toBe(200);
    const listed = (await api('GET', `/projects/${id}/files`, user)).json().files.uploaded_images as { id: string }[];
    expect(listed.map((f) => f.id).sort()).toEqual(
      images
        .filter((_, i) => i !== 2)
        .map((f) => f.id)
        .sort(),
    );
    expect((await api('GET', `/projects/${id}/summary`, user)).json()).toMatchObject({ counts: { uploaded_images: 9 } });

    // The limit counts what is kept: one more fits, a second does not.
    const again = await upload(id, [files[3]!]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().images[0].file_name).toBe('upload-11.jpg');
    expect((await upload(id, [files[4]!])).statusCode).toBe(422);
    expect(await storedUploads(id)).toHaveLength(10);
    // Gone already: 404, as for an unknown id.
    expect((await api('DELETE', `/projects/${id}/uploads/${images[2]!.id}`, user)).statusCode).toBe(404);
  });

  it("removes only this project's uploads: 404 for another user, another kind of file or project; 409 when in use or read-only", async () => {
    const stranger = await server.signUp();
    const id = await newProject();
    const other = await newProject();
    const [mine, second] = (
      await upload(id, [
        { name: 'a.jpg', type: 'image/jpeg', data: await photo(40) },
        { name: 'b.jpg', type: 'image/jpeg', data: await photo(41) },
      ])
    ).json().images as { id: string; file_url: string }[];
    const elsewhere = (await upload(other, [{ name: 'c.jpg', type: 'image/jpeg', data: await photo(42) }])).json().images[0];
    const style = await storeProjectFile(server.ctx, server.ctx.database.db, {
      projectId: id,
      kind: 'style_image',
      fileName: 'style-1.png',
      contentType: 'image/png',
      extension: 'png',
      data: await photo(43),
    });

    const remove = (fileId: string, who: User = user, project = id) =>
      api('DELETE', `/projects/${project}/uploads/${fileId}`, who);
    expect((await remove(mine!.id, stranger)).statusCode).toBe(404);
    expect((await remove(mine!.id, stranger)).json().detail).toBe('Project not found');
    expect((await remove(elsewhere.id)).statusCode).toBe(404);
    expect((await remove(style.id)).statusCode).toBe(404);
    expect((await remove(crypto.randomUUID())).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(404);
    expect((await remove(mine!.id, user, crypto.randomUUID())).statusCode).toBe(404);
    expect(await storedUploads(id)).toHaveLength(2);
    expect(await storedUploads(other)).toHaveLength(1);

    // Chosen as a page's image version: removing it would blank the page.
    const version = await api('POST', `/projects/${id}/image-versions`, user, {
      page_index: 0,
      image_url: mine!.file_url,
      label: 'My photo',
    });
    expect(version.statusCode, version.body).toBe(200);
    const inUse = await remove(mine!.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toMatch(/page image/);

    await storeProjectFile(server.ctx, server.ctx.database.db, {
      projectId: id,
      kind: 'video',
      fileName: 'storybook-video.mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      data: Buffer.from('video'),
    });
    expect((await remove(second!.id)).statusCode).toBe(409);
    expect(await storedUploads(id)).toHaveLength(2);
  });

  it('answers images as base64 without storing them when there is no project', async () => {
    const res = await upload(null, [{ name: 'a.jpg', type: 'image/jpeg', data: await photo(5) }]);
    expect(res.json()).toMatchObject({
      success: true,
      images: [{ file_url: null, signed_url: null, content_type: 'image/jpeg' }],
    });
    const anonymous = multipartBody([{ name: 'a.jpg', type: 'image/jpeg', data: await photo(5) }]);
    const res401 = await server.app.inject({
      method: 'POST',
      url: '/api/upload-images',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(res401.statusCode).toBe(401);
  });
});

describe('stage 1: style options and approval', () => {
  it('makes 3 different style options for 5 credits, replacing earlier ones; approval completes stage 1', async () => {
    resetFailures();
    const id = await newProject();
    const photos = [(await photo(6)).toString('base64'), (await photo(7)).toString('base64')];
    const before = await balance();
    const res = await api('POST', `/projects/${id}/style-images`, user, {
      reference_images: photos,
      art_style: 'watercolor',
      style_prompt: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().style_images;
    expect(options).toHaveLength(3);
    expect(await balance()).toBe(before - 5);
    const bytes = await Promise.all(
      options.map(
        async (o: { signed_url: string }) => (await server.app.inject({ method: 'GET', url: o.signed_url })).rawPayload,
      ),
    );
    expect(new Set(bytes.map((b) => crypto.createHash('sha256').update(b).digest('hex'))).size).toBe(3);

    const again = await api('POST', `/projects/${id}/regenerate-style-images`, user, {
      reference_images: photos,
      art_style: 'watercolor',
      regeneration_instructions: 'warmer, more pastel',
    });
    expect(again.json().style_images).toHaveLength(3);
    const files = (await api('GET', `/projects/${id}/files`, user)).json().files.style_images;
    expect(files.map((f: { id: string }) => f.id).sort()).toEqual(
      again
        .json()
        .style_images.map((f: { id: string }) => f.id)
        .sort(),
    );
    for (const old of options) expect(await server.ctx.storage.size(old.file_url.split('/').pop())).toBeNull();

    const approve = await api('POST', `/projects/${id}/approve-reference`, user, {
      image_base64: `data:image/png;base64,${bytes[0]!.toString('base64')}`,
      art_style: 'watercolor',
      style_prompt: 'soft pastel',
    });
    expect(approve.json()).toEqual({ success: true, message: 'Reference image approved', error: null });
    const project = (await api('GET', `/projects/${id}`, user)).json().project;
    expect(project).toMatchObject({
      current_stage: 2,
      stages_completed: { '1': true },
      art_style: 'watercolor',
      style_prompt: 'soft pastel',
    });
    expect(project.approved_reference_image.length).toBeGreaterThan(1000);
  });

  it('asks for a custom description, refunds when nothing is made, refuses bad images and a short balance', async () => {
    const id = await newProject();
    const photos = [(await photo(8)).toString('base64')];
    let res = await api('POST', `/projects/${id}/style-images`, user, {
      reference_images: photos,
      art_style: 'custom',
      style_prompt: '  ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please provide a custom style description.');

    failures.stylize = true;
    const before = await balance();
    res = await api('POST', `/projects/${id}/style-images`, user, { reference_images: photos, art_style: 'cartoon' });
    expect(res.json()).toEqual({ success: false, style_images: [], error: 'No style images were generated. Please try again.' });
    expect(await balance()).toBe(before);
    resetFailures();

    res = await api('POST', `/projects/${id}/style-images`, user, {
      reference_images: [Buffer.from('not an image at all'.repeat(80)).toString('base64')],
      art_style: 'cartoon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Reference image 1 /);
    res = await api('POST', `/projects/${id}/approve-reference`, user, { image_base64: '%%%' });
    expect(res.statusCode).toBe(400);

    const poor = await server.signUp();
    await server.ctx.database.db.updateTable('credit_lots').set({ remaining: 3 }).where('user_id', '=', poor.userId).execute();
    const theirs = await newProject(poor);
    res = await api('POST', `/projects/${theirs}/style-images`, poor, { reference_images: photos, art_style: 'cartoon' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ required: 5, current: 3 });
  });
});

/** A project with an approved reference, ready for stage 2. */
async function readyForStory(who: User = user): Promise<string> {
  const id = await newProject(who);
  const res = await api('POST', `/projects/${id}/approve-reference`, who, {
    image_base64: (await photo(9)).toString('base64'),
    art_style: 'children_book',
  });
  expect(res.statusCode).toBe(200);
  return id;
}

const storyRequest = {
  character_description: 'Mia, a curious girl with red boots, and her grey cat Pepper',
  context: 'A quiet village by the sea at night',
  additional_context: 'peaceful, magical',
  story_type: 'childrens_bedtime_story',
  num_pages: 3,
  language: 'en',
};

describe('stage 2: story, page images and versions', () => {
  it('writes and illustrates the story for 1 + 5 credits a page, with one Original version per page', async () => {
    resetFailures();
    const id = await readyForStory();
    const before = await balance();
    const res = await api('POST', `/projects/${id}/story`, user, storyRequest);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.story.story.map((p: { page_number: number }) => p.page_number)).toEqual([1, 2, 3]);
    expect(body.story.title.length).toBeGreaterThan(0);
    expect(body.generated_images.map((g: { page_number: number }) => g.page_number)).toEqual([1, 2, 3]);
    expect(body).toMatchObject({ failed_pages: [], warning: null, error: null });
    expect(await balance()).toBe(before - 18);
    const image = await server.app.inject({ method: 'GET', url: body.generated_images[0].image_url });
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width! >= 1600 && meta.height! >= 900).toBe(true);
    // Each page keeps its layers (hero matte, props, eyes, lamps) with its image, for the animator.
    const files = await server.ctx.database.db
      .selectFrom('project_files')
      .select(['page_number', 'metadata'])
      .where('project_id', '=', id)
      .where('kind', '=', 'generated_image')
      .orderBy('page_number')
      .execute();
    expect(files.map((f) => layersFromMetadata(f.metadata)?.mapWidth)).toEqual([640, 640, 640]);

    const versions = (await api('GET', `/projects/${id}/image-versions`, user)).json();
    expect(Object.keys(versions.image_versions)).toEqual(['0', '1', '2']);
    expect(versions.image_versions['0']).toEqual([expect.objectContaining({ label: 'Original', is_original: true })]);
    expect(versions.current_versions).toEqual({ '0': 0, '1': 0, '2': 0 });
    const project = (await api('GET', `/projects/${id}`, user)).json().project;
    expect(project).toMatchObject({
      current_stage: 3,
      stages_completed: { '1': true, '2': true },
      num_pages: 3,
      character_description: storyRequest.character_description,
    });

    // Initialising again changes nothing.
    expect((await api('POST', `/projects/${id}/initialize-image-versions`, user)).json()).toMatchObject({
      image_versions: versions.image_versions,
    });

    // Regenerating the story replaces its images and versions.
    const old = body.generated_images.map((g: { file_url: string }) => g.file_url.split('/').pop());
    const again = await api('POST', `/projects/${id}/story`, user, { ...storyRequest, num_pages: 4 });
    expect(again.json().generated_images).toHaveLength(4);
    for (const key of old) expect(await server.ctx.storage.size(key)).toBeNull();
    expect(Object.keys((await api('GET', `/projects/${id}/image-versions`, user)).json().image_versions)).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
  });

  it('a page image that fails is listed, refunded (5) and has no version; the rest succeed', async () => {
    resetFailures();
    failures.illustratePages.add(1);
    const id = await readyForStory();
    const before = await balance();
    const res = await api('POST', `/projects/${id}/story`, user, storyRequest);
    resetFailures();
    expect(res.json()).toMatchObject({ success: true, failed_pages: [2], warning: 'Some images failed to generate' });
    expect(res.json().generated_images.map((g: { page_number: number }) => g.page_number)).toEqual([1, 3]);
    expect(await balance()).toBe(before - 18 + 5);
    // Every transaction of this user shares one (test) clock tick, so their order in the list is not fixed.
    const tx = (await api('GET', '/credit-transactions?limit=100', user)).json().transactions;
    expect(tx.filter((t: { description: string }) => t.description.startsWith('Refund: page'))).toEqual([
      expect.objectContaining({ type: 'refund', amount: 5, description: 'Refund: page 2 illustration failed' }),
    ]);
    expect(Object.keys((await api('GET', `/projects/${id}/image-versions`, user)).json().image_versions)).toEqual(['0', '2']);
  });

  it("names the story on its charges and refunds, and groups one generation's charges in order", async () => {
    resetFailures();
    failures.illustratePages.add(1);
    const fresh = await server.signUp();
    const id = await readyForStory(fresh);
    expect((await api('POST', `/projects/${id}/story`, fresh, storyRequest)).statusCode).toBe(200);
    resetFailures();
    // The writer titled the story; the user's own title is the one the history reads.
    expect((await api('PUT', `/projects/${id}`, fresh, { story_title: '  The Moon Fox ' })).statusCode).toBe(200);
    type Row = {
      type: string;
      description: string;
      amount: number;
      project_id: string | null;
      project_title: string | null;
      charge_id: string | null;
      charge_description: string | null;
    };
    const history = async () => (await api('GET', '/credit-transactions', fresh)).json().transactions as Row[];
    const rows = await history();
    const usage = rows.filter((r) => r.type === 'usage');
    // One charge: the text first, then each page, under one id and one heading, listed one after another.
    expect(usage.map((r) => [r.description, r.amount])).toEqual([
      ['Story text (3 pages)', -3],
      ['Page 1 illustration', -5],
      ['Page 2 illustration', -5],
      ['Page 3 illustration', -5],
    ]);
    expect(new Set(usage.map((r) => r.charge_id)).size).toBe(1);
    expect(usage[0]!.charge_id).toMatch(/^[0-9a-f-]{36}$/);
    for (const row of usage) {
      expect(row).toMatchObject({
        project_id: id,
        project_title: 'The Moon Fox',
        charge_description: 'Story with 3 illustrated pages',
      });
    }
    const usageAt = rows.findIndex((r) => r.type === 'usage');
    expect(rows.slice(usageAt, usageAt + 4)).toEqual(usage);
    // The refund of the failed page names the story too, and stands on its own.
    expect(rows.filter((r) => r.type === 'refund')).toEqual([
      expect.objectContaining({
        description: 'Refund: page 2 illustration failed',
        project_id: id,
        project_title: 'The Moon Fox',
        charge_id: null,
        charge_description: null,
      }),
    ]);
    expect(rows.find((r) => r.type === 'bonus')).toMatchObject({
      project_id: null,
      project_title: null,
      charge_id: null,
      charge_description: null,
    });

    // A one-part charge has its own id and no heading; a renamed story reads as it is called now.
    await api('PUT', `/projects/${id}`, fresh, { story_title: 'The Sleepy Moon Fox' });
    expect((await api('POST', `/projects/${id}/generate-title`, fresh, { story_context: 'sea' })).statusCode).toBe(200);
    const title = (await history()).find((r) => r.description === 'Story title');
    expect(title).toMatchObject({ type: 'usage', amount: -1, project_title: 'The Sleepy Moon Fox', charge_description: null });
    expect(title!.charge_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(title!.charge_id).not.toBe(usage[0]!.charge_id);
    expect((await history()).filter((r) => r.project_title === 'The Moon Fox')).toEqual([]);

    // Deleting the story keeps the history, without the link.
    expect((await api('DELETE', `/projects/${id}`, fresh)).statusCode).toBe(200);
    const after = await history();
    expect(after).toHaveLength(rows.length + 1);
    expect(after.every((r) => r.project_id === null && r.project_title === null)).toBe(true);
    expect(after.filter((r) => r.charge_id === usage[0]!.charge_id)).toHaveLength(4);
  });

  it('refuses a story without a reference image or a context', async () => {
    const id = await newProject();
    let res = await api('POST', `/projects/${id}/story`, user, storyRequest);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please approve a reference image from Stage 1 first.');
    const ready = await readyForStory();
    res = await api('POST', `/projects/${ready}/story`, user, { ...storyRequest, context: ' ', theme: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please describe the characters in your reference image and provide a story context.');
  });

  it('regenerates one page as a new current version, switches versions, and adds only its own images', async () => {
    resetFailures();
    const id = await readyForStory();
    await api('POST', `/projects/${id}/story`, user, storyRequest);
    const before = await balance();
    const res = await api('POST', `/projects/${id}/regenerate-image`, user, {
      page_index: 1,
      improvement_instructions: 'at night, closer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      page_index: 1,
      version_index: 1,
      version: { label: 'Version 2', is_original: false, instructions: 'at night, closer' },
    });
    expect(await balance()).toBe(before - 5);
    let versions = (await api('GET', `/projects/${id}/image-versions`, user)).json();
    expect(versions.image_versions['1']).toHaveLength(2);
    expect(versions.current_versions['1']).toBe(1);
    const files = (await api('GET', `/projects/${id}/files`, user)).json().files.generated_images;
    expect(files[1].id).toBe(res.json().image.id);

    const set = await api('PUT', `/projects/${id}/current-image-versions`, user, { page_index: 1, version_index: 0 });
    expect(set.json()).toMatchObject({ success: true, current_versions: { '0': 0, '1': 0, '2': 0 } });
    expect(
      (await api('PUT', `/projects/${id}/current-image-versions`, user, { page_index: 1, version_index: 5 })).statusCode,
    ).toBe(422);

    const add = await api('POST', `/projects/${id}/image-versions`, user, {
      page_index: 0,
      image_url: res.json().image.signed_url,
      label: 'Borrowed',
    });
    expect(add.json()).toMatchObject({ success: true, page_index: 0, version_index: 1, version: { label: 'Borrowed' } });
    versions = (await api('GET', `/projects/${id}/image-versions`, user)).json();
    expect(versions.current_versions['0']).toBe(1);
    const foreign = await api('POST', `/projects/${id}/image-versions`, user, {
      page_index: 0,
      image_url: 'https://example.com/cat.png',
    });
    expect(foreign.statusCode).toBe(422);

    failures.illustratePages.add(2);
    const failing = await api('POST', `/projects/${id}/regenerate-image`, user, { page_index: 2 });
    resetFailures();
    expect(failing.statusCode).toBe(502);
    expect(await balance()).toBe(before - 5);
    expect((await api('POST', `/projects/${id}/regenerate-image`, user, { page_index: 7 })).statusCode).toBe(422);
  });
});

describe('text helpers', () => {
  it('improve text, title and Magic Fill cost 1 credit each; failures refund', async () => {
    resetFailures();
    const id = await newProject();
    const before = await balance();
    const improved = await api('POST', `/projects/${id}/improve-text`, user, { text: 'a girl and and a cat who cant sleep' });
    expect(improved.statusCode, improved.body).toBe(200);
    expect(improved.json()).toMatchObject({
      success: true,
      improved_text: "A girl and a cat who can't sleep.",
      changed: true,
      message: 'Text improved: 1 credit used.',
    });
    const title = await api('POST', `/projects/${id}/generate-title`, user, {
      character_description: 'Mia and her cat',
      story_context: 'a seaside village',
    });
    expect(title.json().title.length).toBeGreaterThan(2);
    expect(await balance()).toBe(before - 2);

    const noTitle = await api('POST', `/projects/${id}/generate-title`, user, {
      character_description: ' ',
      story_context: null,
    });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().detail).toBe('Please fill in character description and story context first to auto-generate a title.');
    const noImage = await api('POST', `/projects/${id}/auto-generate-story-details`, user);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().detail).toBe('Please upload reference images first before using the magic button.');

    await upload(id, [{ name: 'a.jpg', type: 'image/jpeg', data: await photo(11) }]);
    const magic = await api('POST', `/projects/${id}/auto-generate-story-details`, user);
    expect(magic.statusCode, magic.body).toBe(200);
    expect(Object.keys(magic.json().story_details).sort()).toEqual([
      'character_description',
      'mood_tone',
      'story_context',
      'story_instructions',
      'story_title',
    ]);
    expect(await balance()).toBe(before - 3);

    failures.text = true;
    const failing = await api('POST', `/projects/${id}/improve-text`, user, { text: 'hello there' });
    resetFailures();
    expect(failing.statusCode).toBe(502);
    expect(failing.json().detail).toBe('Failed to improve text. Please try again.');
    expect(await balance()).toBe(before - 3);
  });
});

describe('improve text charges only for a change', () => {
  const usages = async (who: User) =>
    server.ctx.database.db
      .selectFrom('credit_transactions')
      .select(['type', 'amount', 'description'])
      .where('user_id', '=', who.userId)
      .where('type', 'in', ['usage', 'refund'])
      .execute();

  it('an unchanged text costs nothing and writes no usage; a changed one costs 1', async () => {
    resetFailures();
    const writer = await server.signUp();
    const id = await newProject(writer);
    const before = await balance(writer);
    for (const [text, language] of [
      ['Mia walks in the forest and sees an owl.', 'en'],
      ['Mia walks in the forest and sees an owl.\r\n', 'en'],
      ['Mia je često išla u šumu.', 'hr'],
    ]) {
      const res = await api('POST', `/projects/${id}/improve-text`, writer, { text, language });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        improved_text: text,
        changed: false,
        message: 'Your text already reads well: nothing to change, no credit used.',
        error: null,
      });
    }
    expect(await balance(writer)).toBe(before);
    expect(await usages(writer)).toEqual([]);

    const res = await api('POST', `/projects/${id}/improve-text`, writer, {
      text: 'mia walk in the the forest and she see a owl, it was realy big',
      language: 'en',
    });
    expect(res.json()).toMatchObject({
      improved_text: 'Mia walks in the forest and she sees an owl. It was really big.',
      changed: true,
    });
    expect(await balance(writer)).toBe(before - 1);
    expect(await usages(writer)).toEqual([{ type: 'usage', amount: -1, description: 'Improve text' }]);
  });

  it('with no credits a change is refused (402) before any work, and nothing is spent', async () => {
    const broke = await server.signUp();
    await server.ctx.database.db.updateTable('credit_lots').set({ remaining: 0 }).where('user_id', '=', broke.userId).execute();
    const id = await newProject(broke);
    const res = await api('POST', `/projects/${id}/improve-text`, broke, { text: 'the the owl' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ required: 1, current: 0 });
    expect(await usages(broke)).toEqual([]);
  });
});

describe('Magic Fill', () => {
  const magicFill = async (id: string, body?: object) => {
    const res = await api('POST', `/projects/${id}/auto-generate-story-details`, user, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().story_details as Record<string, string>;
  };
  const projectWithPhoto = async () => {
    const id = await newProject();
    await upload(id, [{ name: 'a.jpg', type: 'image/jpeg', data: await photo(21) }]);
    return id;
  };

  it('writes Croatian for a Croatian project, from the body or the saved project', async () => {
    const id = await projectWithPhoto();
    const fromBody = await magicFill(id, { language: 'hr', story_type: 'childrens_story' });
    await server.ctx.database.db.updateTable('projects').set({ language: 'hr' }).where('id', '=', id).execute();
    const fromProject = await magicFill(id);
    for (const details of [fromBody, fromProject]) {
      const all = ` ${Object.values(details).join(' ')} `.toLowerCase();
      expect(all, all).not.toMatch(/ (the|and|with|is|of) /);
      expect(all).toMatch(/ (je|i|u|s|na) /);
      expect(details.character_description).toMatch(/^Naš glavni lik/);
    }
  });

  it('keeps a typed cat a cat, and invents no girl, boy or age for a hero nobody described', async () => {
    const id = await projectWithPhoto();
    const cat = await magicFill(id, { character_description: 'my cat Toma', language: 'en', story_type: 'childrens_story' });
    expect(cat.character_description).toMatch(/^Toma, a curious cat /);
    expect(cat.story_context).toContain('Toma the cat');
    expect(Object.values(cat).join(' ')).not.toMatch(/\b(girl|boy|woman|man|little|he|she)\b/i);

    const hrCat = await magicFill(id, { character_description: 'moj mačak Toma', language: 'hr', story_type: 'childrens_story' });
    expect(hrCat.character_description).toMatch(/^Toma, znatiželjni mačak /);
    expect(hrCat.story_context).toContain('mačak Toma');

    // The photo analysis measures light and colour only: an adult astronaut's photo gives a neutral hero.
    for (const story_type of ['childrens_bedtime_story', 'sci_fi_story'] as const) {
      const neutral = await magicFill(id, { language: 'en', story_type, character_description: '  ', story_context: null });
      expect(neutral.character_description).toMatch(/^The hero of this story, /);
      expect(neutral.character_description).not.toMatch(/\b(little|young|old)\b/i);
      expect(Object.values(neutral).join(' ')).not.toMatch(/\b(girl|boy|woman|man|teddy|he|she|his|her)\b/i);
    }

    // What the user typed and saved counts when the app sends no body.
    await server.ctx.database.db
      .updateTable('projects')
      .set({ character_description: 'Ana, a brave woman with red boots', language: 'en' })
      .where('id', '=', id)
      .execute();
    const adult = await magicFill(id);
    expect(adult.character_description).toBe('Ana, a brave woman with red boots');
    expect(adult.story_context).toContain('Ana');
    expect(Object.values(adult).join(' ')).not.toMatch(/\b(girl|boy|child|kid)\b/i);
  });
});

describe('ownership and read-only', () => {
  it('answers 404 to another user and 409 on a completed project', async () => {
    const stranger = await server.signUp();
    const id = await readyForStory();
    const calls: [Parameters<typeof api>[0], string, object?][] = [
      [
        'POST',
        `/projects/${id}/style-images`,
        { reference_images: [(await photo(12)).toString('base64')], art_style: 'cartoon' },
      ],
      ['POST', `/projects/${id}/approve-reference`, { image_base64: (await photo(12)).toString('base64') }],
      ['POST', `/projects/${id}/story`, storyRequest],
      ['POST', `/projects/${id}/regenerate-image`, { page_index: 0 }],
      ['GET', `/projects/${id}/image-versions`],
      ['PUT', `/projects/${id}/current-image-versions`, { page_index: 0, version_index: 0 }],
      ['POST', `/projects/${id}/initialize-image-versions`],
      ['POST', `/projects/${id}/improve-text`, { text: 'hello' }],
      ['POST', `/projects/${id}/generate-title`, { story_context: 'sea' }],
      ['POST', `/projects/${id}/auto-generate-story-details`],
    ];
    const strangerBalance = await balance(stranger);
    for (const [method, url, payload] of calls) {
      const res = await api(method, url, stranger, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(id, [{ name: 'a.jpg', type: 'image/jpeg', data: await photo(13) }], stranger)).statusCode).toBe(404);
    expect(await balance(stranger)).toBe(strangerBalance);

    await storeProjectFile(server.ctx, server.ctx.database.db, {
      projectId: id,
      kind: 'video',
      fileName: 'storybook-video.mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      data: Buffer.from('video'),
    });
    const before = await balance();
    for (const [method, url, payload] of calls.filter(([m]) => m !== 'GET')) {
      const res = await api(method, url, user, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
    expect(await balance()).toBe(before);
  });
});
