import { describe, expect, test } from 'vitest';
import { OPENAPI_PATH } from './app.ts';
import { checkRequestBody, requestBodyRules } from './requestBody.ts';

describe('request bodies the contract requires', () => {
  const rules = requestBodyRules(OPENAPI_PATH);

  test('reads required bodies and their media types from the contract', () => {
    expect(rules.get('signIn')).toEqual({ required: true, mediaTypes: ['application/json'] });
    expect(rules.get('uploadProjectImages')).toEqual({ required: true, mediaTypes: ['multipart/form-data'] });
    expect(rules.get('sendTestNotification')?.required).toBe(false);
    expect(rules.has('getProject')).toBe(false);
  });

  test('a missing required body is 400, an undeclared media type 415, the declared one passes', () => {
    const json = { required: true, mediaTypes: ['application/json'] };
    expect(checkRequestBody(json, undefined)?.statusCode).toBe(400);
    expect(checkRequestBody(json, 'text/plain')?.statusCode).toBe(415);
    expect(checkRequestBody(json, 'multipart/form-data; boundary=x')?.statusCode).toBe(415);
    expect(checkRequestBody(json, 'Application/JSON; charset=utf-8')).toBeNull();
    expect(checkRequestBody({ required: false, mediaTypes: ['application/json'] }, undefined)).toBeNull();
    expect(checkRequestBody({ required: true, mediaTypes: ['multipart/form-data'] }, 'application/json')?.statusCode).toBe(415);
  });
});
