import { describe, expect, it } from 'vitest';
import { operatorText } from './operator-text';

describe('operatorText', () => {
  it('keeps Chinese as it is', () => {
    expect(operatorText('轮播高度，不填时为 140')).toBe('轮播高度，不填时为 140');
  });

  it('leaves out binding paths, payload shapes, type names and the usual actions', () => {
    expect(operatorText('点击某张轮播图，事件数据为该轮播图（Banner，含 target_url）')).toBe('点击某张轮播图，事件数据为该轮播图');
    expect(operatorText('轮播图列表，通常绑定 $data.home.banners；为空时整个组件不显示')).toBe('轮播图列表；为空时整个组件不显示');
    expect(operatorText('切换年份或月份，事件数据为 { date: "YYYY-MM", year, month }')).toBe('切换年份或月份');
    expect(operatorText('点击「关注 / 已关注」，事件数据为 { is_subscribe }（1 = 已关注）；通常接 toggle-follow')).toBe('点击「关注 / 已关注」');
  });

  it('says nothing for a developer-only description', () => {
    expect(operatorText('Sanitised HTML.')).toBeUndefined();
    expect(operatorText(undefined)).toBeUndefined();
  });
});

describe('operatorText on names that end like a dangling clause', () => {
  it('keeps 跳转链接 whole', () => {
    expect(operatorText('跳转链接（站内路径或 http(s) 地址）')).toBe('跳转链接');
  });
});
