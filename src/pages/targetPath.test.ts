import { describe, expect, it } from 'vitest';
import { targetPath } from './CallbackPage';

describe('the path after sign-in', () => {
  const origin = 'http://localhost:3000';
  it('is the stored path of this app, with its query', () => {
    expect(targetPath('http://localhost:3000/projects/7?aba=quadras', origin)).toBe('/projects/7?aba=quadras');
  });
  it('is / when nothing is stored, for another origin, or for the callback itself', () => {
    expect(targetPath(null, origin)).toBe('/');
    expect(targetPath('https://evil.example/roubar', origin)).toBe('/');
    expect(targetPath('http://localhost:3000/callback?code=x', origin)).toBe('/');
  });
});
