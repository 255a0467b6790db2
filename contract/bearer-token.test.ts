import { describe, expect, it } from 'vitest';
import { bearerToken, tokensMatch } from './bearer-token.ts';

describe('tokensMatch', () => {
  it('matches only the same token, whatever the lengths', () => {
    expect(tokensMatch('secret-token', 'secret-token')).toBe(true);
    expect(tokensMatch('secret-toke', 'secret-token')).toBe(false);
    expect(tokensMatch('secret-token-and-more', 'secret-token')).toBe(false);
    expect(tokensMatch('', 'secret-token')).toBe(false);
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header and nothing else', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
