import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointCatalogue } from '../../../contract/generated/endpoints';

// A fresh api per test: this project's files share one module cache, so another file may have asked for
// endpoints already.
async function freshCatalogue() {
  const { api } = await import('./api');
  const { catalogueEndpoint } = await import('./catalogue-api');
  return { injected: () => Object.keys(api.endpoints), catalogueEndpoint };
}

describe('catalogue endpoints', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('are built when first asked for, not while the app starts', async () => {
    const { injected, catalogueEndpoint } = await freshCatalogue();
    // The app starts with none of the catalogue's ~150 endpoints; a first screen asks for a handful.
    expect(Object.keys(endpointCatalogue).filter((name) => injected().includes(name))).toEqual([]);
    const detail = catalogueEndpoint('getCourseDetail');
    expect(typeof detail.initiate).toBe('function');
    expect(typeof detail.useQuery).toBe('function');
    expect(injected()).toContain('getCourseDetail');
    expect(injected()).not.toContain('listCourses');
    // Asking again hands out the same endpoint, not a second copy.
    expect(catalogueEndpoint('getCourseDetail')).toBe(detail);
    expect(typeof catalogueEndpoint('listCourses').useInfiniteQuery).toBe('function');
  });
});
