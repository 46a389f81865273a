import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import { problemInOutline } from './problem-place';

/** A problem of the carousel node as the server sends it: the message names the place by ids, then the reason. */
const problemAt = (path: string, kind: string, place: string, reason: string) => ({
  path,
  node_id: 'banner-carousel-2',
  kind,
  message: `节点 banner-carousel-2（轮播图）的${place}${reason}`,
  reason,
});

const carousel = {
  id: 'banner-carousel-2',
  widget: 'banner-carousel',
  version: 1,
  props: {},
  on: { select: [{ action: 'toast', text: '' }] },
} as unknown as LayoutNode;

describe("a node's problems in its outline row", () => {
  it('name the action argument by the labels the node editor shows, then what is wrong: no ids', () => {
    const text = problemInOutline(
      carousel,
      problemAt(
        '/body/4/on/select/0/text',
        'action-arg',
        '事件 select 第 1 个动作 toast 的参数 text（提示文字）',
        '必须是非空文字，或指向文字的引用，现在是 ""',
      ),
    );
    expect(text).toBe('事件「点击某张轮播图」的第 1 个动作「轻提示」的「提示文字」：必须是非空文字，或指向文字的引用，现在是 ""');
  });

  it('name a bound prop by its label', () => {
    const text = problemInOutline(carousel, problemAt('/body/4/bind/items', 'binding-type', '属性 items', '要求列表，但绑定的 $state.loggedIn 是开关值'));
    expect(text).toMatch(/^属性「[^A-Za-z」]+」：要求列表，但绑定的 \$state\.loggedIn 是开关值$/);
  });

  it("keep the server's message when it has no reason of its own, or its place is not a field", () => {
    const duplicate = { path: '/body/4/id', node_id: 'banner-carousel-2', kind: 'duplicate-id', message: '重复的节点 id' };
    expect(problemInOutline(carousel, duplicate)).toBe('重复的节点 id');
    const deep = { path: '/body/4/props/items/0/title', node_id: 'banner-carousel-2', kind: 'props', message: '第 1 项标题有误', reason: '有误' };
    expect(problemInOutline(carousel, deep)).toBe('第 1 项标题有误');
  });
});
