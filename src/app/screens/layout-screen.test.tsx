import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../../widgets/index';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { createWidgetRegistry } from '../../runtime/render/widget-registry';

import { routeTable } from '../../../contract/routes/route-table';
import { makeStore } from '../../runtime/state/make-store';
import { fakeActionServices } from '../../test-utils/fake-action-services';
import { LayoutScreen } from './layout-screen';
import { createMemoryAppHistory } from '../router/history';
import { renderWithApp } from '../../test-utils/render-app';

const SKELETON_MS = 400;
const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'article-detail',
  skeletonMs: SKELETON_MS,
  data: { detail: { endpoint: 'getArticleDetail', args: { id: '$route.params.id' } } },
  body: [{ id: 'title', widget: 'section', bind: { title: '$data.detail.title' } }],
};

describe('a layout screen', () => {
  it("asks for the screen's data while its skeleton shows, and shows the content once the skeleton's time is up", async () => {
    const started = performance.now();
    const asked: Array<{ path: string; at: number }> = [];
    const respond = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'ok', data }), { status: 200 });
    const store = makeStore({
      notify: () => undefined,
      onUnauthorized: () => undefined,
      baseUrl: 'http://localhost',
      fetch: (async (url: string) => {
        const path = new URL(url).pathname;
        asked.push({ path, at: performance.now() - started });
        if (path.startsWith('/layout/api/layouts/')) return respond(doc);
        return respond({ id: 5, title: '心衰指南解读' });
      }) as typeof fetch,
    });
    const route = routeTable.find((r) => r.name === 'article-detail')!;
    const history = createMemoryAppHistory(['/article-detail/5']);
    const runtime = {
      registry: createWidgetRegistry(widgetDefinitions),
      actions: fakeActionServices('/article-detail/5'),
      preview: false,
      report: () => undefined,
    };
    await act(async () => {
      renderWithApp(history, store, runtime, <LayoutScreen route={route} params={{ id: '5' }} />);
    });

    const heading = await screen.findByRole('heading', { name: /心衰指南解读/ }, { timeout: 3000 });
    expect(heading).toBeTruthy();
    const shownAt = performance.now() - started;
    const detail = asked.find((request) => request.path === '/course/api/article/detail/5');
    expect(detail, 'the detail was asked for').toBeDefined();
    // Asked for during the skeleton, not after it: the content shows when the skeleton's time is up.
    expect(detail!.at).toBeLessThan(SKELETON_MS);
    expect(shownAt).toBeGreaterThanOrEqual(SKELETON_MS);
    expect(screen.queryByLabelText('加载中')).toBeNull();
  });
});
