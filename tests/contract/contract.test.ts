import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Section 7 of both spec files, call by call (a call listed in both files appears once).
const SPEC_CALLS = `
POST /auth/signup
POST /auth/signin
POST /auth/signout
GET /auth/user
GET /auth/{provider}
POST /projects/
GET /projects/
GET /projects/{id}
GET /projects/{id}/data
GET /projects/{id}/summary
GET /projects/{id}/files
PUT /projects/{id}/stage
PUT /projects/{id}
DELETE /projects/{id}
DELETE /projects/bulk
POST /projects/{id}/copy
GET /projects/{id}/video/latest
GET /credits
GET /credit-packages
POST /purchase-credits
POST /payment-success
GET /payment-success
GET /credit-transactions
POST /discount/validate
POST /discount/redeem
GET /discount/redemptions
GET /showcase/videos
POST /projects/{id}/add-to-showcase
DELETE /projects/{id}/remove-from-showcase
POST /showcase/videos/{id}/toggle-featured
POST /showcase/videos/{id}/view
GET /discover/videos
POST /discover/videos/{id}/like
GET /discover/videos/{id}/stats
GET /discover/users/{email}/videos
GET /discover/categories
GET /notifications/
GET /notifications/unread-count
PATCH /notifications/mark
PATCH /notifications/mark-all-read
DELETE /notifications/{id}
DELETE /notifications/
GET /notifications/status
POST /notifications/test
POST /notifications/test-video-completion
POST /notifications/test-video-failed
POST /notifications/test-payment-success
POST /notifications/test-insufficient-credits
POST /notifications/test-payment-failed
POST /notifications/test-credits-low
GET /story-types
GET /art-styles
GET /languages
POST /upload-images
POST /projects/{id}/upload-images
POST /projects/{id}/style-images
POST /projects/{id}/regenerate-style-images
POST /projects/{id}/approve-reference
POST /projects/{id}/regenerate-image
GET /projects/{id}/image-versions
POST /projects/{id}/image-versions
PUT /projects/{id}/current-image-versions
POST /projects/{id}/initialize-image-versions
POST /projects/{id}/story
POST /projects/{id}/improve-text
POST /projects/{id}/generate-title
POST /projects/{id}/auto-generate-story-details
POST /projects/{id}/audio
POST /convert-voice
GET /voice-options
GET /voices/search
POST /voices/similar
GET /voices/samples/{id}
POST /projects/{id}/video
POST /projects/{id}/video/async
GET /projects/{id}/video/active-job
GET /video/jobs/{jobId}/status
GET /video/jobs/{jobId}/wait
GET /video/service/status
POST /projects/{id}/music
GET /projects/{id}/music
POST /projects/{id}/animations
GET /projects/{id}/animations
`
  .trim()
  .split('\n');

// Actions that cost credits (spec: text, images, audio, animation, style setup) answer 402 when the balance is short.
const SPENDING = [
  'createStyleImages',
  'regenerateStyleImages',
  'regenerateImage',
  'generateStory',
  'improveText',
  'generateTitle',
  'autoGenerateStoryDetails',
  'generateAudio',
  'generateVideo',
  'startVideoJob',
  'generateMusic',
  'generateAnimations',
];

const EXTENSIONS = [
  'POST /auth/refresh',
  'POST /auth/exchange',
  'GET /media/{key}',
  'GET /health',
  'POST /webhooks/stripe',
  'GET /notifications/stream',
  'GET /auth/providers',
  'GET /art-styles/{style}/preview',
  'GET /credit-costs',
  'PUT /projects/{id}/story/pages/{page_index}',
  'DELETE /projects/{id}/uploads/{file_id}',
];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: object[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  'x-storyloom-extension'?: boolean;
}

const spec = parse(fs.readFileSync(path.join(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  security?: object[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = new Map<string, Operation>();
for (const [route, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) if (item[method]) operations.set(`${method.toUpperCase()} ${route}`, item[method]);
}
const isPublic = (op: Operation) =>
  (op.security ?? spec.security ?? []).some((s) => Object.keys(s).length === 0) || op.security?.length === 0;

describe('openapi.yaml covers both spec files', () => {
  it('has every call of section 7', () => {
    expect(new Set(SPEC_CALLS).size).toBe(83);
    const present = SPEC_CALLS.filter((call) => operations.has(call));
    console.log(`contract: ${present.length} of ${SPEC_CALLS.length} calls present`);
    expect(SPEC_CALLS.filter((call) => !operations.has(call))).toEqual([]);
  });

  it('adds only the marked extensions', () => {
    const extra = [...operations.keys()].filter((call) => !SPEC_CALLS.includes(call));
    expect(extra.sort()).toEqual([...EXTENSIONS].sort());
    for (const call of EXTENSIONS) expect(operations.get(call)?.['x-storyloom-extension'], call).toBe(true);
  });

  it('names every operation once, with a tag and a summary', () => {
    const ids = [...operations.values()].map((op) => op.operationId);
    for (const [call, op] of operations) {
      expect(op.operationId, call).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags?.length, call).toBeGreaterThan(0);
      expect(op.summary, call).toBeTruthy();
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation a success schema', () => {
    for (const [call, op] of operations) {
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^(2\d\d|302)$/.test(code));
      expect(success.length, call).toBeGreaterThan(0);
      const [code, response] = success[0]!;
      if (code === '302' || code === '204') continue;
      const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
      expect(schemas.length, `${call} ${code} has content`).toBeGreaterThan(0);
      expect(schemas.every(Boolean), `${call} ${code} has a schema`).toBe(true);
    }
  });

  it('documents the error responses that apply', () => {
    for (const [call, op] of operations) {
      const codes = Object.keys(op.responses ?? {});
      expect(codes, `${call} documents 500`).toContain('500');
      expect(codes, `${call} documents 429`).toContain('429');
      if (!isPublic(op)) expect(codes, `${call} documents 401`).toContain('401');
      if (op.requestBody)
        expect(
          codes.some((c) => c === '400' || c === '422'),
          `${call} documents 400/422`,
        ).toBe(true);
      if (call.includes('/projects/{id}')) expect(codes, `${call} documents 404`).toContain('404');
      if (SPENDING.includes(op.operationId ?? '')) expect(codes, `${call} documents 402`).toContain('402');
    }
  });
});
