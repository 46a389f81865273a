import { describe, expect, it } from 'vitest';
import { endpointCatalogue } from '../../../contract/generated/endpoints';
import { api } from './api';
import { catalogueEndpoint } from './catalogue-api';

const injected = () => Object.keys(api.endpoints);

describe('catalogue endpoints', () => {
  it('are built when first asked for, not while the app starts', () => {
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
