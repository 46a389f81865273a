import { useId, useState, type FormEvent } from 'react';
import { LANDING_SLUG } from '../../contract/routes/route-table';
import type { OpsLandingPageNew } from '../../contract/generated/schema-types';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';

// New pages an operator makes from existing ones: a landing page (活动页) from the blank or a template, and a
// copy of a page as a new landing page or as a channel's or topic's own page. Both open the new draft in the
// editor; it reaches phones once published.

export const NEW_PAGE_TEXT = {
  newLanding: '新建活动页',
  name: '活动页名称',
  nameHelp: '手机上显示的页面标题，如「春季呼吸论坛」',
  slug: '页面地址',
  slugHelp: (example: string) => `小写字母、数字和连字符，如 spring-forum；医生通过 ${example} 打开`,
  template: '从哪里开始',
  templates: { blank: '空白活动页', meeting: '模板：学术会议推广', course: '模板：课程活动' } satisfies Record<OpsLandingPageNew['template'], string>,
  create: '创建',
  cancel: '取消',
  creating: '正在创建…',
  badSlug: '页面地址只能用小写字母、数字和连字符（不能以连字符开头或结尾，也不能连用），2 到 40 个字符',
  noName: '请填写活动页名称',
  copy: '复制页面',
  copyLabel: (name: string) => `复制页面：${name}`,
  copyTo: '复制为',
  copyToLanding: '新的活动页',
  copyToOwn: (name: string) => `${name}的专属页面`,
  copyHint: '复制最新保存的版本（含草稿），新页面保存为草稿，发布后生效',
  copySlug: '新活动页的地址',
} as const;

const TEMPLATES = Object.keys(NEW_PAGE_TEXT.templates) as Array<OpsLandingPageNew['template']>;

const slugProblem = (slug: string) => (slug.length >= 2 && slug.length <= 40 && LANDING_SLUG.test(slug) ? null : NEW_PAGE_TEXT.badSlug);

/** 新建活动页: name, address and where it starts from; opens the new draft on success. */
/** What both forms end with: the refusal, if any, then submit (busy while the server works) and cancel. */
function FormEnd({ problem, busy, submit, onCancel }: { problem: string | null | undefined; busy: boolean; submit: string; onCancel(): void }) {
  return (
    <>
      {problem && (
        <p className="ops-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="ops-row-buttons">
        <button type="submit" className="ops-primary" disabled={busy}>
          {busy ? NEW_PAGE_TEXT.creating : submit}
        </button>
        <button type="button" onClick={onCancel}>
          {NEW_PAGE_TEXT.cancel}
        </button>
      </div>
    </>
  );
}

export function NewLandingForm({ onCreated, onCancel }: { onCreated(id: string): void; onCancel(): void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [template, setTemplate] = useState<OpsLandingPageNew['template']>('blank');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = opsEndpoints.useCreateOpsLandingPageMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = slug.trim();
    const refused = !title.trim() ? NEW_PAGE_TEXT.noName : slugProblem(wanted);
    setProblem(refused);
    if (refused) return;
    try {
      const created = await create({ slug: wanted, title: title.trim(), template }).unwrap();
      onCreated(created.id);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <form className="ops-new-page" aria-label={NEW_PAGE_TEXT.newLanding} onSubmit={(event) => void submit(event)}>
      <div className="ops-field">
        <label htmlFor={`${id}-title`}>{NEW_PAGE_TEXT.name}</label>
        <input id={`${id}-title`} value={title} maxLength={30} onChange={(e) => setTitle(e.target.value)} />
        <p className="ops-field__help">{NEW_PAGE_TEXT.nameHelp}</p>
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-slug`}>{NEW_PAGE_TEXT.slug}</label>
        <input id={`${id}-slug`} value={slug} maxLength={40} onChange={(e) => setSlug(e.target.value)} />
        <p className="ops-field__help">{NEW_PAGE_TEXT.slugHelp(`/landing/${slug.trim() || 'spring-forum'}`)}</p>
      </div>
      <fieldset className="ops-fieldset">
        <legend>{NEW_PAGE_TEXT.template}</legend>
        {TEMPLATES.map((key) => (
          <label key={key}>
            <input type="radio" name={`${id}-template`} checked={template === key} onChange={() => setTemplate(key)} />
            {NEW_PAGE_TEXT.templates[key]}
          </label>
        ))}
      </fieldset>
      <FormEnd problem={problem} busy={isLoading} submit={NEW_PAGE_TEXT.create} onCancel={onCancel} />
    </form>
  );
}

export interface CopyTarget {
  id: string;
  name: string;
}

/** 复制页面: as a new landing page (an address to give) or as the own page of a channel or topic that has none. */
export function CopyPageForm({
  from,
  name,
  targets,
  onCreated,
  onCancel,
}: {
  from: string;
  name: string;
  /** Channels' and topics' own pages not stored yet. */
  targets: readonly CopyTarget[];
  onCreated(id: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [to, setTo] = useState<string>('landing');
  const [slug, setSlug] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [copy, { isLoading }] = opsEndpoints.useCreateOpsLayoutCopyMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = to === 'landing' ? slugProblem(slug.trim()) : null;
    setProblem(refused);
    if (refused) return;
    try {
      const created = await copy({ id: from, to: to === 'landing' ? `landing.${slug.trim()}` : to }).unwrap();
      onCreated(created.id);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <form className="ops-new-page" aria-label={NEW_PAGE_TEXT.copyLabel(name)} onSubmit={(event) => void submit(event)}>
      <p className="ops-hint">{NEW_PAGE_TEXT.copyHint}</p>
      <div className="ops-field">
        <label htmlFor={`${id}-to`}>{NEW_PAGE_TEXT.copyTo}</label>
        <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="landing">{NEW_PAGE_TEXT.copyToLanding}</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {NEW_PAGE_TEXT.copyToOwn(target.name)}
            </option>
          ))}
        </select>
      </div>
      {to === 'landing' && (
        <div className="ops-field">
          <label htmlFor={`${id}-slug`}>{NEW_PAGE_TEXT.copySlug}</label>
          <input id={`${id}-slug`} value={slug} maxLength={40} onChange={(e) => setSlug(e.target.value)} />
          <p className="ops-field__help">{NEW_PAGE_TEXT.slugHelp(`/landing/${slug.trim() || 'spring-forum'}`)}</p>
        </div>
      )}
      <FormEnd problem={problem} busy={isLoading} submit={NEW_PAGE_TEXT.copy} onCancel={onCancel} />
    </form>
  );
}
