import type {
  downloadCategories,
  downloads,
  textPages,
  topicBanners,
  topicColumns,
  topicCooperates,
  topicExperts,
  topicHonours,
  topicModules,
  topicNews,
  topics,
  topicStudyGroups,
  studyGroupSettings,
} from '../db/schema/index';
import type { OpsDownloadInput } from '../../../contract/generated/schema-types';
import { OriginType } from '../../../contract/constants';
import { downloadValuesOf } from '../modules/ops-catalogue';
import { consoleFields } from './console-items';
// The association is a text page found by its kind (text_pages.extra.kind), never by its id.
import { ACADEMIC_ASSOCIATION_KIND } from '../modules/topics/topic-pages.repository';
import { CATEGORY_IDS, type ContentRef, PARTNER_NAMES, type SeedContext } from './context';
import { guidelinePdf } from './seed-pdfs';
import { daysBefore } from './prng';
import { doctorName, doctorTitle, fill, HOSPITAL_NAMES, SPECIALTIES, TEMPLATES } from './texts';
import { forkPrng } from './corpus/fork';
import { subjectIn } from './corpus/subjects';
import { expertBio, flowchartBody, honourBody, studyGroupBody, topicBody, topicDescription } from './corpus/topic-texts';

export const TOPIC_TITLES = [
  '心血管疾病防治专项',
  '肿瘤规范化诊疗行动',
  '呼吸慢病管理项目',
  '卒中中心建设专题',
  '基层糖尿病管理能力提升',
  '消化内镜质控专题',
  '医学科研能力提升计划',
  '青年医师成长计划',
];

/** Topics 5–8 open fixed module pages 38, 37, 36, 35 (docs/product-rules.md#content-cards-and-origin-types), stored as topics.special_module_id. */
export const SPECIAL_TOPIC_MODULES: Record<number, number> = { 5: 38, 6: 37, 7: 36, 8: 35 };
const MODULE_KINDS = [
  ['column', '专题课程'],
  ['study_group', '学组招募'],
  ['honor', '荣誉墙'],
  ['expert', '专家团队'],
] as const;

const ACADEMIC_ASSOCIATION_PAGE_ID = 40;
/** Module id of the 学术协会 link on topic 1 (clear of the generated 1–16 and the fixed 35–38). */
const ASSOCIATION_MODULE_ID = 100;

export interface TopicCourse {
  id: number;
  title: string;
  specialty: number;
  /** A research-methods (科研, content_type 8) course. */
  research: boolean;
}

export interface TopicSeedOptions {
  /** Single courses the topic column items point at (their cards come from the one content mapper). */
  courses?: readonly TopicCourse[];
}

/** A study group's member as the console's topic form stores one (every field present). */
const member = (name: string, title: string, hospital: string) => ({ name, avatar: '', title, hospital });

/** What only a study group's members read: its meetings, reading list and how to reach the group. */
function studyGroupMemberContent(specialty: string): string {
  return [
    '<h3>组内学习安排</h3>',
    `<p>每月第二个周四 20:00 线上病例讨论，由组长指定主讲人，讨论病例提前一周发到组内；每季度末一次${specialty}专题读书会。</p>`,
    '<h3>本季度阅读清单</h3>',
    `<ul><li>${specialty}最新临床指南要点与更新解读</li><li>近一年高质量随机对照试验精读（每人负责一篇）</li><li>疑难病例汇报模板与讨论规范</li></ul>`,
    '<h3>联系方式</h3>',
    '<p>组内资料与签到表由会务助手统一发送，如未收到请在直播间「更多」中联系会务助手。</p>',
  ].join('');
}

/** Topic 7 (医学科研能力提升计划) lists research-methods courses; the specialty topics their specialty's. */
const RESEARCH_TOPIC_ID = 7;

