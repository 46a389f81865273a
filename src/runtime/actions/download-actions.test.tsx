import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ActionServices } from './action-context';
import { DOWNLOAD_TEXTS, isIos } from './download-actions';
import { LOGIN_DIALOG_TEXTS } from './require-login';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: { id: 1, queued: true } }) {
  return fakeActionServices('/download-list', outcome, false);
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const pdf = { id: 7, origin_id: 7, type: 1, type_text: 'PDF', title: '指南', filesize: 1024, link: 'https://cdn.test/guide.pdf' };

function run(actions: Action[], s: ActionServices, event: unknown, certified = true) {
  const scope: BindingScope = { data: {}, route: { params: {}, query: {} }, state: { certified, user: certified ? { mobile: '138' } : null }, event };
  const report = vi.fn();
  const setOverlay = (name: string, value: unknown) => void overlays.push({ name, value });
  return { done: runActions(actions, { scope, services: s, screen: { refetch: vi.fn(), setOverlay } }, report), report };
}

let overlays: { name: string; value: unknown }[] = [];
/** The dialog requests the action put in the screen's `download` overlay, in order. */
const requests = (name = 'download') => overlays.filter((write) => write.name === name).map((write) => write.value);
beforeEach(() => {
  overlays = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const setUserAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

describe('open-download', () => {
  it('stops a viewer who is not certified at the 需要登录 prompt', async () => {
    setUserAgent(IPHONE);
    const s = services();
    const { done } = run([{ action: 'open-download' }, { action: 'toast', text: 'after' }], s, pdf, false);
    expect(await done).toBe(false);
    expect(s.confirm).toHaveBeenCalledWith(LOGIN_DIALOG_TEXTS.default);
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(s.openExternal).not.toHaveBeenCalled();
    expect(requests()).toEqual([]);
  });

  it('iOS + PDF + filesize < 20480: records the count and opens the link directly', async () => {
    setUserAgent(IPHONE);
    const s = services();
    expect(await run([{ action: 'open-download' }], s, pdf).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('updateDownloadCount', { id: 7 });
    expect(s.openExternal).toHaveBeenCalledWith('https://cdn.test/guide.pdf');
    expect(requests()).toEqual([]);
  });

  it('a same-site link opens as a file (absolute URL), never a javascript: link', async () => {
    setUserAgent(IPHONE);
    const s = services();
    await run([{ action: 'open-download' }], s, { ...pdf, link: '/media/guide.pdf' }).done;
    expect(s.openExternal).toHaveBeenCalledWith(`${window.location.origin}/media/guide.pdf`);
    const bad = services();
    await run([{ action: 'open-download' }], bad, { ...pdf, link: 'javascript:alert(1)//.pdf' }).done;
    expect(bad.openExternal).not.toHaveBeenCalled();
    expect(requests().at(-1)).toMatchObject({ mode: 'email', id: 7 });
  });

  it('other type-1 items (Android, a big file, not a PDF) open the email dialog', async () => {
    setUserAgent(ANDROID);
    const s = services();
    await run([{ action: 'open-download' }], s, pdf).done;
    setUserAgent(IPHONE);
    await run([{ action: 'open-download' }], s, { ...pdf, filesize: 20480 }).done;
    await run([{ action: 'open-download' }], s, { ...pdf, type_text: 'DOC', link: 'https://cdn.test/a.docx' }).done;
    expect(requests()).toEqual([
      { mode: 'email', id: 7, title: '指南' },
      { mode: 'email', id: 7, title: '指南' },
      { mode: 'email', id: 7, title: '指南' },
    ]);
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(s.openExternal).not.toHaveBeenCalled();
  });

  it('other types open the image-save dialog with the link (or the cover)', async () => {
    setUserAgent(IPHONE);
    const s = services();
    await run([{ action: 'open-download' }], s, { id: 9, type: 2, title: '流程图', link: 'https://cdn.test/a.png' }).done;
    await run([{ action: 'open-download' }], s, { id: 10, type: 2, title: '无链接', link: '', cover_img: 'https://cdn.test/c.jpg' }).done;
    expect(requests()).toEqual([
      { mode: 'image', id: 9, title: '流程图', image: 'https://cdn.test/a.png' },
      { mode: 'image', id: 10, title: '无链接', image: 'https://cdn.test/c.jpg' },
    ]);
  });

  it('puts the request in the overlay the action names', async () => {
    setUserAgent(ANDROID);
    await run([{ action: 'open-download', overlay: 'guide' }], services(), pdf).done;
    expect(requests()).toEqual([]);
    expect(requests('guide')).toEqual([{ mode: 'email', id: 7, title: '指南' }]);
  });

  it('reports an item without an id', async () => {
    const { done, report } = run([{ action: 'open-download' }], services(), { title: 'x' });
    expect(await done).toBe(false);
    expect(report).toHaveBeenCalled();
  });

  it('recognises iOS user agents, iPadOS included', () => {
    expect(isIos(IPHONE, 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });
});

describe('send-download-email', () => {
  it('sends id and the trimmed address, then shows 提示 / 已经记录您的邮箱 …', async () => {
    const s = services();
    expect(await run([{ action: 'send-download-email' }], s, { id: 7, email: ' a@b.cn ' }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('sendDownloadEmail', { id: 7, email: 'a@b.cn' });
    expect(s.confirm).toHaveBeenCalledWith({
      title: '提示',
      message: '已经记录您的邮箱 , 稍后将发送文件到您的邮箱中',
      confirmText: DOWNLOAD_TEXTS.noticeConfirm,
    });
  });

  it('an empty address: 请填写邮箱 and nothing is sent', async () => {
    const s = services();
    expect(await run([{ action: 'send-download-email' }], s, { id: 7, email: '  ' }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('请填写邮箱', 'fail');
    expect(s.callEndpoint).not.toHaveBeenCalled();
  });

  it('a list of addresses or a malformed one: 请填写正确的邮箱 and nothing is sent', async () => {
    for (const email of ['a@b.cn,c@d.cn', 'a@b.cn;c@d.cn', 'a@b.cn c@d.cn', 'a@b@c.cn', 'not-an-email']) {
      const s = services();
      expect(await run([{ action: 'send-download-email' }], s, { id: 7, email }).done, email).toBe(false);
      expect(s.toast).toHaveBeenCalledWith('请填写正确的邮箱', 'fail');
      expect(s.callEndpoint).not.toHaveBeenCalled();
    }
  });

  it('the daily limit: the server text 今日发送次数已达上限，请明天再试 is shown and the dialog stays open', async () => {
    const s = services({ ok: false, code: 429, message: '今日发送次数已达上限，请明天再试' });
    expect(await run([{ action: 'send-download-email' }], s, { id: 7, email: 'a@b.cn' }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('今日发送次数已达上限，请明天再试', 'fail');
    expect(s.confirm).not.toHaveBeenCalled();
  });

  it('a refusal shows the server message and keeps the dialog open (false)', async () => {
    const s = services({ ok: false, code: 403, message: '请先完成认证' });
    expect(await run([{ action: 'send-download-email' }], s, { id: 7, email: 'a@b.cn' }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('请先完成认证', 'fail');
    expect(s.confirm).not.toHaveBeenCalled();
  });
});
