import { describe, expect, it } from 'vitest';
import { describeChange, describeRevision } from './content-changes';
import { CONTENT_KINDS, contentFields } from './content-kinds';

const bannerFields = contentFields(CONTENT_KINDS.find((entry) => entry.kind === 'banners')!);
const revision = { revision: 3, restored: null, created_by: 'bob', created_at: '2026-11-24T10:00:00.000Z', live: true };

describe('pending home content changes in Chinese', () => {
  it('names the record and the changed fields with their schema labels', () => {
    expect(describeChange({ change: 'update', id: 4, name: '春季横幅', fields: ['title', 'img'] }, bannerFields)).toMatch(/^修改「春季横幅」：标题、图片/);
    expect(describeChange({ change: 'create', id: 9, name: '新横幅' }, bannerFields)).toBe('新增「新横幅」');
    expect(describeChange({ change: 'delete', id: 2, name: '旧横幅' }, bannerFields)).toBe('删除「旧横幅」');
    expect(describeChange({ change: 'order' }, bannerFields)).toBe('调整了顺序');
  });

  it('describes revisions', () => {
    expect(describeRevision({ ...revision, action: 'initial' })).toBe('最初的内容');
    expect(describeRevision({ ...revision, action: 'publish' })).toBe('发布');
    expect(describeRevision({ ...revision, action: 'rollback', restored: 2 })).toBe('回滚到版本 2');
  });
});
