import { useId } from 'react';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import type { OpsWatchPasswordCooldown } from './api/ops-types';
import { formatTime } from './format-time';

export const COOLDOWN_TEXT = {
  heading: '观看密码冷却',
  hint: '同一内容在一小时内被输错观看密码过多时，所有用户都要等到冷却结束才能再试。若密码可能已被猜到，请先更换密码再解除。',
  type: '类型',
  item: '内容',
  until: '冷却至',
  reset: '解除冷却',
  empty: '当前没有处于冷却中的内容',
  kinds: { 1: '课程/视频', 2: '文章', 4: '直播', 5: '短视频' } as Record<number, string>,
} as const;

/** Items whose watch password is cooling down after too many wrong tries, with a reset (audited by the server). */
export function WatchPasswordCooldowns() {
  const id = useId();
  // A reset invalidates the list ('WatchPasswordCooldowns'): it is read again at once.
  const { data, error: loadError } = opsEndpoints.useListOpsWatchPasswordCooldownsQuery();
  const [resetCooldown, resetState] = opsEndpoints.useResetOpsWatchPasswordCooldownMutation();
  const items = data?.list ?? [];
  const refusal = resetState.error ?? loadError;
  const error = refusal ? refusalText(refusal) : null;
  const reset = (item: OpsWatchPasswordCooldown) => void resetCooldown({ type: item.type, id: item.id });
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{COOLDOWN_TEXT.heading}</h2>
      <p className="ops-hint">{COOLDOWN_TEXT.hint}</p>
      {error && <p role="alert">{error}</p>}
      {items.length === 0 ? (
        <p className="ops-hint">{COOLDOWN_TEXT.empty}</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{COOLDOWN_TEXT.type}</th>
              <th scope="col">{COOLDOWN_TEXT.item}</th>
              <th scope="col">{COOLDOWN_TEXT.until}</th>
              <th scope="col">
                <span className="ops-visually-hidden">{COOLDOWN_TEXT.reset}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.type}:${item.id}`}>
                <td>{COOLDOWN_TEXT.kinds[item.type] ?? item.type}</td>
                <td>
                  {item.title} <span className="ops-hint">#{item.id}</span>
                </td>
                <td>{formatTime(item.locked_until)}</td>
                <td>
                  <button type="button" onClick={() => reset(item)} aria-label={`${COOLDOWN_TEXT.reset}：${item.title}`}>
                    {COOLDOWN_TEXT.reset}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
