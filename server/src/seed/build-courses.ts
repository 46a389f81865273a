import type { courses, shortVideos } from '../db/schema/index';
import { OriginType } from '../../../contract/constants';
import { CATEGORY_IDS, type ContentRef, type SeedContext } from './context';
import { handoutPdf } from './seed-pdfs';
import { daysBefore } from './prng';
import { doctorName, doctorTitle, fill, HOSPITAL_NAMES, htmlBody, researchTitle, SPECIALTIES, summary, TEMPLATES } from './texts';

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

  const single = (opts: { title: string; specialty: number; sourceType: 0 | 4; contentType: number; parentId?: number; sort?: number }): CourseRow => {
    const id = nextId++;
    const kind = opts.sourceType === 4 ? 'video' : 'course';
    const doctor = doctorName(rand);
    const hospital = rand.pick(HOSPITAL_NAMES);
    const clip = ctx.clips.lectures[(id * 3) % ctx.clips.lectures.length];
    return {
      id,
      type: 1,
      sourceType: opts.sourceType,
      contentType: opts.contentType,
      parentId: opts.parentId ?? null,
      categoryId: categoryFor(opts.contentType, opts.specialty),
      title: opts.title,
      coverImg: covers.add(`${kind}-${id}`, { title: opts.title, subtitle: `${doctor} ${hospital}` }),
      doctor: `${doctor} ${doctorTitle(rand)}`,
      hospital,
      courseDesc: summary(rand),
      content: htmlBody(rand, opts.title),
      videoId: clip.videoId,
      // What cards show is the clip's real running time.
      duration: clip.seconds,
      // Every 12th course from course 4 on has a handout (course 4: the e2e course with files).
      downloads: id % 12 === 4 ? [{ name: `${opts.title}课件.pdf`, link: handoutPdf(ctx, `course-${id}`, `${opts.title}课件`, `${doctor} ${hospital}`) }] : [],
      viewCount: rand.int(120, 28000),
      likeCount: rand.int(0, 900),
      favoriteCount: rand.int(0, 400),
      sort: opts.sort ?? 0,
      isNew: day < 20 ? 1 : 0,
      publishedAt: daysBefore(base, day++, rand.int(0, 12)),
    };
  };

  const column = (columnTitle: string, specialty: number, sourceType: 0 | 4, itemCount: number, itemTemplates: readonly string[]) => {
    const id = nextId++;
    const contentType = sourceType === 4 ? 0 : CONTENT_TYPES[specialty];
    const diseases = SPECIALTIES[specialty].diseases;
    // A scientific (科研) column teaches research methods, whatever its specialty.
    const research = contentType === 8;
    const title = research ? `${SPECIALTIES[specialty].name}临床科研方法系列课` : columnTitle;
    const col: CourseRow = {
      id,
      type: 2,
      sourceType,
      contentType,
      categoryId: categoryFor(contentType, specialty),
      title,
      coverImg: covers.add(`${sourceType === 4 ? 'video-column' : 'course-column'}-${id}`, { title, subtitle: `共${itemCount}讲` }),
      doctor: `${doctorName(rand)} 等`,
      hospital: rand.pick(HOSPITAL_NAMES),
      courseDesc: summary(rand),
      content: htmlBody(rand, title),
      viewCount: rand.int(2000, 60000),
      favoriteCount: rand.int(50, 1500),
      isNew: 0,
      publishedAt: daysBefore(base, day++, 3),
    };
    rows.push(col);
    refs.push({ originType: OriginType.course, originId: id, specialty, kind: sourceType === 4 ? 'videoColumn' : 'courseColumn' });
    for (let i = 0; i < itemCount; i++) {
      const topic = research
        ? researchTitle(i + specialty * 2)
        : fill(itemTemplates[i % itemTemplates.length], specialty, diseases[(i + specialty) % diseases.length]);
      const title = `第${i + 1}讲 ${topic}`;
      rows.push(single({ title, specialty, sourceType, contentType, parentId: id, sort: i + 1 }));
    }
  };

  // Course columns (origin_type 1, source_type 0) with items.
  SPECIALTIES.forEach((_, s) => column(fill(TEMPLATES.courseColumn[s % 4], s, ''), s, 0, 5, TEMPLATES.course));
  // Standalone courses: 4 per specialty.
  const standaloneStart = nextId;
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

  // Gates: every 5th standalone course/video (by id) needs a certified user; two items need the watch password.
  const needAuthCourseIds: number[] = [];
  const passwordCourseIds = [standaloneStart + 2, rows.find((r) => r.sourceType === 4 && r.type === 1 && !r.parentId)!.id!];
  for (const row of rows) {
    if (row.type === 1 && row.parentId == null && row.id! >= standaloneStart && (row.id! - standaloneStart) % 5 === 0) {
      row.needAuth = 1;
      needAuthCourseIds.push(row.id!);
    }
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
    shortVideos.push({
      id,
      categoryId: CATEGORY_IDS.shortVideo[i % CATEGORY_IDS.shortVideo.length],
      title,
      coverImg: covers.add(`short-video-${id}`, { title, shape: 'wide' }),
      doctor: `${doctorName(rand)} ${doctorTitle(rand)}`,
      desc: summary(rand),
      videoId: clip.videoId,
      duration: clip.seconds,
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
