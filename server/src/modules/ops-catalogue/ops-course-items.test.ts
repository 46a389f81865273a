import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseColumn, CourseDetail, OpsCourseInput, OpsItem, OpsShortVideoInput, ShortVideoDetail } from '../../../../contract/generated/schema-types';
import { categories, courses, mediaAssets, people } from '../../db/schema/index';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
type Problem = { field: string; message: string };

describe.each(testDatabases())('courses and short videos in the back office on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;
  const library = { lecture: '', second: '', third: '', portrait: '', transcoding: '', handout: '', lecturer: 0, hiddenLecturer: 0 };
  const category = { course: 0, clinic: 0, shortVideo: 0 };
  let libraryIds: Record<'lecture' | 'portrait', number>;
  // The answer's fields are a course's input fields (the server checked them against ops-course-input.json).
  const courseFields = (item: OpsItem) => item.fields as unknown as OpsCourseInput;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown): Promise<T> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const refused = async (method: 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown): Promise<Problem[]> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as { data: { problems: Problem[] } }).data.problems;
  };
  const app = (url: string) => t.app.inject(url);
  const appData = async <T>(url: string): Promise<T> => {
    const response = await app(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const searchTitles = async (keyword: string) =>
    ((await appData<{ list: Array<{ title: string }> }>(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}&page_size=50`)).list ?? []).map(
      (item) => item.title,
    );
  const courseListTitles = async (title: string) =>
    (await appData<{ list: Array<{ title: string }> }>(`/course/api/course/list?title=${encodeURIComponent(title)}&pageSize=50`)).list.map(
      (item) => item.title,
    );

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('course-editor', 'editor');
    publisher = await t.signInAs('course-publisher', 'publisher');
    const db = t.database.db;
    const base = { uploaderName: '测试', mime: 'application/vnd.apple.mpegurl', size: 1000, sha256: 'x'.repeat(64), kind: 'video' };
    const video = async (name: string, width: number, height: number, duration: number, status: 'ready' | 'processing' = 'ready') => {
      const hls = `/uploads/hls-${name}.m3u8`;
      const [row] = await db
        .insert(mediaAssets)
        .values({
          ...base,
          name: `${name}.mp4`,
          url: `/uploads/vid-${name}.mp4`,
          width,
          height,
          duration,
          status,
          hlsUrl: status === 'ready' ? hls : null,
          posterUrl: `/uploads/poster-${name}.jpg`,
        })
        .returning({ id: mediaAssets.id });
      return { id: row.id, hls: status === 'ready' ? hls : `/uploads/vid-${name}.mp4` };
    };
    const lecture = await video('lecture', 1280, 720, 1500);
    const portrait = await video('portrait', 720, 1280, 42);
    libraryIds = { lecture: lecture.id, portrait: portrait.id };
    library.lecture = lecture.hls;
    library.portrait = portrait.hls;
    library.second = (await video('second', 1280, 720, 600)).hls;
    library.third = (await video('third', 1280, 720, 95)).hls;
    library.transcoding = (await video('transcoding', 1280, 720, 60, 'processing')).hls;
    await db.insert(mediaAssets).values({ ...base, kind: 'document', mime: 'application/pdf', name: '讲义.pdf', url: '/uploads/doc-handout.pdf' });
    library.handout = '/uploads/doc-handout.pdf';
    const [lecturer] = await db.insert(people).values({ name: '周明远', title: '主任医师', hospital: '协和医院' }).returning({ id: people.id });
    const [hidden] = await db.insert(people).values({ name: '未发布讲者', publishState: 0 }).returning({ id: people.id });
    library.lecturer = lecturer.id;
    library.hiddenLecturer = hidden.id;
    const categoryOf = async (type: number) =>
      (
        await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.type, type), eq(categories.enabled, true)))
          .limit(1)
      )[0].id;
    category.course = await categoryOf(1);
    category.clinic = await categoryOf(7);
    category.shortVideo = await categoryOf(3);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seriesFields = (): OpsCourseInput => ({
    title: '心力衰竭全程管理系列课',
    series: true,
    content_type: 7,
    category_id: category.clinic,
    lecturer_ids: [library.lecturer],
    course_desc: '从诊断到随访',
    content: '<p>课程介绍<script>x()</script></p>',
    need_auth: true,
    downloads: [{ name: '课程讲义', link: library.handout }],
    chapters: [
      {
        title: '第一章 诊断',
        lessons: [
          { title: '心衰的分型', video: library.lecture, free_preview: true },
          { title: '利钠肽的解读', video: library.second },
        ],
      },
      { title: '第二章 治疗', lessons: [{ title: '新四联药物治疗', video: library.third, downloads: [{ name: '用药表', link: library.handout }] }] },
    ],
  });

  it('a series stays invisible as a draft, publishes its lessons, keeps kept lessons on edit and leaves with take-down', async () => {
    const created = await call<OpsItem>('POST', '/items/course', editor, { fields: seriesFields() });
    expect(created).toMatchObject({ state: 'draft', app_path: `/course-column/${created.id}` });
    expect(courseFields(created).content).not.toContain('script');
    expect((await app(`/course/api/course/column/${created.id}`)).statusCode).toBe(404);
    expect(await courseListTitles('心力衰竭全程')).toEqual([]);
    expect(await searchTitles('心力衰竭全程管理')).not.toContain('心力衰竭全程管理系列课');

    await call('POST', `/items/course/${created.id}/publish`, publisher);
    const column = await appData<CourseColumn>(`/course/api/course/column/${created.id}`);
    expect(column).toMatchObject({ title: '心力衰竭全程管理系列课', content_type: 7, doctor: '周明远 主任医师', course_count: 3 });
    expect(column.items.map((item) => item.title)).toEqual(['心衰的分型', '利钠肽的解读', '新四联药物治疗']);
    expect(await courseListTitles('心力衰竭全程')).toEqual(['心力衰竭全程管理系列课']);
    expect(await searchTitles('心力衰竭全程管理')).toContain('心力衰竭全程管理系列课');

    const published = await call<OpsItem>('GET', `/items/course/${created.id}`, editor);
    const lessons = courseFields(published).chapters!.flatMap((chapter) => chapter.lessons);
    expect(courseFields(published).chapters!.map((chapter) => chapter.title)).toEqual(['第一章 诊断', '第二章 治疗']);
    const [first, second, third] = lessons.map((lesson) => lesson.id!);
    // 试看: the gated series' first lesson plays for anyone; the others need a certified viewer.
    const firstDetail = await appData<CourseDetail>(`/course/api/course/detail/${first}`);
    expect(firstDetail).toMatchObject({ need_auth: 0, duration_format: '25:00', parent: { id: created.id }, video_id: `lib-${libraryIds.lecture}` });
    expect(await appData<CourseDetail>(`/course/api/course/detail/${second}`)).toMatchObject({ need_auth: 1, duration_format: '10:00' });
    expect((await appData<CourseDetail>(`/course/api/course/detail/${third}`)).downloads).toEqual([{ name: '用药表', link: library.handout }]);
    const play = await appData<{ PlayInfoList: { PlayInfo: Array<{ PlayURL: string; Format: string; Width?: number }> } }>(
      `/course/api/video/info/lib-${libraryIds.lecture}`,
    );
    expect(play.PlayInfoList.PlayInfo[0]).toMatchObject({ PlayURL: library.lecture, Format: 'm3u8', Width: 1280 });

    // An edit waits in the draft: the first lesson renamed, the second dropped, a new one added.
    const fields = courseFields(published);
    const edited: OpsCourseInput = {
      ...fields,
      chapters: [
        { title: '第一章 诊断', lessons: [{ ...lessons[0], title: '心衰的分型与分期' }] },
        { title: '第二章 治疗', lessons: [lessons[2], { title: '器械治疗', video: library.second }] },
      ],
    };
    await call('PUT', `/items/course/${created.id}`, editor, { fields: edited });
    expect((await appData<CourseColumn>(`/course/api/course/column/${created.id}`)).items.map((item) => item.title)).toEqual([
      '心衰的分型',
      '利钠肽的解读',
      '新四联药物治疗',
    ]);
    await call('POST', `/items/course/${created.id}/publish`, publisher);
    const after = await appData<CourseColumn>(`/course/api/course/column/${created.id}`);
    expect(after.items.map((item) => item.title)).toEqual(['心衰的分型与分期', '新四联药物治疗', '器械治疗']);
    // Kept lessons keep their ids (doctors' study progress is kept by id); the dropped one is gone.
    expect(after.items.slice(0, 2).map((item) => item.id)).toEqual([first, third]);
    expect((await app(`/course/api/course/detail/${second}`)).statusCode).toBe(404);
    const versions = await call<{ list: Array<{ version: number }> }>('GET', `/items/course/${created.id}/versions`, editor);
    expect(versions.list.map((v) => v.version)).toEqual([2, 1]);

    await call('POST', `/items/course/${created.id}/offline`, publisher);
    expect((await app(`/course/api/course/column/${created.id}`)).statusCode).toBe(404);
    expect((await app(`/course/api/course/detail/${first}`)).statusCode).toBe(404);
    expect(await courseListTitles('心力衰竭全程')).toEqual([]);
    expect(await searchTitles('心力衰竭全程管理')).not.toContain('心力衰竭全程管理系列课');
    expect(await searchTitles('心衰的分型与分期')).not.toContain('心衰的分型与分期');
  });

  it('a single course plays its library video with its duration and opens its detail', async () => {
    const created = await call<OpsItem>('POST', '/items/course', editor, {
      fields: { title: '房颤抗凝单课', category_id: category.course, video: library.lecture, lecturer_ids: [library.lecturer], is_new: true },
    });
    expect((await app(`/course/api/course/detail/${created.id}`)).statusCode).toBe(404);
    await call('POST', `/items/course/${created.id}/publish`, publisher);
    const detail = await appData<CourseDetail>(`/course/api/course/detail/${created.id}`);
    expect(detail).toMatchObject({ title: '房颤抗凝单课', duration_format: '25:00', need_auth: 0, doctor: '周明远 主任医师', hospital: '协和医院' });
    const options = await call<{ list: Array<{ id: number; path: string }> }>('GET', `/item-options?of=course&q=${encodeURIComponent('房颤抗凝')}`, editor);
    expect(options.list).toEqual([{ id: created.id, title: '房颤抗凝单课', path: `/course-detail/${created.id}` }]);
  });

  it('refuses lessons without a video, videos not ready, unknown lecturers and files, and a series without lessons', async () => {
    const count = async () => (await t.database.db.select({ id: courses.id }).from(courses)).length;
    const before = await count();
    const noVideo = seriesFields();
    noVideo.chapters![0].lessons[1].video = '';
    noVideo.chapters![1].lessons[0].video = library.transcoding;
    expect(await refused('POST', '/items/course', editor, { fields: noVideo })).toEqual([
      { field: 'chapters', message: '第 1 章第 2 个课时：请从媒体库选择视频' },
      { field: 'chapters', message: '第 2 章第 1 个课时：所选视频不在媒体库中，或尚未转码完成' },
    ]);
    expect(await refused('POST', '/items/course', editor, { fields: { title: '没有视频的单课' } })).toEqual([
      { field: 'video', message: '请从媒体库选择视频' },
    ]);
    const wrong = {
      ...seriesFields(),
      lecturer_ids: [library.hiddenLecturer],
      category_id: category.course,
      downloads: [{ name: '外链', link: 'https://example.com/a.pdf' }],
    };
    expect(await refused('POST', '/items/course', editor, { fields: wrong })).toEqual([
      { field: 'category_id', message: '所选分类不存在或不属于所选栏目' },
      { field: 'lecturer_ids', message: '所选讲者不存在或未发布' },
      { field: 'downloads', message: '附件「外链」不是媒体库中的文档' },
    ]);
    const lessonTitle = seriesFields();
    lessonTitle.chapters![0].lessons[0].title = '';
    expect((await refused('POST', '/items/course', editor, { fields: lessonTitle }))[0].field).toBe('chapters');
    expect(await count()).toBe(before);

    // A series may be saved without lessons, not published.
    const empty = await call<OpsItem>('POST', '/items/course', editor, { fields: { title: '尚未排课的系列课', series: true } });
    expect(await refused('POST', `/items/course/${empty.id}/publish`, publisher)).toEqual([{ field: 'chapters', message: '系列课至少要有一个课时才能发布' }]);
    expect((await call<OpsItem>('GET', `/items/course/${empty.id}`, editor)).state).toBe('draft');
  });

  it('a short video takes its cover and duration from the library and follows draft, publish, edit and take-down', async () => {
    const fields: OpsShortVideoInput = { title: '一分钟看懂心电图', video: library.portrait, category_id: category.shortVideo, doctor: '周明远' };
    const created = await call<OpsItem>('POST', '/items/short-video', editor, { fields });
    const listed = async () =>
      (await appData<{ list: Array<{ title: string }> }>(`/course/api/short-video/list?category_id=${category.shortVideo}&pageSize=100`)).list.map(
        (i) => i.title,
      );
    expect((await app(`/course/api/short-video/detail/${created.id}`)).statusCode).toBe(404);
    expect(await listed()).not.toContain('一分钟看懂心电图');

    await call('POST', `/items/short-video/${created.id}/publish`, publisher);
    const detail = await appData<ShortVideoDetail>(`/course/api/short-video/detail/${created.id}`);
    expect(detail).toMatchObject({
      title: '一分钟看懂心电图',
      cover_img: '/uploads/poster-portrait.jpg',
      duration_format: '00:42',
      video_id: `lib-${libraryIds.portrait}`,
    });
    expect(await listed()).toContain('一分钟看懂心电图');
    expect(await searchTitles('一分钟看懂心电图')).toContain('一分钟看懂心电图');
    const play = await appData<{ PlayInfoList: { PlayInfo: Array<{ Width?: number; Height?: number }> } }>(`/course/api/video/info/lib-${libraryIds.portrait}`);
    expect(play.PlayInfoList.PlayInfo[0]).toMatchObject({ Width: 720, Height: 1280 });

    await call('PUT', `/items/short-video/${created.id}`, editor, { fields: { ...fields, title: '两分钟看懂心电图' } });
    expect((await appData<ShortVideoDetail>(`/course/api/short-video/detail/${created.id}`)).title).toBe('一分钟看懂心电图');
    await call('POST', `/items/short-video/${created.id}/publish`, publisher);
    expect((await appData<ShortVideoDetail>(`/course/api/short-video/detail/${created.id}`)).title).toBe('两分钟看懂心电图');

    await call('POST', `/items/short-video/${created.id}/offline`, publisher);
    expect((await app(`/course/api/short-video/detail/${created.id}`)).statusCode).toBe(404);
    expect(await listed()).not.toContain('两分钟看懂心电图');
    expect(await searchTitles('两分钟看懂心电图')).not.toContain('两分钟看懂心电图');
  });

  it('refuses a short video without a library video, with a wrong category or an unpublished course', async () => {
    expect(
      await refused('POST', '/items/short-video', editor, {
        fields: { title: '无效短视频', video: library.transcoding, category_id: category.course, parent_course_id: 999999 },
      }),
    ).toEqual([
      { field: 'video', message: '所选视频不在媒体库中，或尚未转码完成' },
      { field: 'category_id', message: '所选分类不存在' },
      { field: 'parent_course_id', message: '所选课程不存在或未发布' },
    ]);
    expect((await refused('POST', '/items/short-video', editor, { fields: { title: '无视频' } }))[0].field).toBe('video');
  });
});
