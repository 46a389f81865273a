import { useEffect, useId, useMemo, useRef, useState } from 'react';
import manifest from '../../contract/generated/widget-manifest.json';
import { DEFAULT_TEXT_SIZE, TEXT_SIZES } from '../../contract/boot/text-size';
import { exampleStateLabel } from '../../contract/layout/widget-examples';
import { widgetDescription, widgetTitle } from '../ops/editor/widget-names';
import { PREVIEW_SANDBOX } from '../ops/preview-sandbox';
import { readActionMessage, type LoggedAction } from './canvas-actions';
import { WidgetContract, type UsageSource } from './widget-contract-view';
import { widgetExamples } from './widget-examples';
import { canvasUrl, PHONE_SIZES } from './workbench-paths';
import './workbench.css';

export const WORKBENCH_TEXT = {
  heading: '组件库',
  intro: '每个组件的各种状态在手机尺寸下的样子，经过真实的渲染运行时显示；点击示例中的内容只记录动作，不会执行。',
  list: '组件列表',
  filter: '搜索组件',
  none: '没有找到组件',
  examples: (n: number) => `${n} 个示例`,
  state: '状态',
  size: '屏幕尺寸',
  sizeOption: (width: number, height: number) => `${width}×${height}`,
  textSize: '字体大小',
  frame: (title: string, state: string, width: number, height: number) => `${title}（${state}，${width}×${height}）`,
  actions: '动作记录',
  noActions: '还没有动作：点击示例中的内容，这里会列出它要做的事',
  actionKinds: { navigate: '打开页面', open: '打开链接', toast: '提示', confirm: '对话框', request: '请求接口' },
} as const;

interface WidgetEntry {
  type: string;
  title: string;
  description: string;
}

/** Every registered widget, in the palette's order (by Chinese name). */
function allWidgets(): WidgetEntry[] {
  return Object.keys(manifest as Record<string, unknown>)
    .map((type) => ({ type, title: widgetTitle(type), description: widgetDescription(type) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
}

/** The examples' action log: what the framed canvas asked for, newest first. */
function useActionLog(frame: React.RefObject<HTMLIFrameElement | null>, resetKey: string): LoggedAction[] {
  const [log, setLog] = useState<LoggedAction[]>([]);
  useEffect(() => setLog([]), [resetKey]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // The frame is sandboxed into an opaque origin ('null' in the event): only its own window is heard.
      if (event.origin !== 'null' || event.source !== frame.current?.contentWindow) return;
      const action = readActionMessage(event.data);
      if (action) setLog((list) => [action, ...list].slice(0, 20));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return log;
}

/**
 * The widget workbench: pick a widget, see each of its examples in a phone frame at the offered sizes
 * and text sizes, and read its contract. `usage` says where the widget is used (stored layouts in the
 * console, the repository's layouts in development).
 */
export function Workbench({ usage }: { usage: UsageSource }) {
  const id = useId();
  const widgets = useMemo(allWidgets, []);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState(widgets[0]?.type ?? '');
  const [state, setState] = useState('content');
  const [size, setSize] = useState(0);
  const [textSize, setTextSize] = useState<string>(DEFAULT_TEXT_SIZE);
  const frame = useRef<HTMLIFrameElement>(null);
  const widget = widgets.find((entry) => entry.type === selected);
  const examples = widgetExamples(selected);
  const shownState = examples.some((example) => example.state === state) ? state : (examples[0]?.state ?? 'content');
  const phone = PHONE_SIZES[size] ?? PHONE_SIZES[0];
  const src = canvasUrl({ widget: selected, state: shownState, textSize });
  const log = useActionLog(frame, src);
  const needle = filter.trim().toLowerCase();
  const shown = widgets.filter((entry) => `${entry.title} ${entry.type} ${entry.description}`.toLowerCase().includes(needle));

  return (
    <div className="workbench">
      <h2>{WORKBENCH_TEXT.heading}</h2>
      <p className="workbench__hint">{WORKBENCH_TEXT.intro}</p>
      <div className="workbench__columns">
        <nav className="workbench__list" aria-label={WORKBENCH_TEXT.list}>
          <label htmlFor={`${id}-filter`}>{WORKBENCH_TEXT.filter}</label>
          <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          {shown.length === 0 && <p>{WORKBENCH_TEXT.none}</p>}
          <ul>
            {shown.map((entry) => (
              <li key={entry.type}>
                <button
                  type="button"
                  aria-current={entry.type === selected ? 'true' : undefined}
                  title={entry.description}
                  onClick={() => setSelected(entry.type)}
                >
                  {entry.title}
                  <span className="workbench__count">{WORKBENCH_TEXT.examples(widgetExamples(entry.type).length)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {widget && (
          <section className="workbench__widget" aria-labelledby={`${id}-title`}>
            <h3 id={`${id}-title`}>{widget.title}</h3>
            <p className="workbench__hint">{widget.description}</p>
            <div className="workbench__controls">
              <fieldset>
                <legend>{WORKBENCH_TEXT.state}</legend>
                {examples.map((example) => (
                  <label key={example.state}>
                    <input type="radio" name={`${id}-state`} checked={example.state === shownState} onChange={() => setState(example.state)} />
                    {exampleStateLabel(example.state)}
                  </label>
                ))}
              </fieldset>
              <label>
                {WORKBENCH_TEXT.size}
                <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
                  {PHONE_SIZES.map((option, index) => (
                    <option key={index} value={index}>
                      {WORKBENCH_TEXT.sizeOption(option.width, option.height)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset>
                <legend>{WORKBENCH_TEXT.textSize}</legend>
                {TEXT_SIZES.map((option) => (
                  <label key={option.value}>
                    <input type="radio" name={`${id}-text`} checked={option.value === textSize} onChange={() => setTextSize(option.value)} />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            </div>
            <div className="workbench__stage">
              <div className="workbench__phone" style={{ width: phone.width, height: phone.height }}>
                <iframe
                  ref={frame}
                  key={src}
                  title={WORKBENCH_TEXT.frame(widget.title, exampleStateLabel(shownState), phone.width, phone.height)}
                  sandbox={PREVIEW_SANDBOX}
                  src={src}
                  width={phone.width}
                  height={phone.height}
                />
              </div>
              <section className="workbench__log" aria-label={WORKBENCH_TEXT.actions}>
                <h4>{WORKBENCH_TEXT.actions}</h4>
                {log.length === 0 ? (
                  <p className="workbench__hint">{WORKBENCH_TEXT.noActions}</p>
                ) : (
                  <ol>
                    {log.map((action, index) => (
                      <li key={log.length - index}>
                        {WORKBENCH_TEXT.actionKinds[action.kind]}：{action.detail}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </div>
            <WidgetContract widget={widget.type} usage={usage} />
          </section>
        )}
      </div>
    </div>
  );
}
