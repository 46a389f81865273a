import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OpsCourseInput } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { LessonsField } from './lessons-field';

type Chapters = NonNullable<OpsCourseInput['chapters']>;

function Harness({ initial, seen }: { initial: Chapters; seen: Chapters[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LessonsField
      label="章节"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('lessons editor', () => {
  it('reorders lessons keeping their ids, marks 试看 and adds lessons and chapters', async () => {
    fakeOpsServer(() => ({ data: { list: [{ id: 3, title: '周明远', path: '' }] } }));
    const seen: Chapters[] = [];
    const initial: Chapters = [
      {
        title: '诊断',
        lessons: [
          { id: 11, title: '分型', video: '/uploads/a.m3u8' },
          { id: 12, title: '利钠肽', video: '/uploads/b.m3u8' },
        ],
      },
    ];
    renderOps(<Harness initial={initial} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '下移 第 1 章第 1 个课时' }));
    expect(seen.at(-1)![0].lessons.map((lesson) => [lesson.id, lesson.title])).toEqual([
      [12, '利钠肽'],
      [11, '分型'],
    ]);
    fireEvent.click(screen.getAllByLabelText('试看（系列课需认证观看时，此课时未认证也可观看）')[1]);
    expect(seen.at(-1)![0].lessons[1]).toMatchObject({ id: 11, free_preview: true });
    fireEvent.click(screen.getByRole('button', { name: '添加课时' }));
    expect(seen.at(-1)![0].lessons[2]).toEqual({ title: '', video: '', lecturer_ids: [], free_preview: false, downloads: [] });
    fireEvent.click(screen.getByRole('button', { name: '添加章节' }));
    expect(seen.at(-1)!.map((chapter) => chapter.lessons.length)).toEqual([3, 0]);
    expect(screen.getByText('已发布 · 编号 11')).toBeTruthy();
  });
});
