import { describe, expect, it } from 'vitest';
import { displayName, greetingName, isAuthenticated, session } from './session';

describe('session rules (docs/states.md#states)', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const exp = now / 1000 + 60;
  it('is authenticated only with the flag, an unexpired ID token and a role', () => {
    expect(isAuthenticated({ flagged: true, idTokenExp: exp, role: 'member', now })).toBe(true);
    expect(isAuthenticated({ flagged: false, idTokenExp: exp, role: 'member', now })).toBe(false);
    expect(isAuthenticated({ flagged: true, idTokenExp: now / 1000 - 1, role: 'member', now })).toBe(false);
    expect(isAuthenticated({ flagged: true, idTokenExp: undefined, role: 'admin', now })).toBe(false);
    expect(isAuthenticated({ flagged: true, idTokenExp: exp, role: null, now })).toBe(false);
  });
  it('stores the loggedIn flag and clears it', () => {
    session.clear();
    expect(session.isFlagged()).toBe(false);
    session.flag();
    expect(localStorage.getItem('loggedIn')).toBe('true');
    expect(session.isFlagged()).toBe(true);
    session.clear();
    expect(session.isFlagged()).toBe(false);
  });
  it('names the user by given name, or by the e-mail cut at 17 characters plus an ellipsis', () => {
    expect(displayName({ given_name: 'Ana', email: 'admin@reurb.local' })).toBe('Ana');
    expect(displayName({ email: 'admin@reurb.local' })).toBe('admin@reurb.local');
    expect(displayName({ email: 'maria.aparecida@prefeitura.sp.gov.br' })).toBe('maria.aparecida@p...');
    // The dashboard's greeting: never an empty name.
    expect(greetingName({ given_name: 'Ana', fullName: 'Ana Souza', email: 'admin@reurb.local' })).toBe('Ana');
    expect(greetingName({ given_name: '', fullName: 'Ana Souza', email: 'admin@reurb.local' })).toBe('Ana Souza');
    expect(greetingName({ given_name: '', fullName: ' ', email: 'sem.nome@reurb.local' })).toBe('sem.nome@reurb.local');
  });
});
