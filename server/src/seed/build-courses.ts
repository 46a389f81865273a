import type { OpsCourseInput, OpsShortVideoInput } from '../../../contract/generated/schema-types';
import type { courses, shortVideos } from '../db/schema/index';
import { OriginType } from '../../../contract/constants';
import { courseValues, lessonRowOf, lessonValues, shortVideoValuesOf, type LibraryVideo } from '../modules/ops-catalogue';
import { consoleFields } from './console-items';
import { CATEGORY_IDS, type ContentRef, type SeedContext } from './context';
import { handoutPdf } from './seed-pdfs';
import { daysBefore, type Prng } from './prng';
import { doctorName, doctorTitle, fill, HOSPITAL_NAMES, researchTitle, SPECIALTIES, TEMPLATES } from './texts';
import { forkPrng } from './corpus/fork';
import { courseBody, lectureDescription, type LectureSubject, shortVideoDescription } from './corpus/lecture-texts';
import { subjectIn } from './corpus/subjects';
import { lectureClipFor, type VideoClip } from './video-clips';

type CourseRow = typeof courses.$inferInsert;
type ShortVideoRow = typeof shortVideos.$inferInsert;

export interface CourseSeed {
  courses: CourseRow[];
  shortVideos: ShortVideoRow[];
  refs: ContentRef[];
  passwordCourseIds: number[];
  needAuthCourseIds: number[];
  passwordShortVideoIds: number[];
}

// content_type spread: general, clinic (7) and scientific (8) courses, so every course list has data.
const CONTENT_TYPES = [0, 7, 8, 0, 7, 0] as const;

type Lesson = NonNullable<OpsCourseInput['chapters']>[number]['lessons'][number];

/**
 * A clip as the console's course and short-video kinds see a library video. The seed's rows play the clip
 * by its media_files id, which the console reads back as the library video showing the same file.
 */
const clipVideo = (clip: VideoClip): LibraryVideo => ({
  videoId: clip.videoId,
  duration: clip.seconds,
  width: clip.width,
  height: clip.height,
  posterUrl: null,
});
const clipAddress = (clip: VideoClip) => `/media/${clip.filePath}`;

/** A series' page: what it teaches, its lessons in order and who leads it. */
function seriesBody(rand: Prng, series: LectureSubject, lessons: number, lead: string, hospital: string): string {
  return [
    '<h3>系列介绍</h3>',
    `<p>${lectureDescription(rand, series, 3)}</p>`,
    '<h3>学习安排</h3>',
    `<p>本系列共${lessons}讲，每讲约40分钟，建议每周学习一讲，学完全部课程后可在“我的”中查看学习记录。</p>`,
    '<h3>主讲团队</h3>',
    `<p>由${hospital}${lead}领衔，联合多家医院的临床专家共同授课。</p>`,
  ].join('');
}

