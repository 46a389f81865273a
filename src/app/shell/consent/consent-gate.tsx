import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from '../../router/router';
import type { ConsentState } from '../../../../contract/generated/schema-types';
import { takeBackUrl } from '../../../runtime/data/back-url';
import { clearSession, readSession } from '../../../runtime/data/session-storage';
import { useRuntime } from '../../../runtime/render/runtime-context';
import { useModal } from '../../../ui/modal';
import './consent-gate.css';

/** The agreement page (layouts/ys.layout.json): user agreement first, then the privacy policy. */
export const AGREEMENT_PATH = '/ys';

export const CONSENT_TEXTS = {
  title: '用户协议与隐私政策',
  updatedTitle: '用户协议与隐私政策已更新',
  before: '请您仔细阅读',
  agreement: '《用户协议》',
  and: '和',
  privacy: '《隐私政策》',
  after: '，了解我们如何收集和使用您的个人信息（包括您填写的确诊疾病、治疗方式等健康相关资料）。点击“同意”即表示您已阅读并同意上述内容；不同意将退出登录。',
  version: '版本',
  agree: '同意',
  disagree: '不同意',
  failed: '操作失败，请稍后重试',
} as const;

/**
 * The blocking consent dialog: asks the server whether the signed-in person has accepted the agreement
 * version in force (getMyConsent) and, when not, shows the agreement and privacy links with 同意 (recorded
 * by createConsent) and 不同意 (logs out). While the agreement page itself is open the dialog steps aside,
 * and comes back on returning.
 */
export function ConsentGate() {
  const { actions } = useRuntime();
  const { pathname } = useLocation();
  const [state, setState] = useState<ConsentState | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const agreeRef = useRef<HTMLButtonElement>(null);

  const load = async (): Promise<void> => {
    const outcome = await actions.callEndpoint('getMyConsent', {});
    // A failed check (offline, signed out meanwhile) asks nothing now; the next start asks again.
    if (outcome.ok) setState(outcome.data as ConsentState);
  };

  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in person: the loader remounts this gate for another person.
  }, []);

  const open = state?.needs_consent === 1 && pathname !== AGREEMENT_PATH;
  const panel = useRef<HTMLDivElement>(null);
  // No Escape: the person agrees or declines (and is signed out).
  useModal(panel, open, { initialFocus: agreeRef });
  if (!state || !open) return null;

  const agree = async () => {
    setBusy(true);
    const outcome = await actions.callEndpoint('createConsent', { agreement_version: state.agreement_version });
    setBusy(false);
    if (outcome.ok) return setState(outcome.data as ConsentState);
    actions.toast(outcome.message || CONSENT_TEXTS.failed, 'fail');
    // The version changed again meanwhile (409): show the one now in force.
    await load();
  };

  const disagree = async () => {
    setBusy(true);
    const { accessToken, refreshToken } = readSession();
    // Best effort on the server (the refresh token ends the chain); always forgotten here.
    if (accessToken || refreshToken) await actions.callEndpoint('logout', { refresh_token: refreshToken });
    clearSession();
    takeBackUrl();
    setBusy(false);
    setState(null);
    actions.navigate('/', { replace: true });
  };

  const openAgreement = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    actions.navigate(AGREEMENT_PATH);
  };

  return (
    <div className="app-dialog-mask consent-gate">
      <div ref={panel} className="app-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
        <h2 id={titleId} className="app-dialog__title">
          {state.consented_version ? CONSENT_TEXTS.updatedTitle : CONSENT_TEXTS.title}
        </h2>
        <p id={messageId} className="app-dialog__message consent-gate__message">
          {CONSENT_TEXTS.before}
          <a className="consent-gate__link" href={AGREEMENT_PATH} onClick={openAgreement}>
            {CONSENT_TEXTS.agreement}
          </a>
          {CONSENT_TEXTS.and}
          <a className="consent-gate__link" href={AGREEMENT_PATH} onClick={openAgreement}>
            {CONSENT_TEXTS.privacy}
          </a>
          {CONSENT_TEXTS.after}
          <span className="consent-gate__version">
            {CONSENT_TEXTS.version} {state.agreement_version}
          </span>
        </p>
        <div className="app-dialog__buttons">
          <button type="button" className="app-dialog__button" disabled={busy} onClick={() => void disagree()}>
            {CONSENT_TEXTS.disagree}
          </button>
          <button ref={agreeRef} type="button" className="app-dialog__button app-dialog__button--primary" disabled={busy} onClick={() => void agree()}>
            {CONSENT_TEXTS.agree}
          </button>
        </div>
      </div>
    </div>
  );
}
