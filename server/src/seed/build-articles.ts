import type { OpsArticleInput, OpsMedicalColumnInput } from '../../../contract/generated/schema-types';
import type { articles, medicalColumns } from '../db/schema/index';
import { sanitizeRichHtml } from '../html/rich-html';
import { OriginType } from '../../../contract/constants';
import { articleValuesOf, medicalColumnValuesOf } from '../modules/ops-catalogue';
import { consoleFields } from './console-items';
import { CATEGORY_IDS, type ContentRef, type SeedContext } from './context';
import { daysBefore, type Prng } from './prng';
import { doctorName, fill, MEDICAL_COLUMNS, SPECIALTIES, TEACHING_HOSPITALS, TEMPLATES } from './texts';
import { articleBody, articleLead, caseBody } from './corpus/article-bodies';
import { forkPrng } from './corpus/fork';
import { subjectIn } from './corpus/subjects';
import { medicalColumnDescription } from './corpus/topic-texts';

type ArticleRow = typeof articles.$inferInsert;
type MedicalColumnRow = typeof medicalColumns.$inferInsert;

export interface ArticleSeed {
  medicalColumns: MedicalColumnRow[];
  articles: ArticleRow[];
  refs: ContentRef[];
  passwordArticleIds: number[];
  /** The article whose body has an image on an external host (shown through the image proxy). */
  externalImageArticleId: number;
}

/** Allowed by the default IMAGE_PROXY_HOSTS outside production; .test never resolves on the internet. */
export const EXTERNAL_IMAGE_URL = 'https://img.example-cdn.test/articles/lung-nodule-ct.png';
export const EXTERNAL_IMAGE_ARTICLE_TITLE = '胸部CT影像图解：肺结节的随访与处理';

/** The first article is pinned (置顶): it leads the article list. */
const PINNED_ARTICLE_ID = 1;

/**
 * An article or case as an operator writes it in the console (资讯 or 病例): the row's console columns come
 * from the kind's fields; `own` are the columns the console does not edit (counters, dates, the column an
 * article belongs to, the product banner, the watch password).
 */
function itemRow(kind: 'article' | 'case', input: OpsArticleInput, own: Omit<ArticleRow, keyof ReturnType<typeof articleValuesOf>>): ArticleRow {
  return { ...articleValuesOf({ ...consoleFields(kind, input) }), ...own };
}

/**
 * An article as pasted from another site: an external image plus markup the sanitiser must remove.
 * Built without the PRNG so adding it leaves every other seeded row as it was.
 */
function externalImageArticle(id: number, base: Date, covers: SeedContext['covers']): ArticleRow {
  const raw = [
    `<h3>${EXTERNAL_IMAGE_ARTICLE_TITLE}</h3>`,
    '<p>低剂量螺旋CT筛查发现的肺结节，多数为良性。<strong>随访间隔</strong>取决于结节大小、密度与危险因素。</p>',
    `<p><img src="${EXTERNAL_IMAGE_URL}" alt="肺结节胸部CT影像" width="640" height="480" onerror="alert(1)"></p>`,
    '<script>document.cookie</script><style>p{display:none}</style><iframe src="https://evil.example/"></iframe>',
    '<ul><li>实性结节 &lt; 6 mm：12 个月复查</li><li>6–8 mm：6–12 个月复查</li><li>&gt; 8 mm：多学科评估</li></ul>',
    '<p><a href="javascript:alert(1)">点击查看</a> 参考：<a href="https://www.example.org/guideline">肺结节诊治指南</a></p>',
  ].join('');
  // The console sanitises the pasted body on save, as it would this one.
  const input: OpsArticleInput = {
    title: EXTERNAL_IMAGE_ARTICLE_TITLE,
    summary: '低剂量CT发现的肺结节如何随访：影像要点与处理流程。',
    cover_img: '',
    author: '影像科编辑部',
    medical_column_id: MEDICAL_COLUMN_FIRST_ID + MEDICAL_COLUMNS.findIndex((c) => c.title === '影像诊断'),
    category_id: CATEGORY_IDS.article[0],
    content: raw,
    top: false,
  };
  return itemRow('article', input, {
    id,
    type: 1,
    contentType: 0,
    // The product banner opens the 医学工具箱 text page (image-text 33).
    product: { cover_img: covers.add('product-toolbox', { title: '医学工具箱：常用计算器与量表' }), link: '/image-text/33' },
    viewCount: 1288,
    likeCount: 36,
    // The newest article, so it leads the article list right after the pinned one.
    publishedAt: new Date(base.getTime() + 60 * 60 * 1000),
  });
}