export function buildCourses(ctx: SeedContext): CourseSeed {
  const { rand, base, covers } = ctx;
  const rows: CourseRow[] = [];
  const refs: ContentRef[] = [];
  let nextId = 1;
  let day = 0;

  const categoryFor = (contentType: number, specialty: number): number => {
    if (contentType === 7) return CATEGORY_IDS.clinic[specialty % CATEGORY_IDS.clinic.length];
    if (contentType === 8) return CATEGORY_IDS.scientific[specialty % CATEGORY_IDS.scientific.length];
    return CATEGORY_IDS.course[specialty];
  };

  // Standalone courses and videos (the only singles) from here on: every 5th (by id) needs a certified user.
  let firstStandalone = 0;
  const needAuthCourseIds: number[] = [];

  /** A single course or video as the console makes it (课程, 系列: no), with the columns the console leaves alone. */
  const single = (opts: { title: string; specialty: number; sourceType: 0 | 4; contentType: number }): CourseRow => {
    const id = nextId++;
    const kind = opts.sourceType === 4 ? 'video' : 'course';
    const lesson = lectureDraw(id, opts.title, opts.specialty);
    const needAuth = (id - firstStandalone) % 5 === 0;
    if (needAuth) needAuthCourseIds.push(id);
    const input: OpsCourseInput = {
      title: opts.title,
      series: false,
      source_type: opts.sourceType,
      content_type: opts.contentType as OpsCourseInput['content_type'],
      category_id: categoryFor(opts.contentType, opts.specialty),
      cover_img: covers.add(`${kind}-${id}`, { title: opts.title, subtitle: `${lesson.lecturer.name} ${lesson.lecturer.hospital}` }),
      lecturer_ids: [lesson.lecturer.id],
      course_desc: lesson.desc,
      content: lesson.content,
      video: clipAddress(lesson.clip),
      need_auth: needAuth,
      downloads: lesson.downloads,
      top: false,
      is_new: lesson.isNew,
    };
    const fields = consoleFields('course', input);
    return { ...courseValues(fields, ctx.lecturers.known, clipVideo(lesson.clip)), id, parentId: null, ...lesson.own };
  };

  /**
   * What a lecture draws (its lecturer, clip, description, body, handout, counters), in the order the rows
   * always drew them so every later seeded value stays as it was.
   */
  const lectureDraw = (id: number, title: string, specialty: number) => {
    const isNew = day < 20;
    const name = doctorName(rand);
    const hospital = rand.pick(HOSPITAL_NAMES);
    const clip = lectureClipFor(ctx.clips.lectures, specialty, id);
    const department = SPECIALTIES[specialty].dept;
    const lecturer = ctx.lecturers.lecturer({ name, title: doctorTitle(rand), hospital, department });
    // Each text takes the draws the old one took, so the values drawn after it stay.
    const lecture = { title, specialty, ...subjectIn(title, specialty) };
    const desc = lectureDescription(forkPrng(rand, 2), lecture);
    const content = courseBody(forkPrng(rand, 4), lecture, { ...lecturer, department });
    // Every 12th course from course 4 on has a handout (course 4: the e2e course with files).
    const downloads = id % 12 === 4 ? [{ name: `${title}课件.pdf`, link: handoutPdf(ctx, `course-${id}`, `${title}课件`, `${name} ${hospital}`) }] : [];
    // Views, likes, favourites and the publish date are the app's: the console does not edit them.
    const own = {
      viewCount: rand.int(120, 28000),
      likeCount: rand.int(0, 900),
      favoriteCount: rand.int(0, 400),
      publishedAt: daysBefore(base, day++, rand.int(0, 12)),
    };
    return { lecturer, clip, desc, content, downloads, isNew, own };
  };

  /**
   * A series (系列) as the console makes it: one chapter of lessons, each lesson a row under the series that
   * shows the series' cover, description and category (lessonRowOf).
   */
  const column = (columnTitle: string, specialty: number, sourceType: 0 | 4, itemCount: number, itemTemplates: readonly string[]) => {
    const id = nextId++;
    const contentType = sourceType === 4 ? 0 : CONTENT_TYPES[specialty];
    const diseases = SPECIALTIES[specialty].diseases;
    // A scientific (科研) column teaches research methods, whatever its specialty.
    const research = contentType === 8;
    const title = research ? `${SPECIALTIES[specialty].name}临床科研方法系列课` : columnTitle;
    const coverImg = covers.add(`${sourceType === 4 ? 'video-column' : 'course-column'}-${id}`, { title, subtitle: `共${itemCount}讲` });
    // A series picks no lecturer of its own, so it keeps the line it is given (the console keeps such names).
    const named = { doctor: `${doctorName(rand)} 等`, hospital: rand.pick(HOSPITAL_NAMES) };
    const series: LectureSubject = research
      ? { title, specialty, ...subjectIn(researchTitle(specialty * 2), specialty) }
      : { title, specialty, subject: `${SPECIALTIES[specialty].name}常见病` };
    const courseDesc = `${lectureDescription(forkPrng(rand, 2), series)}全系列共${itemCount}讲，可按顺序学习。`;
    const content = seriesBody(forkPrng(rand, 4), series, itemCount, named.doctor.replace(' 等', ''), named.hospital);
    const own = { viewCount: rand.int(2000, 60000), favoriteCount: rand.int(50, 1500), publishedAt: daysBefore(base, day++, 3) };
    refs.push({ originType: OriginType.course, originId: id, specialty, kind: sourceType === 4 ? 'videoColumn' : 'courseColumn' });
    const lectures = Array.from({ length: itemCount }, (_, i) => {
      const topic = research
        ? researchTitle(i + specialty * 2)
        : fill(itemTemplates[i % itemTemplates.length], specialty, diseases[(i + specialty) % diseases.length]);
      const lessonId = nextId++;
      const lessonTitle = `第${i + 1}讲 ${topic}`;
      return { id: lessonId, title: lessonTitle, draw: lectureDraw(lessonId, lessonTitle, specialty) };
    });
    const lessons: Lesson[] = lectures.map(({ id: lessonId, title: lessonTitle, draw }) => ({
      id: lessonId,
      title: lessonTitle,
      video: clipAddress(draw.clip),
      lecturer_ids: [draw.lecturer.id],
      free_preview: false,
      downloads: draw.downloads,
    }));
    const input: OpsCourseInput = {
      title,
      series: true,
      source_type: sourceType,
      content_type: contentType,
      category_id: categoryFor(contentType, specialty),
      cover_img: coverImg,
      lecturer_ids: [],
      course_desc: courseDesc,
      content,
      video: '',
      need_auth: false,
      downloads: [],
      top: false,
      is_new: false,
      chapters: [{ title: '', lessons }],
    };
    const fields = consoleFields('course', input);
    const values = courseValues(fields, ctx.lecturers.known, undefined);
    rows.push({ ...values, ...named, id, parentId: null, ...own });
    const videos = new Map(lectures.map(({ draw }) => [clipAddress(draw.clip), clipVideo(draw.clip)]));
    lessonValues(fields, ctx.lecturers.known, videos).forEach(({ id: _id, ...lesson }, index) => {
      const { id: lessonId, draw } = lectures[index];
      // The console has no lesson body and leaves a kept lesson's "new" mark alone; the demo's lessons have both.
      // (Each lecture's own description was drawn above only to keep the seed's later values: a lesson shows its series'.)
      rows.push({ ...lessonRowOf(values, lesson, index), id: lessonId, parentId: id, content: draw.content, isNew: draw.isNew ? 1 : 0, ...draw.own });
    });
  };

  // Course columns (origin_type 1, source_type 0) with items.
  SPECIALTIES.forEach((_, s) => column(fill(TEMPLATES.courseColumn[s % 4], s, ''), s, 0, 5, TEMPLATES.course));
  // Standalone courses: 4 per specialty.
  firstStandalone = nextId;
  SPECIALTIES.forEach((spec, s) => {
    for (let i = 0; i < 4; i++) {
      const contentType = CONTENT_TYPES[(s + i) % CONTENT_TYPES.length];
      const title =
        contentType === 8
          ? researchTitle(s * 4 + i + 5, i + s)
          : fill(TEMPLATES.course[(i * 3 + s) % TEMPLATES.course.length], s, spec.diseases[(i * 2 + 1) % spec.diseases.length]);
      const row = single({ title, specialty: s, sourceType: 0, contentType });
      rows.push(row);
      refs.push({ originType: OriginType.course, originId: row.id!, specialty: s, kind: 'course' });
    }
  });
  // Video columns (origin_type 1, source_type 4) with videos.
  [0, 1, 3, 5].forEach((s, i) => column(fill(TEMPLATES.videoColumn[i % 2], s, ''), s, 4, 4, TEMPLATES.video));
  // Standalone videos (origin_type 3).
  SPECIALTIES.forEach((spec, s) => {
    for (let i = 0; i < 3; i++) {
      const title = fill(TEMPLATES.video[(i + s) % TEMPLATES.video.length], s, spec.diseases[(i + 4) % spec.diseases.length]);
      const row = single({ title, specialty: s, sourceType: 4, contentType: 0 });
      rows.push(row);
      refs.push({ originType: OriginType.video, originId: row.id!, specialty: s, kind: 'video' });
    }
  });

  // Two items need the watch password: the console does not set a course's password, the seed does.
  const passwordCourseIds = [firstStandalone + 2, rows.find((r) => r.sourceType === 4 && r.type === 1 && !r.parentId)!.id!];
  for (const row of rows) {
    if (passwordCourseIds.includes(row.id!)) {
      row.needPassword = 1;
      row.passwordHash = ctx.passwordHash;
    }
  }

  const shortVideos: ShortVideoRow[] = [];
  for (let i = 0; i < 24; i++) {
    const s = i % SPECIALTIES.length;
    const spec = SPECIALTIES[s];
    const id = i + 1;
    const title = fill(TEMPLATES.shortVideo[Math.floor(i / 6) % 4], s, spec.diseases[(i + 2) % spec.diseases.length]);
    const clip = ctx.clips.shorts[i % ctx.clips.shorts.length];
    const input: OpsShortVideoInput = {
      title,
      video: clipAddress(clip),
      cover_img: covers.add(`short-video-${id}`, { title, shape: 'wide' }),
      category_id: CATEGORY_IDS.shortVideo[i % CATEGORY_IDS.shortVideo.length],
      doctor: `${doctorName(rand)} ${doctorTitle(rand)}`,
      desc: shortVideoDescription(forkPrng(rand, 2), subjectIn(title, s).subject, s),
      parent_course_id: null,
      downloads: [],
    };
    shortVideos.push({
      ...shortVideoValuesOf(consoleFields('short-video', input), clipVideo(clip)),
      // The watch password, counters, order and date are not the console's to edit.
      id,
      needPassword: i === 5 ? 1 : 0,
      passwordHash: i === 5 ? ctx.passwordHash : null,
      viewCount: rand.int(300, 90000),
      likeCount: rand.int(10, 3000),
      favoriteCount: rand.int(0, 800),
      commentCount: 0,
      sort: i,
      publishedAt: daysBefore(base, i, rand.int(0, 20)),
    });
  }

  return { courses: rows, shortVideos, refs, passwordCourseIds, needAuthCourseIds, passwordShortVideoIds: [6] };
}
