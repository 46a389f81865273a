import { useId, useState } from 'react';
import type { OpsLiveStream } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';

export const LIVE_STREAM_TEXT = {
  title: '推流与播放地址',
  fetch: '获取推流与播放地址',
  refetch: '重新获取',
  fetching: '正在获取…',
  audited: '推流地址仅发布者可见，每次获取都会记入操作日志。',
  provider: { local: '本地演示', aliyun: '阿里云视频直播' } satisfies Record<OpsLiveStream['provider'], string>,
  providerLine: (name: string, stream: string) => `服务商：${name} · 直播流名称：${stream}`,
  push: '推流地址（填入 OBS 等推流软件；请勿外传：拿到它的人可以用这场直播推流）',
  play: '播放地址（直播中时医生端播放的地址）',
  noPlay: '未配置播放地址：直播中时医生端没有可播放的画面。',
  copyPush: '复制推流地址',
  copyPlay: '复制播放地址',
  copied: (what: string) => `已复制${what}`,
  pushName: '推流地址',
  playName: '播放地址',
  copyFailed: '复制失败：请选中地址后手动复制',
  validity: '地址含鉴权串，有效至直播结束时间之后；修改结束时间或直播流名称后请重新获取。',
} as const;

/** One address, selectable, with its copy button. */
function AddressRow({ label, value, copyLabel, onCopy }: { label: string; value: string; copyLabel: string; onCopy(): void }) {
  const id = useId();
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value} onFocus={(event) => event.target.select()} />
      <button type="button" onClick={onCopy}>
        {copyLabel}
      </button>
    </div>
  );
}

/**
 * A live's push and play addresses for its publisher. The push address is a secret: fetched only when
 * asked (each fetch is in the audit log), kept in this component only, never in the item or the list.
 */
export function LiveStreamAddresses({ id, beforeFetch }: { id: number; beforeFetch(): Promise<boolean> }) {
  const [fetchAddresses, { isLoading }] = opsEndpoints.useCreateOpsLiveStreamAddressesMutation();
  const [addresses, setAddresses] = useState<OpsLiveStream | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const load = async () => {
    setNotice(null);
    // The addresses are made for the saved stream name: unsaved edits are saved first.
    if (!(await beforeFetch())) return;
    try {
      setAddresses(await fetchAddresses({ id }).unwrap());
    } catch (error) {
      setNotice(refusalText(error));
    }
  };
  const copy = async (value: string, what: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setNotice(LIVE_STREAM_TEXT.copied(what));
    } catch {
      setNotice(LIVE_STREAM_TEXT.copyFailed);
    }
  };
  const push = addresses?.push_url ?? null;
  const play = addresses?.play_url ?? null;
  return (
    <section aria-labelledby={headingId} className="ops-live-stream">
      <h3 id={headingId}>{LIVE_STREAM_TEXT.title}</h3>
      <p className="ops-field__help">{LIVE_STREAM_TEXT.audited}</p>
      <button type="button" disabled={isLoading} onClick={() => void load()}>
        {isLoading ? LIVE_STREAM_TEXT.fetching : addresses ? LIVE_STREAM_TEXT.refetch : LIVE_STREAM_TEXT.fetch}
      </button>
      {addresses && (
        <>
          <p>{LIVE_STREAM_TEXT.providerLine(LIVE_STREAM_TEXT.provider[addresses.provider], addresses.stream_name)}</p>
          {addresses.notice && <p role="alert">{addresses.notice}</p>}
          {push !== null ? (
            <AddressRow
              label={LIVE_STREAM_TEXT.push}
              value={push}
              copyLabel={LIVE_STREAM_TEXT.copyPush}
              onCopy={() => void copy(push, LIVE_STREAM_TEXT.pushName)}
            />
          ) : (
            <p>{addresses.push_note}</p>
          )}
          {play !== null ? (
            <AddressRow
              label={LIVE_STREAM_TEXT.play}
              value={play}
              copyLabel={LIVE_STREAM_TEXT.copyPlay}
              onCopy={() => void copy(play, LIVE_STREAM_TEXT.playName)}
            />
          ) : (
            <p>{LIVE_STREAM_TEXT.noPlay}</p>
          )}
          {addresses.provider === 'aliyun' && <p className="ops-field__help">{LIVE_STREAM_TEXT.validity}</p>}
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