export function buildTopics(ctx: SeedContext, options: TopicSeedOptions = {}) {
  const { rand, base, covers } = ctx;
  const refs: ContentRef[] = [];
  const topicRows: Array<typeof topics.$inferInsert> = [];
  const modules: Array<typeof topicModules.$inferInsert> = [];
  const banners: Array<typeof topicBanners.$inferInsert> = [];
  const news: Array<typeof topicNews.$inferInsert> = [];
  const cooperates: Array<typeof topicCooperates.$inferInsert> = [];
  const experts: Array<typeof topicExperts.$inferInsert> = [];
  const honours: Array<typeof topicHonours.$inferInsert> = [];
  const studyGroups: Array<typeof topicStudyGroups.$inferInsert> = [];
  const studyGroupSettingRows: Array<typeof studyGroupSettings.$inferInsert> = [];
  const columns: Array<typeof topicColumns.$inferInsert> = [];
  let moduleId = 1;

  TOPIC_TITLES.forEach((title, i) => {
    const id = i + 1;
    const s = i % SPECIALTIES.length;
    refs.push({ originType: OriginType.topic, originId: id, specialty: s, kind: 'topic' });
    topicRows.push({
      id,
      title,
      logo: covers.add(`topic-logo-${id}`, { title, shape: 'square' }),
      coverImg: covers.add(`topic-${id}`, { title, subtitle: '专题' }),
      footerImg: covers.add(`topic-footer-${id}`, { title: '联合发起单位' }),
      // Longer than 66 characters so the client's cut is visible. Each text takes the draws the old one took.
      desc: topicDescription(forkPrng(rand, 4), title, s),
      content: topicBody(forkPrng(rand, 4), title, s),
      // The project office answers the phone; a topic shows no e-mail address.
      mobile: `010-6588 31${String(id).padStart(2, '0')}`,
      email: '',
      // Scans to this topic's page.
      qrcode: covers.add(`topic-qrcode-${id}`, { title: '扫码进入专题', shape: 'qr', link: new URL(`/topic-detail/${id}`, ctx.origin).href }),
      qrcodeName: '专题小助手',
      specialModuleId: SPECIAL_TOPIC_MODULES[id] ?? null,
      viewCount: rand.int(1000, 90000),
      sort: i,
    });
    const kinds = SPECIAL_TOPIC_MODULES[id] ? MODULE_KINDS.slice(0, 1) : MODULE_KINDS;
    kinds.forEach(([key, name], k) => {
      const mid = SPECIAL_TOPIC_MODULES[id] ?? moduleId++;
      modules.push({
        id: mid,
        topicId: id,
        key,
        title: name,
        logo: covers.add(`topic-module-${mid}`, { title: name, shape: 'icon' }),
        desc: `${title}·${name}`,
        sort: k,
      });
      if (key === 'column') {
        const all = options.courses ?? [];
        const own = all.filter((course) =>
          id === RESEARCH_TOPIC_ID ? course.research : id <= SPECIALTIES.length && course.specialty === s && !course.research,
        );
        const pool = own.length > 0 ? own : all;
        CATEGORY_IDS.topicColumn.forEach((categoryId, c) => {
          for (let n = 0; n < 3; n++) {
            const course = pool.length > 0 ? pool[(c * 3 + n) % pool.length] : undefined;
            const t = course?.title ?? fill(TEMPLATES.course[(n + c) % TEMPLATES.course.length], s, SPECIALTIES[s].diseases[(n + c) % 8]);
            columns.push({
              topicId: id,
              moduleId: mid,
              categoryId,
              title: t,
              coverImg: covers.add(`topic-column-${id}-${c}-${n}`, { title: t }),
              ...(course ? { originType: OriginType.course, originId: course.id } : {}),
              link: '',
              publishedAt: daysBefore(base, n + c * 3),
              sort: n,
            });
          }
        });
      }
      if (key === 'study_group') {
        const groupId = studyGroups.length + 1;
        studyGroupSettingRows.push({ groupId, memberContent: studyGroupMemberContent(SPECIALTIES[s].name) });
        studyGroups.push({
          id: groupId,
          topicId: id,
          moduleId: mid,
          title: `${SPECIALTIES[s].name}青年学组招募`,
          mainImg: covers.add(`topic-study-${id}`, { title: `${SPECIALTIES[s].name}青年学组招募` }),
          configure: [
            { name: '组长', members: [member(doctorName(rand), doctorTitle(rand), rand.pick(HOSPITAL_NAMES))] },
            { name: '副组长', members: [0, 1].map(() => member(doctorName(rand), doctorTitle(rand), rand.pick(HOSPITAL_NAMES))) },
            { name: '委员', members: [0, 1, 2, 3].map(() => member(doctorName(rand), '', rand.pick(HOSPITAL_NAMES))) },
          ],
          content: studyGroupBody(forkPrng(rand, 4), s),
        });
      }
    });
    for (let n = 0; n < 2; n++) {
      banners.push({ topicId: id, placement: 'home', img: covers.add(`topic-banner-${id}-${n}`, { title: `${title}${n ? '启动会' : ''}` }), title, sort: n });
    }
    banners.push({ topicId: id, placement: 'honor', img: covers.add(`topic-honor-banner-${id}`, { title: '荣誉墙' }), title: '荣誉墙' });
    for (let n = 0; n < 5; n++) {
      const t = `${title}：${['项目启动', '首批单位名单公布', '培训会顺利召开', '阶段总结', '优秀案例展示'][n]}`;
      news.push({
        topicId: id,
        title: t,
        coverImg: covers.add(`topic-news-${id}-${n}`, { title: t }),
        contentType: 2,
        targetUrl: `/article-detail/${1 + ((id * 5 + n) % 30)}`,
        publishedAt: daysBefore(base, n * 6 + i),
        sort: n,
      });
    }
    for (let n = 0; n < 4; n++) {
      const name = PARTNER_NAMES[(id + n) % PARTNER_NAMES.length];
      cooperates.push({ topicId: id, name, logo: covers.add(`partner-${(id + n) % PARTNER_NAMES.length}`, { title: name, shape: 'logo' }), sort: n });
    }
    for (let n = 0; n < 4; n++) {
      const name = doctorName(rand);
      const avatar = covers.add(`topic-expert-${id}-${n}`, { title: name, shape: 'square' });
      const expertTitle = doctorTitle(rand);
      const hospital = rand.pick(HOSPITAL_NAMES);
      experts.push({
        topicId: id,
        name,
        avatar,
        title: expertTitle,
        hospital,
        bio: expertBio(forkPrng(rand, 2), { name, title: expertTitle, hospital, specialty: s }),
        sort: n,
      });
    }
    for (let n = 0; n < 3; n++) {
      const t = `${['示范单位', '优秀项目团队', '年度贡献专家'][n]}`;
      honours.push({
        topicId: id,
        type: n === 1 ? 2 : 1,
        title: t,
        coverImgs: [covers.add(`topic-honour-${id}-${n}`, { title: t }), covers.add(`topic-honour-${id}-${n}-b`, { title: `${t}证书` })],
        content: honourBody(forkPrng(rand, 4), t, s),
        sort: n,
        createdAt: daysBefore(base, 30 * n),
      });
    }
  });

  // A module that opens the academic association page, so it is reachable from a topic home.
  modules.push({
    id: ASSOCIATION_MODULE_ID,
    topicId: 1,
    key: 'link',
    title: '学术协会',
    link: '/academic-association',
    logo: covers.add('topic-module-association', { title: '学术协会', shape: 'icon' }),
    desc: '学术协会介绍与相关会议',
    sort: MODULE_KINDS.length,
  });
  const associationPages: Array<typeof textPages.$inferInsert> = [
    {
      id: ACADEMIC_ASSOCIATION_PAGE_ID,
      title: '医学学术协会',
      content:
        '<p>医学学术协会由多家三甲医院与学术机构共同发起，致力于推动临床诊疗规范化、促进学术交流与青年医师培养。</p>' +
        '<p>协会定期组织学术会议、专题培训与多中心研究，并联合各专题项目开展基层能力提升工作。</p>',
      extra: {
        kind: ACADEMIC_ASSOCIATION_KIND,
        banner: covers.add('academic-association-banner', { title: '医学学术协会', subtitle: '学术交流 · 规范诊疗' }),
        topic_ids: [1, 2, 3, 4],
      },
    },
  ];

  return {
    textPages: associationPages,
    topics: topicRows,
    topicModules: modules,
    topicBanners: banners,
    topicNews: news,
    topicCooperates: cooperates,
    topicExperts: experts,
    topicHonours: honours,
    topicStudyGroups: studyGroups,
    studyGroupSettings: studyGroupSettingRows,
    topicColumns: columns,
    refs,
  };
}

