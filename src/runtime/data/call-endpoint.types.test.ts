import { describe, expect, it } from 'vitest';
import { fakeCallEndpoint } from '../../test-utils/fake-action-services';
import type { EndpointCaller } from './call-endpoint';
import { catalogueEndpoint } from './catalogue-api';

// The checks here are made by `npm run typecheck`: each @ts-expect-error fails it when the line it marks
// starts to compile, i.e. when the catalogue no longer types endpoint names, arguments or answers.
describe('typed catalogue', () => {
  it('checks endpoint names and arguments, and types answers, at compile time', async () => {
    const call: EndpointCaller = fakeCallEndpoint(() => ({ ok: true, data: { id: 9, title: '心衰' } }));
    // @ts-expect-error an endpoint the catalogue does not have
    await call('getCourseDetial', { id: 9 });
    // @ts-expect-error id is a number
    await call('getCourseDetail', { id: 'nine' });
    // @ts-expect-error password and type are required
    await call('checkPassword', { id: 9 });
    const outcome = await call('getCourseDetail', { id: 9 });
    if (outcome.ok) {
      const title: string = outcome.data.title;
      expect(title).toBe('心衰');
    }
    expect(typeof catalogueEndpoint('getCourseDetail').initiate).toBe('function');
    expect(typeof catalogueEndpoint('listCourses').useInfiniteQuery).toBe('function');
  });
});