/** An article or case column's description: what it collects and how often. */
function columnDescription(rand: Prng, specialty: number, contentType: 0 | 6, itemCount: number): string {
  const { name, diseases } = SPECIALTIES[specialty];
  const what = contentType === 6 ? '疑难与典型病例' : '指南解读与研究进展';
  const often = rand.pick(['每周更新', '每月精选', '不定期更新']);
  return `汇集${name}领域${what}，${often}，已收录${itemCount}篇。涉及${diseases.slice(rand.int(0, 4), 8).slice(0, 3).join('、')}等病种。`;
}

/** An article or case column's page text. */
function columnBody(rand: Prng, specialty: number, contentType: 0 | 6): string {
  const { name, dept } = SPECIALTIES[specialty];
  const intro =
    contentType === 6
      ? `本栏目由${dept}临床医师投稿，每篇病例包括病例资料、诊治经过、讨论与专家点评，适合住院医师与基层医生学习临床思维。`
      : `本栏目跟踪${name}领域的新指南与新研究，由一线医师撰写、编辑部审校，帮助读者用较少的时间掌握要点。`;
  return `<h3>栏目介绍</h3><p>${intro}</p><h3>投稿须知</h3><p>${rand.pick(['欢迎各级医院医师投稿，稿件须为原创并隐去患者隐私信息。', '投稿请注明作者单位与联系方式，稿件经审核后发布。'])}</p>`;
}

/** Medical column ids start at 601 so that 607 (the fixed follow-list column) exists. */
export const MEDICAL_COLUMN_FIRST_ID = 601;

