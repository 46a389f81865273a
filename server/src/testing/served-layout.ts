import { expect } from 'vitest';
import { SECTION_TOKEN_HEADER } from '../shared/section-token';
import type { TestApp } from './test-app';

/** The published layout as the app loads it: its revision (from the ETag) and the section token it carries. */
export async function serveLayout(
  t: Pick<TestApp, 'app'>,
  id: string,
  headers: Record<string, string> = {},
): Promise<{ revision: number; token: string; arm?: string }> {
  const answer = await t.app.inject({ url: `/layout/api/layouts/${id}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const revision = Number(/^"r(\d+)-/.exec(String(answer.headers.etag))?.[1]);
  const token = String(answer.headers[SECTION_TOKEN_HEADER]);
  const arm = answer.headers['x-layout-arm'];
  return { revision, token, ...(typeof arm === 'string' ? { arm } : {}) };
}
