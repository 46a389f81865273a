import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/database';
import * as schema from '../db/schema/index';
import { LiveStatus, TargetType } from '../db/target-types';
import { buildArticles } from './build-articles';
import { buildCourses } from './build-courses';
import { LecturerRegistry } from './build-lecturers';
import { buildHome } from './build-home';
import { buildInteractions } from './build-interactions';
import { buildLives } from './build-lives';
import { buildActivities, buildMeetings } from './build-meetings';
import { buildPeople } from './build-people';
import { buildDownloads, buildTopics } from './build-topics';
import { type SeedContext, WATCH_PASSWORD } from './context';
import { PdfRegistry } from './guide-pdfs';
import { copySampleVideos, CoverRegistry, mediaDir, sampleVideos, writeSamplePdf } from './media';
import { seedLibraryRows } from './seed-library';
import { writePdfThumbnails } from './seed-pdf-thumbnails';
import { cjkFontsInstalled } from '../modules/share/rasterize-svg';
import { clipSets, defaultVideoMode, LECTURE_CLIPS, NO_FFMPEG_WARNING, SHORT_CLIPS, type VideoMode, writeGeneratedClips } from './video-clips';
import { createPrng, SEED_BASE_DATE } from './prng';
import { installLayoutFiles } from './seed-layouts';
import { reindexAll } from '../modules/search/search-index';
import { hashWatchPassword } from '../modules/gates/watch-password-hash';
import { DEV_WATCH_PASSWORD_SECRET } from '../modules/gates/watch-password-policy';

export interface SeedOptions {
  /** Clock for status-dependent dates (upcoming lives start after it, the screen advert is active at it). */
  now?: Date;
  /** DATA_DIR: covers, the sample video and the sample PDF are written to <dataDir>/media. Omit to skip files. */
  dataDir?: string;
  /** Folder of *.layout.json files (default: the repo's layouts/). */
  layoutsDir?: string;
  /** WATCH_PASSWORD_SECRET: the key the server checks watch passwords with (default: the development key). */
  watchPasswordSecret?: string;
  /** PUBLIC_ORIGIN: where the seeded QR codes point (default: the development server, http://localhost:8080). */
  publicOrigin?: string;
  /** 'generated' clips (needs ffmpeg) or the 6-second 'sample' for every video; default: by whether ffmpeg is there. */
  videoMode?: VideoMode;
}

export const DEFAULT_SEED_ORIGIN = 'http://localhost:8080';