export function buildArticles(ctx: SeedContext): ArticleSeed {
  const { rand, base, covers } = ctx;
  const refs: ContentRef[] = [];

  const columns: MedicalColumnRow[] = MEDICAL_COLUMNS.map(({ title, specialty }, i) => {
    const id = MEDICAL_COLUMN_FIRST_ID + i;
    refs.push({ originType: OriginType.medicalColumn, originId: id, specialty, kind: 'medicalColumn' });
    // The A–Z letter comes from the name's pinyin, as the console derives it (no override).
    const input: OpsMedicalColumnInput = {
      title,
      logo: covers.add(`medical-column-${id}`, { title, shape: 'square' }),
      desc: medicalColumnDescription(forkPrng(rand, 2), title, MEDICAL_COLUMNS[i].subjects ?? SPECIALTIES[specialty]?.diseases ?? [title], specialty),
      letter: '',
    };
    return {
      ...medicalColumnValuesOf({ ...consoleFields('medical-column', input) }),
      // Followers, views, order and the red dot are the app's, not the console's.
      id,
      subscribeCount: rand.int(80, 12000),
      viewCount: rand.int(1000, 300000),
      sort: i,
      lastContentAt: daysBefore(base, i % 7),
    };
  });

  // A specialty's general articles go to the columns of that specialty that have no subjects of their own.
  const generalColumns = SPECIALTIES.map((_, s) => MEDICAL_COLUMNS.flatMap((c, i) => (c.specialty === s && !c.subjects ? [MEDICAL_COLUMN_FIRST_ID + i] : [])));
  const columnFor = (specialty: number, n: number): number | null => {
    const own = generalColumns[specialty] ?? [];
    return own.length > 0 ? own[n % own.length] : null;
  };
  const rows: ArticleRow[] = [];
  let nextId = 1;
  let day = 0;
  const article = (opts: { title: string; specialty: number; contentType: 0 | 6; parentId?: number; sort?: number; medicalColumnId?: number }): ArticleRow => {
    const id = nextId++;
    const kind = opts.contentType === 6 ? 'case' : 'article';
    const cover = covers.add(`${kind}-${id}`, { title: opts.title });
    // Drawn in the order the rows always drew them, so every later seeded value stays as it was.
    // Each text takes the draws the old one took, so the values drawn after it stay.
    const about = { title: opts.title, specialty: opts.specialty, subject: subjectIn(opts.title, opts.specialty).subject };
    const summaryText = articleLead(forkPrng(rand, 2), about);
    const author = doctorName(rand);
    const bodyRand = forkPrng(rand, 4);
    const content =
      kind === 'case'
        ? caseBody(bodyRand, { ...about, image: cover, hospital: bodyRand.pick(TEACHING_HOSPITALS), department: SPECIALTIES[opts.specialty]?.dept ?? '' })
        : articleBody(bodyRand, { ...about, image: cover });
    const input: OpsArticleInput = {
      title: opts.title,
      summary: summaryText,
      cover_img: cover,
      author,
      // Articles sit in a column of their own field; cases stay out of the columns.
      medical_column_id: opts.medicalColumnId ?? (opts.contentType === 0 ? columnFor(opts.specialty, id) : null),
      category_id:
        opts.contentType === 6
          ? CATEGORY_IDS.case[opts.specialty % CATEGORY_IDS.case.length]
          : CATEGORY_IDS.article[opts.specialty % CATEGORY_IDS.article.length],
      content,
      top: id === PINNED_ARTICLE_ID,
    };
    return itemRow(kind, input, {
      id,
      type: 1,
      contentType: opts.contentType,
      parentId: opts.parentId ?? null,
      product: id % 6 === 1 ? { cover_img: covers.add(`product-${id}`, { title: '了解更多治疗方案' }), link: '/activity-list' } : null,
      viewCount: rand.int(200, 50000),
      likeCount: rand.int(0, 2000),
      favoriteCount: rand.int(0, 600),
      sort: opts.sort ?? 0,
      publishedAt: daysBefore(base, day++, rand.int(0, 20)),
    });
  };

  const column = (title: string, specialty: number, contentType: 0 | 6, itemCount: number, templates: readonly string[]) => {
    const id = nextId++;
    rows.push({
      id,
      type: 2,
      contentType,
      categoryId: contentType === 6 ? CATEGORY_IDS.case[specialty % 4] : CATEGORY_IDS.article[specialty % 4],
      title,
      desc: columnDescription(forkPrng(rand, 2), specialty, contentType, itemCount),
      coverImg: covers.add(`${contentType === 6 ? 'case' : 'article'}-column-${id}`, { title, subtitle: `共${itemCount}篇` }),
      author: doctorName(rand),
      content: columnBody(forkPrng(rand, 4), specialty, contentType),
      viewCount: rand.int(3000, 90000),
      publishedAt: daysBefore(base, day++),
    });
    refs.push({
      originType: contentType === 6 ? OriginType.case : OriginType.article,
      originId: id,
      specialty,
      kind: contentType === 6 ? 'caseColumn' : 'articleColumn',
    });
    const diseases = SPECIALTIES[specialty].diseases;
    for (let i = 0; i < itemCount; i++) {
      rows.push(
        article({
          title: fill(templates[i % templates.length], specialty, diseases[(i + 3) % diseases.length]),
          specialty,
          contentType,
          parentId: id,
          sort: i + 1,
        }),
      );
    }
  };

  // Articles (origin_type 2): 6 per specialty plus 4 article columns with 4 items each.
  const firstArticle = nextId;
  SPECIALTIES.forEach((spec, s) => {
    for (let i = 0; i < 6; i++) {
      const row = article({
        title: fill(TEMPLATES.article[(i + s) % TEMPLATES.article.length], s, spec.diseases[i % spec.diseases.length]),
        specialty: s,
        contentType: 0,
      });
      rows.push(row);
      refs.push({ originType: OriginType.article, originId: row.id!, specialty: s, kind: 'article' });
    }
  });
  [0, 2, 4, 5].forEach((s, i) => column(fill(TEMPLATES.articleColumn[i % 2], s, ''), s, 0, 4, TEMPLATES.article));

  // Cases (origin_type 6 = article content_type 6): type 1 singles and type 2 case columns.
  SPECIALTIES.forEach((spec, s) => {
    for (let i = 0; i < 3; i++) {
      const row = article({
        title: fill(TEMPLATES.case[(i + s) % TEMPLATES.case.length], s, spec.diseases[(i + 5) % spec.diseases.length]),
        specialty: s,
        contentType: 6,
      });
      rows.push(row);
      refs.push({ originType: OriginType.case, originId: row.id!, specialty: s, kind: 'case' });
    }
  });
  [0, 1, 2, 3].forEach((s, i) => column(fill(TEMPLATES.caseColumn[i % 2], s, ''), s, 6, 5, TEMPLATES.case));

  const passwordArticleIds = [firstArticle + 2, rows.find((r) => r.contentType === 6 && r.type === 1)!.id!];
  for (const row of rows) {
    if (passwordArticleIds.includes(row.id!)) {
      row.needPassword = 1;
      row.passwordHash = ctx.passwordHash;
    }
  }

  const externalImageArticleId = nextId++;
  rows.push(externalImageArticle(externalImageArticleId, base, covers));

  // Columns with subjects of their own: two articles each about those subjects (after every fixed id).
  MEDICAL_COLUMNS.forEach((c, i) => {
    if (!c.subjects) return;
    for (let n = 0; n < 2; n++) {
      const subject = c.subjects[(n + i) % c.subjects.length];
      const row = article({
        title: TEMPLATES.article[(n * 2 + i) % TEMPLATES.article.length].replaceAll('{d}', subject),
        specialty: Math.max(c.specialty, 0),
        contentType: 0,
        medicalColumnId: MEDICAL_COLUMN_FIRST_ID + i,
      });
      rows.push(row);
    }
  });
  // Article and case columns (type 2) are not console items: sanitised here as the console sanitises items'
  // bodies (the detail endpoint sanitises again on read and points images at the proxy).
  for (const row of rows) if (row.type === 2) row.content = sanitizeRichHtml(row.content ?? '');

  return { medicalColumns: columns, articles: rows, refs, passwordArticleIds, externalImageArticleId };
}
