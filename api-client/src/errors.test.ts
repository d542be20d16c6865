import { describe, expect, it } from 'vitest';
import { ApiError, bodyText, errorMessage, GENERATION_ACTIONS, isForcedLogout, MESSAGES } from './errors.ts';

describe('generic catalogue (accounts and community spec, section 8)', () => {
  it('402 reads required and current', () => {
    expect(errorMessage(402, { detail: 'Insufficient credits', required: 32, current: 5 })).toBe(
      'Insufficient credits. You need 32 credits but have 5. Please purchase more credits to continue.',
    );
  });

  it('402 reads required_credits and current_credits too', () => {
    expect(errorMessage(402, { required_credits: 12, current_credits: 0 })).toBe(
      'Insufficient credits. You need 12 credits but have 0. Please purchase more credits to continue.',
    );
  });

  it('402 finds the numbers inside an object detail', () => {
    expect(errorMessage(402, { detail: { message: 'no', required: 5, current: 4 } })).toBe(
      'Insufficient credits. You need 5 credits but have 4. Please purchase more credits to continue.',
    );
  });

  it('401', () => expect(errorMessage(401, { detail: 'Invalid token' })).toBe('Your session has expired. Please log in again.'));
  it('429', () =>
    expect(errorMessage(429, { detail: 'slow down' })).toBe('Too many requests. Please wait a moment and try again.'));
  it('504', () =>
    expect(errorMessage(504, undefined)).toBe('The request is taking longer than expected. Please try again in a moment.'));
  it.each([500, 502, 503])('%i and above', (status) =>
    expect(errorMessage(status, { detail: 'boom' })).toBe('Server error occurred. Please try again in a few minutes.'),
  );

  it('otherwise detail first', () =>
    expect(errorMessage(404, { detail: 'Project not found', error: 'x', message: 'y' })).toBe('Project not found'));
  it('then error', () => expect(errorMessage(400, { error: 'Code expired', message: 'y' })).toBe('Code expired'));
  it('then message', () => expect(errorMessage(409, { message: 'Already shared' })).toBe('Already shared'));
  it('then the default', () => expect(errorMessage(400, {})).toBe('An error occurred. Please try again.'));
  it("then the call's own default", () =>
    expect(errorMessage(400, undefined, { defaultMessage: 'Failed to load projects' })).toBe('Failed to load projects'));
  it('joins validation lists', () =>
    expect(bodyText({ detail: [{ msg: 'email is invalid' }, { msg: 'password too short' }] })).toBe(
      'email is invalid; password too short',
    ));
});

describe('workflow catalogue (workflow spec, section 8)', () => {
  const things: [string, string][] = [
    ['createStyleImages', 'style images'],
    ['regenerateStyleImages', 'style images'],
    ['improveText', 'improved text'],
    ['generateStory', 'story'],
    ['generateTitle', 'title'],
    ['autoGenerateStoryDetails', 'story details'],
    ['generateAudio', 'audio'],
    ['generateVideo', 'video'],
    ['startVideoJob', 'video'],
  ];
  it.each(things)('402 on %s names %s', (operationId, thing) => {
    expect(errorMessage(402, { required: 15, current_credits: 3 }, { operationId })).toBe(
      `Insufficient credits to generate ${thing}. You need 15 credits but have 3. Please purchase more credits to continue.`,
    );
  });

  const defaults: [string, string][] = [
    ['createStyleImages', 'Failed to generate style images. Please try again.'],
    ['improveText', 'Failed to improve text. Please try again.'],
    ['generateStory', 'Failed to generate story. Please try again.'],
    ['generateTitle', 'Failed to generate title. Please try again.'],
    ['autoGenerateStoryDetails', 'Failed to generate story details. Please try again.'],
    ['generateAudio', 'Failed to generate audio. Please try again.'],
    ['generateVideo', 'Failed to generate video. Please try again.'],
  ];
  it.each(defaults)('%s defaults to "%s"', (operationId, message) => {
    expect(errorMessage(422, {}, { operationId })).toBe(message);
    expect(GENERATION_ACTIONS[operationId as keyof typeof GENERATION_ACTIONS].failure).toBe(message);
  });

  it('400 on Magic Fill asks for reference images', () => {
    expect(errorMessage(400, { detail: 'No images' }, { operationId: 'autoGenerateStoryDetails' })).toBe(
      'Please upload reference images first before using the magic button.',
    );
  });

  it('the body still wins over an action default', () =>
    expect(errorMessage(422, { detail: 'Text is too long' }, { operationId: 'improveText' })).toBe('Text is too long'));

  it('401, 429 and ≥500 read the same as the generic catalogue', () => {
    expect(errorMessage(401, {}, { operationId: 'generateStory' })).toBe(MESSAGES.unauthorized);
    expect(errorMessage(429, {}, { operationId: 'generateStory' })).toBe(MESSAGES.tooManyRequests);
    expect(errorMessage(503, {}, { operationId: 'generateStory' })).toBe(MESSAGES.serverError);
  });

  it('the network message', () => expect(MESSAGES.network).toBe('Network error. Please check your connection.'));
});

describe('forced logout', () => {
  it.each([
    'Token has expired',
    'Invalid token',
    'Token is no longer valid',
    'Could not validate credentials: token expired',
    'invalid or expired token',
  ])('a 401 saying "%s" forces logout', (detail) => expect(isForcedLogout(401, { detail })).toBe(true));
  it.each([
    [401, 'Not authenticated'],
    [401, 'Invalid e-mail or password'],
    [403, 'Invalid token'],
  ] as const)('%i "%s" does not', (status, detail) => expect(isForcedLogout(status, { detail })).toBe(false));
});

describe('ApiError', () => {
  it('exposes credits with the shortage for the insufficient-credits dialog', () => {
    const error = new ApiError(402, 'x', { required_credits: 32, current_credits: 5 });
    expect(error.credits).toEqual({ required: 32, current: 5, shortage: 27 });
    expect(new ApiError(400, 'x', { required: 1, current: 0 }).credits).toBeUndefined();
  });
});