const DOWNLOAD_CATEGORIES = ['临床指南', '专家共识', '诊疗手册', '图解流程'];
/** The guideline whose PDF is over 20 MB (a scanned edition): iOS offers it by e-mail instead of opening it. */
export const BIG_GUIDE_ID = 1;

export function buildDownloads(ctx: SeedContext) {
  const { rand, base, covers } = ctx;
  const categories: Array<typeof downloadCategories.$inferInsert> = DOWNLOAD_CATEGORIES.map((name, i) => ({ id: i + 1, name, sort: i }));
  const refs: ContentRef[] = [];
  const rows: Array<typeof downloads.$inferInsert> = [];
  for (let i = 0; i < 24; i++) {
    const id = i + 1;
    const s = i % SPECIALTIES.length;
    const template = i % 4;
    const type = template === 3 || i % 5 === 4 ? 3 : 1;
    // One draw per file, as when sizes were drawn here, so the content seeded after downloads stays the same.
    if (type === 1) rand.next();
    const title = fill(TEMPLATES.download[template], s, SPECIALTIES[s].diseases[Math.floor(i / 6) % 8]);
    refs.push({ originType: OriginType.download, originId: id, specialty: s, kind: `download-${type}` });
    const input: OpsDownloadInput = {
      title,
      type: type as OpsDownloadInput['type'],
      category_id: template + 1,
      cover_img: covers.add(`download-${id}`, { title }),
      file_url: type === 1 ? guidelinePdf(ctx, `download-${id}`, title, `${SPECIALTIES[s].dept}专家委员会`, { big: id === BIG_GUIDE_ID }) : '',
      content:
        type === 3
          ? flowchartBody(forkPrng(rand, 4), title, subjectIn(title, s).subject, s, covers.add(`download-figure-${id}`, { title: `${title}流程图` }))
          : '',
    };
    rows.push({
      // The file's size (KB) is the library file's, as the console takes it: set once the PDFs exist (seed.ts).
      ...downloadValuesOf({ ...consoleFields('download', input) }, undefined),
      // Counters, order and date are the app's.
      id,
      downloadCount: rand.int(10, 9000),
      viewCount: rand.int(100, 30000),
      sort: i,
      publishedAt: daysBefore(base, i * 3),
    });
  }
  return { downloadCategories: categories, downloads: rows, refs };
}
