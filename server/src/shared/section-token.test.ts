import { describe, expect, it } from 'vitest';
import { analyticsKey, issueSectionToken, PUBLIC_VIEWER_TAG, SECTION_TOKEN_TTL_S, verifySectionToken, viewerTag } from './section-token';

const claims = { layout: 'home-new', revision: 7, arm: '' };
const NOW = Date.UTC(2026, 10, 30, 9, 15);
const HOUR = 3600 * 1000;

describe('section tokens', () => {
  it('gives the same token for the same claims within the hour, and a token that verifies to its viewer tag', () => {
    const key = analyticsKey('a-secret-of-this-deployment');
    const first = issueSectionToken(key, claims, PUBLIC_VIEWER_TAG, NOW);
    expect(issueSectionToken(key, claims, PUBLIC_VIEWER_TAG, NOW + 60_000)).toBe(first);
    expect(verifySectionToken(key, first, claims, NOW)).toBe(PUBLIC_VIEWER_TAG);
    expect(issueSectionToken(key, claims, PUBLIC_VIEWER_TAG, NOW + HOUR)).not.toBe(first);
  });

  it('signs with each key on its own: a token of another deployment is refused', () => {
    const ours = analyticsKey('ours');
    const theirs = analyticsKey('theirs');
    const token = issueSectionToken(theirs, claims, PUBLIC_VIEWER_TAG, NOW);
    expect(issueSectionToken(ours, claims, PUBLIC_VIEWER_TAG, NOW)).not.toBe(token);
    expect(verifySectionToken(ours, token, claims, NOW)).toBeNull();
  });

  it('refuses a token for other claims, after its expiry, or altered', () => {
    const key = analyticsKey('a-secret-of-this-deployment');
    const tag = viewerTag(key, 'u:42');
    const token = issueSectionToken(key, { ...claims, arm: 'e3:A' }, tag, NOW);
    expect(verifySectionToken(key, token, { ...claims, arm: 'e3:A' }, NOW)).toBe(tag);
    expect(verifySectionToken(key, token, { ...claims, arm: 'e3:B' }, NOW)).toBeNull();
    expect(verifySectionToken(key, token, { ...claims, revision: 8, arm: 'e3:A' }, NOW)).toBeNull();
    expect(verifySectionToken(key, token, { ...claims, arm: 'e3:A' }, NOW + (SECTION_TOKEN_TTL_S + 3600) * 1000)).toBeNull();
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifySectionToken(key, altered, { ...claims, arm: 'e3:A' }, NOW)).toBeNull();
  });

  it('still issues valid tokens after many viewers (the kept tokens are bounded and start over)', () => {
    const key = analyticsKey('many-viewers');
    const firstTag = viewerTag(key, 'u:1');
    const first = issueSectionToken(key, claims, firstTag, NOW);
    for (let id = 2; id <= 12_000; id++) issueSectionToken(key, claims, viewerTag(key, `u:${id}`), NOW);
    expect(issueSectionToken(key, claims, firstTag, NOW)).toBe(first);
    expect(verifySectionToken(key, first, claims, NOW)).toBe(firstTag);
  });
});
