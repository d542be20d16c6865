import { describe, expect, it } from 'vitest';
import { passwordPolicy } from './passwordPolicy.ts';

describe('passwordPolicy (spec 000 §5)', () => {
  it('needs 8 characters with an uppercase and a lowercase letter, a digit and a special character', () => {
    expect(passwordPolicy.isMet('Str0ng!Passw0rd')).toBe(true);
    expect(passwordPolicy.isMet('Aa1!aaaa')).toBe(true);
    expect(passwordPolicy.isMet('Aa1!aaa')).toBe(false);
    expect(passwordPolicy.isMet('aa1!aaaa')).toBe(false);
    expect(passwordPolicy.isMet('AA1!AAAA')).toBe(false);
    expect(passwordPolicy.isMet('Aa!aaaaa')).toBe(false);
    expect(passwordPolicy.isMet('Aa1aaaaa')).toBe(false);
    expect(passwordPolicy.isMet('Aa1 aaaa')).toBe(true);
    expect(passwordPolicy.isMet('')).toBe(false);
  });

  it("says the spec's message", () => {
    expect(passwordPolicy.message).toBe(
      'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
    );
  });

  it('is the contract’s rule (the SignUpRequest pattern and length)', async () => {
    const { readFile } = await import('node:fs/promises');
    const yaml = await readFile(new URL('../../../../openapi.yaml', import.meta.url), 'utf8');
    const signUp = yaml.slice(yaml.indexOf('    SignUpRequest:'), yaml.indexOf('    SignInRequest:'));
    const pattern = new RegExp(/pattern: '([^']+)'/.exec(signUp)![1]!);
    expect(signUp).toContain(`minLength: ${passwordPolicy.minLength}`);
    expect(signUp).toContain(`x-error-message: ${passwordPolicy.message}`);
    for (const password of ['Str0ng!Passw0rd', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa', 'Aa1 aaaa']) {
      expect(passwordPolicy.isMet(password), password).toBe(password.length >= 8 && pattern.test(password));
    }
  });
});
