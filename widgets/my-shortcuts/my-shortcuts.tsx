import type { MyShortcutsProps } from '../../contract/generated/widgets/my-shortcuts.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './my-shortcuts.css';

export const MY_SHORTCUTS = [
  { name: 'hzsf', title: '患者随访', hint: '随访管理更轻松', color: '#e8f1ff' },
  { name: 'zxzx', title: '在线问诊', hint: '线上服务患者', color: '#e9f8f1' },
] as const;

/**
 * Both shortcuts always show (the spec lists them on 我的). One without a configured address emits
 * `unavailable` so the layout can say the service is not open yet; tapping is never dead, and never leads
 * to a stand-in page. Until the addresses have loaded the buttons wait (disabled).
 */
export function MyShortcuts({ props, emit }: WidgetRenderProps<MyShortcutsProps>) {
  const loaded = props.links !== undefined;
  return (
    <nav className="w-my-shortcuts" aria-label="快捷入口">
      {MY_SHORTCUTS.map((shortcut) => {
        const url = props.links?.[shortcut.name];
        return (
          <button
            key={shortcut.name}
            type="button"
            className="w-my-shortcuts__item"
            style={{ background: shortcut.color }}
            disabled={!loaded}
            onClick={() => void (url ? emit('open', { name: shortcut.name, url }) : emit('unavailable', { name: shortcut.name }))}
          >
            <span className="w-my-shortcuts__title">{shortcut.title}</span>
            <span className="w-my-shortcuts__hint" aria-hidden="true">
              {shortcut.hint}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
