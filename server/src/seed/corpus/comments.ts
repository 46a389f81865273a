import type { Prng } from '../prng';
import { Writer } from './writer';

export type CommentedKind = 'article' | 'course' | 'shortVideo';

const OPENERS = ['', '', '', '谢谢老师！', '学习了。', '很实用。', '干货满满。', '讲得好！', '收藏了。', '打卡学习。'];

/** Remarks (praise, experience, wishes) and questions; a question is answered, a remark agreed with or added to. */
const REMARKS: Record<CommentedKind | 'any' | 'research', readonly string[]> = {
  any: [
    '我们县医院{d}患者很多，这类内容非常实用，希望多出一些。',
    '作为规培医生，这篇帮我把{d}的诊治流程串起来了。',
    '我们科最近也收治了一例{d}，最后也是靠{e}明确的诊断。',
    '临床上确实见过不少{y}被当成{c}处理的，{d}值得警惕。',
    '补充一点：我们和{m}建立了固定会诊，{d}患者转诊快了不少。',
    '我们医院用{t}治疗{d}的经验，患者耐受性总体不错，个别需要减量。',
    '{d}随访最大的难点还是患者依从性，线上提醒挺有帮助。',
    '希望能再出一期{d}特殊人群用药的内容，比如孕妇和肾功能不全的患者。',
    '{s}我们科一直在用，和文中的结论基本一致。',
    '关于{d}，我们基层最缺的就是这种能直接落地的内容。',
    '{d}的部分在下周科室业务学习上讲，谢谢分享。',
    '门诊经常被{d}患者问到能不能停药，这篇正好可以参考。',
  ],
  article: [
    '条理清晰，比自己读{d}的原文省时间多了。',
    '第二部分关于{e}的内容讲得透彻，以前一直没搞明白。',
    '{d}的流程部分很实用，已经打印贴在诊室。',
    '写得很细，{t}的适用人群这块门诊马上能用上。',
  ],
  course: [
    '老师讲课节奏很好，{e}那一段反复看了两遍。',
    '病例分析部分很精彩，{d}的诊断思路一下子清楚了。',
    '听完这节{d}的课，终于理解{s}怎么用了。',
    '老师讲{t}的那部分很透彻，期待下一讲。',
  ],
  shortVideo: [
    '一分钟讲清楚{d}，适合转给患者看。',
    '已转发到科室群，{d}患者教育就用这个。',
    '短小精悍，{d}的要点都讲到了。',
    '要是{d}能再出一个方言版就好了，老年患者更容易听懂。',
  ],
  research: [
    '正在写课题申请书，{d}这部分讲得太及时了。',
    '以前做{d}总是被审稿人挑毛病，这节课把原因讲明白了。',
    '{d}的实例演示很清楚，跟着做了一遍。',
    '科里研究生都在看这个{d}的课，讲得比教材好懂。',
    '希望能出一期{d}在真实世界数据中的应用。',
  ],
};

const QUESTIONS: Record<'clinical' | 'research', readonly string[]> = {
  clinical: [
    '请问合并{c}的患者，{t}的剂量需要调整吗？',
    '想请教一下，基层没有条件做{e}的时候，{d}怎么初步评估？',
    '{e}复查间隔多少比较合适？我们这边一般是{k}个月。',
    '老年{d}患者用{t}，有没有需要特别注意的不良反应？',
    '{d}患者出现{y}时，是否应该先做{e}？',
    '能不能讲讲{d}治疗中{t}和{t}怎么选？',
    '请问文中提到的{d}相关研究在哪里可以看到原文？',
    '这里提到的{e}判读标准有出处吗？',
  ],
  research: ['请问{d}用什么软件做比较方便？', '样本量不大的时候还适合用{d}吗？', '{d}的结果在论文里应该怎么报告？', '这节{d}的示例数据能分享一下吗？'],
};

const ANSWERS: Record<'clinical' | 'research', readonly string[]> = {
  clinical: [
    '根据我们的经验，合并{c}时一般从小剂量开始，{n}周后再评估。',
    '可以参考文中第二部分，里面有具体的建议。',
    '我们一般{k}个月复查一次{e}，病情变化随时复查。',
    '课件在页面下方的资料下载里可以找到。',
    '建议看一下新版指南的附录，有详细的剂量表。',
    '用{t}的时候注意监测肝肾功能就好。',
    '这个问题我们科也讨论过，最后还是要个体化。',
    '没有条件的话先用{s}初筛，高危的再转上级医院。',
  ],
  research: [
    '用R或SPSS都可以，课程后半部分有R的代码演示。',
    '样本量小的话要谨慎，可以先做敏感性分析。',
    '建议参考相应的报告规范，方法部分写清楚每一步。',
    '示例数据在课程资料里可以下载。',
  ],
};

const FOLLOW_UPS: Record<'clinical' | 'research', readonly string[]> = {
  clinical: [
    '赞同，基层确实需要这样清楚的流程。',
    '我们也遇到过，后来请{m}会诊才明确。',
    '同感，{d}患者的依从性是个老大难。',
    '我们科也是这样做的，效果不错。',
    '说得对，{e}在我们这里也越来越普及了。',
  ],
  research: ['同感，方法学课程太少了。', '我们科也在用，确实好用。', '赞同，一步步跟着做最有效。'],
};

export interface CommentAbout {
  subject: string;
  specialty: number;
  kind: CommentedKind;
  research: boolean;
}

/**
 * The comments under one item: each names the item's subject, never repeats a template within the item,
 * and never carries a text another item has (`taken`), so threads read as written for this page.
 */
export class ThreadWriter {
  private readonly writer: Writer;
  private readonly usedTemplates = new Set<string>();
  /** Which top-level comments were questions (by the text written). */
  private readonly questions = new Set<string>();

  constructor(
    private readonly rand: Prng,
    private readonly about: CommentAbout,
    private readonly taken: Set<string>,
  ) {
    this.writer = new Writer(rand, about.subject, about.specialty);
  }

  /** A top-level comment: a remark, or a question about a third of the time. */
  comment(): string | null {
    const field = this.about.research ? 'research' : 'clinical';
    const question = this.rand.chance(0.35);
    const remarks = this.about.research ? REMARKS.research : [...REMARKS.any, ...REMARKS[this.about.kind]];
    const text = this.write(question ? QUESTIONS[field] : remarks, !question);
    if (text && question) this.questions.add(text);
    return text;
  }

  /** A reply to `parent`: an answer to a question, or agreement with a remark. */
  reply(parent: string): string | null {
    const field = this.about.research ? 'research' : 'clinical';
    return this.write(this.questions.has(parent) ? ANSWERS[field] : FOLLOW_UPS[field], false);
  }

  private write(templates: readonly string[], opener: boolean): string | null {
    for (let attempt = 0; attempt < 12; attempt++) {
      const template = this.rand.pick(templates);
      if (this.usedTemplates.has(template)) continue;
      const text = (opener ? this.rand.pick(OPENERS) : '') + this.writer.fill(template);
      if (this.taken.has(text)) continue;
      this.usedTemplates.add(template);
      this.taken.add(text);
      return text;
    }
    return null;
  }
}