export interface SeedSummary {
  /** Rows inserted per table name. */
  counts: Record<string, number>;
  /** Items gated by the watch password '1234'. */
  passwordIds: { courses: number[]; articles: number[]; shortVideos: number[]; lives: number[] };
  needAuthCourseIds: number[];
  whiteListLiveIds: number[];
  covers: number;
  pdfs: number;
  videoMode: VideoMode;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface InsertStep {
  table: string;
  rows: number;
  /** The rows themselves (for tests and diagnostics). */
  data: readonly unknown[];
  run(tx: Tx): Promise<void>;
}

const CHUNK = 400;
/** `existing: 'skip'` for reference rows (reference-data.ts), which a start without the demo may have installed already. */
function step<T extends PgTable>(table: T, rows: Array<T['$inferInsert']>, existing: 'fail' | 'skip' = 'fail'): InsertStep {
  return {
    table: getTableConfig(table).name,
    rows: rows.length,
    data: rows,
    async run(tx) {
      for (let i = 0; i < rows.length; i += CHUNK) {
        // Generic T loses drizzle's per-table value typing; rows were typed as T['$inferInsert'] above.
        const insert = tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
        await (existing === 'skip' ? insert.onConflictDoNothing() : insert);
      }
    },
  };
}

function isDatabase(target: Db | Database): target is Database {
  return 'kind' in target && 'db' in target;
}

/** Builds every demo row in memory (pure, deterministic for a given `now`); layouts are not demo content (seed-layouts.ts). */
export function buildSeed(options: { now?: Date; watchPasswordSecret?: string; publicOrigin?: string; videoMode?: VideoMode } = {}) {
  const videoMode = options.videoMode ?? defaultVideoMode();
  const ctx: SeedContext = {
    rand: createPrng(20250601),
    now: options.now ?? new Date(),
    base: SEED_BASE_DATE,
    covers: new CoverRegistry(),
    pdfs: new PdfRegistry(),
    clips: clipSets(videoMode),
    origin: options.publicOrigin ?? DEFAULT_SEED_ORIGIN,
    lecturers: new LecturerRegistry(),
    // A fixed salt keeps the seed byte-for-byte reproducible; real writes use a random salt.
    passwordHash: hashWatchPassword(WATCH_PASSWORD, options.watchPasswordSecret ?? DEV_WATCH_PASSWORD_SECRET, Buffer.from('boyihui-seed-salt')),
  };
  const people = buildPeople(ctx);
  const course = buildCourses(ctx);
  const article = buildArticles(ctx);
  const live = buildLives(ctx);
  const courseRows = new Map(course.courses.map((c) => [c.id!, c]));
  const topic = buildTopics(ctx, {
    courses: course.refs
      .filter((r) => r.kind === 'course')
      .map((r) => ({
        id: r.originId,
        title: courseRows.get(r.originId)!.title,
        specialty: r.specialty,
        research: courseRows.get(r.originId)!.contentType === 8,
      })),
  });
  const download = buildDownloads(ctx);
  const singleLives = (statuses: number[]) =>
    live.lives.filter((l) => l.type === 1 && l.parentId == null && statuses.includes(l.liveStatus!) && l.authType === 1).map((l) => l.id!);
  const academicLiveIds: [number[], number[], number[]] = [singleLives([0]), singleLives([1]), singleLives([5, 6, 7])];
  const meeting = buildMeetings(ctx, { academicLiveIds, academicTopicIds: [1, 2, 3] });
  const activity = buildActivities(ctx);
  const refs = [...course.refs, ...article.refs, ...live.refs, ...topic.refs, ...download.refs, ...meeting.refs, ...activity.refs];
  const home = buildHome(ctx, refs, { shortVideoIds: course.shortVideos.map((v) => v.id!) });
  const interactions = buildInteractions(
    ctx,
    {
      articleIds: article.articles.filter((a) => a.type === 1 && a.contentType === 0).map((a) => a.id!),
      courseIds: course.courses.filter((c) => c.type === 1 && c.parentId == null).map((c) => c.id!),
      shortVideoIds: course.shortVideos.map((v) => v.id!),
      upcomingLiveIds: live.lives.filter((l) => l.type === 1 && l.liveStatus === LiveStatus.upcoming && l.authType === 1).map((l) => l.id!),
      medicalColumnIds: article.medicalColumns.map((m) => m.id!),
      meetingIds: meeting.meetings.filter((m) => m.meetingStatus === 0).map((m) => m.id!),
    },
    (commentType, id) => {
      const rows: ReadonlyArray<{ id?: number; title: string; publishedAt?: Date | null }> =
        commentType === TargetType.article ? article.articles : commentType === TargetType.course ? course.courses : course.shortVideos;
      const row = rows.find((r) => r.id === id);
      return { title: row?.title ?? '', publishedAt: row?.publishedAt ?? ctx.base };
    },
  );
  const media: Array<typeof schema.mediaFiles.$inferInsert> = sampleVideos().map((v) => ({
    videoId: v.videoId,
    filePath: v.filePath,
    format: v.format,
    duration: v.duration,
    width: v.width,
    height: v.height,
    sizeBytes: v.sizeBytes,
  }));
  // The generated clips; their sizes are known once written (seedDatabase fills them in).
  if (videoMode === 'generated')
    for (const c of [...LECTURE_CLIPS, ...SHORT_CLIPS])
      media.push({ videoId: c.videoId, filePath: c.filePath, format: 'mp4', duration: c.seconds, width: c.width, height: c.height, sizeBytes: null });

  const s = schema;
  const steps: InsertStep[] = [
    step(s.identities, people.identities, 'skip'),
    step(s.users, people.users),
    step(s.regions, people.regions, 'skip'),
    step(s.hospitals, people.hospitals, 'skip'),
    step(s.departments, people.departments, 'skip'),
    step(s.schools, people.schools, 'skip'),
    step(s.majors, people.majors, 'skip'),
    step(s.tags, people.tags, 'skip'),
    step(s.pointRules, people.pointRules, 'skip'),
    step(s.pointsLedger, people.pointsLedger),
    step(s.categories, home.categories),
    step(s.channels, home.channels),
    step(s.banners, home.banners),
    step(s.shortcuts, home.shortcuts),
    step(s.messages, home.messages),
    step(s.hotWords, home.hotWords),
    step(s.screenAdverts, home.screenAdverts),
    step(s.recommendModules, home.recommendModules),
    step(s.recommendModuleItems, home.recommendModuleItems),
    step(s.textPages, [...home.textPages, ...topic.textPages]),
    step(s.mediaFiles, media),
    step(s.people, [...ctx.lecturers.people]),
    step(s.courses, course.courses),
    step(s.shortVideos, course.shortVideos),
    step(s.medicalColumns, article.medicalColumns),
    step(s.articles, article.articles),
    step(s.questionnaires, live.questionnaires),
    step(s.lives, live.lives),
    step(s.liveManagers, live.liveManagers),
    step(s.liveWhiteList, live.liveWhiteList),
    step(s.liveChatMessages, live.liveChatMessages),
    step(s.topics, topic.topics),
    step(s.topicModules, topic.topicModules),
    step(s.topicBanners, topic.topicBanners),
    step(s.topicNews, topic.topicNews),
    step(s.topicCooperates, topic.topicCooperates),
    step(s.topicExperts, topic.topicExperts),
    step(s.topicHonours, topic.topicHonours),
    step(s.topicStudyGroups, topic.topicStudyGroups),
    step(s.studyGroupSettings, topic.studyGroupSettings),
    step(s.topicColumns, topic.topicColumns),
    step(s.meetings, meeting.meetings),
    step(s.meetingNews, meeting.meetingNews),
    step(s.downloadCategories, download.downloadCategories),
    step(s.downloads, download.downloads),
    step(s.activities, activity.activities),
    step(s.channelContents, home.channelContents),
    step(s.comments, interactions.comments),
    step(s.commentLikes, interactions.commentLikes),
    step(s.likes, interactions.likes),
    step(s.favourites, interactions.favourites),
    step(s.follows, interactions.follows),
    step(s.appointments, interactions.appointments),
    step(s.meetingApplications, interactions.meetingApplications),
    step(s.searchHistories, interactions.searchHistories),
    step(s.footprints, interactions.footprints),
  ];
  const summary: SeedSummary = {
    counts: Object.fromEntries(steps.map((x) => [x.table, x.rows])),
    passwordIds: {
      courses: course.passwordCourseIds,
      articles: article.passwordArticleIds,
      shortVideos: course.passwordShortVideoIds,
      lives: live.passwordLiveIds,
    },
    needAuthCourseIds: course.needAuthCourseIds,
    whiteListLiveIds: live.whiteListLiveIds,
    covers: ctx.covers.size,
    pdfs: ctx.pdfs.size,
    videoMode,
  };
  // The first lecture or short video that plays each clip names it in the media library.
  const videoTitles = new Map<string, string>();
  for (const row of [...course.courses, ...course.shortVideos]) if (row.videoId && !videoTitles.has(row.videoId)) videoTitles.set(row.videoId, row.title);
  return { steps, summary, covers: ctx.covers, pdfs: ctx.pdfs, media, downloads: download.downloads, videoTitles };
}

export interface SeedMedia {
  covers: CoverRegistry;
  pdfs: PdfRegistry;
  summary: Pick<SeedSummary, 'videoMode'>;
}

const NO_CJK_FONT_WARNING =
  '未找到中文字体：封面、幻灯片和 PDF 中的中文会显示为方框。安装 fonts-noto-cjk（apt-get install fonts-noto-cjk）后重新执行 npm run seed。';

/**
 * Writes the seed's media files into <dataDir>/media: covers, PDFs with their first-page thumbnails, the committed sample video and, with
 * ffmpeg, the generated clips (without it, says so: every video then plays the 6-second sample).
 */
export async function writeSeedMedia(dataDir: string, { covers, pdfs, summary }: SeedMedia): Promise<void> {
  if (summary.videoMode !== 'generated') console.warn(NO_FFMPEG_WARNING);
  if (!cjkFontsInstalled()) console.warn(NO_CJK_FONT_WARNING);
  // The clips encode in ffmpeg's processes while the covers draw here: a first seed takes the longer of the two.
  const clips = summary.videoMode === 'generated' ? writeGeneratedClips(dataDir) : Promise.resolve();
  const rest = (async () => {
    await covers.writeAll(dataDir);
    pdfs.writeAll(dataDir);
    await writePdfThumbnails(dataDir, pdfs);
    copySampleVideos(dataDir);
    writeSamplePdf(dataDir);
  })();
  await Promise.all([clips, rest]);
}

/**
 * Inserts the demo content in one transaction (batched inserts) into an empty, migrated database, with
 * the default layouts it does not have yet, then moves every identity sequence past the fixed ids.
 * Accepts the Database or its Db.
 */
export async function seedDatabase(target: Db | Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const db = isDatabase(target) ? target.db : target;
  const built = buildSeed(options);
  const { steps, summary } = built;
  // Media first: the clips' file sizes go into media_files.
  if (options.dataDir) {
    await writeSeedMedia(options.dataDir, built);
    for (const row of built.media) if (row.sizeBytes == null) row.sizeBytes = statSync(join(mediaDir(options.dataDir), row.filePath)).size;
    // Download rows list the size of their file in KB (rounded up), as an upload would record it.
    const pdfSizes = built.pdfs.sizesByUrl(options.dataDir);
    for (const row of built.downloads) {
      const bytes = row.link ? pdfSizes.get(row.link) : undefined;
      if (bytes !== undefined) row.filesize = Math.ceil(bytes / 1024);
    }
  }
  // The media library lists the seed's own files (seed-library.ts): only where they were written.
  const library = options.dataDir
    ? seedLibraryRows(
        options.dataDir,
        { covers: built.covers, pdfs: built.pdfs, videos: built.media, videoTitles: built.videoTitles },
        options.now ?? new Date(),
      )
    : [];
  // Inside the transaction only `tx` may be used (PGlite would wait forever on `db`).
  await db.transaction(async (tx) => {
    for (const s of [...steps, step(schema.mediaAssets, library)]) await s.run(tx);
    summary.counts.layouts = (await installLayoutFiles(tx, { layoutsDir: options.layoutsDir, now: options.now })).length;
    await resetIdentitySequences(tx);
  });
  await reindexAll(db); // search index: built from the rows just inserted
  return summary;
}

/** setval each identity sequence to max(id) so later inserts do not collide with seeded ids. */
export async function resetIdentitySequences(tx: Tx | Db): Promise<void> {
  const statements: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const { name, columns } = getTableConfig(value);
    if (!columns.some((c) => c.name === 'id' && c.generatedIdentity)) continue;
    statements.push(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 0) + 1, false)`);
  }
  // One round trip: a UNION of setval calls.
  await tx.execute(sql.raw(statements.join(' UNION ALL ')));
}
