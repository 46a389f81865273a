import type { CreateHospitalAction, OpenPickerAction, SaveProfileAction, UpdateDraftAction } from '../../../contract/generated/schema-types';
import { clearDraft, mergeDraft, PROFILE_DRAFT_KEY } from '../../forms/form-draft';
import { resolveRecord, resolveValue } from '../../../contract/bind/resolve-value';
import { saveUser } from '../data/session-storage';
import { buildPath } from '../../../contract/routes/build-path';
import type { ActionContext } from './action-context';
import { sleep, toastRefusal } from './account-session';
import { isFlagSet } from './require-login';

export const PROFILE_TEXTS = { saved: '修改成功', hospitalAdded: '添加成功', failed: '保存失败，请稍后重试' } as const;
/** createHospital's refusal code that sends the person back to the list (docs/product-rules.md#profile-completion). */
const HOSPITAL_BACK_CODE = 400;

type Primitive = string | number | boolean | null | undefined;

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** PUT add-info; success certifies the stored user, so gates open without a new login. */
export async function runSaveProfile(action: SaveProfileAction, { scope, services }: ActionContext): Promise<boolean> {
  const values = asRecord(resolveValue(action.values ?? '$event', scope));
  const update = action.update !== undefined && isFlagSet(resolveValue(action.update, scope));
  const outcome = await services.callEndpoint('updateProfile', { ...values, ...(update ? { is_update: 1 } : {}) });
  if (!outcome.ok) {
    toastRefusal(outcome, services, PROFILE_TEXTS.failed);
    return false;
  }
  const saved = asRecord(outcome.data);
  saveUser({
    is_complete: 1,
    ...(typeof saved.name === 'string' ? { name: saved.name } : {}),
    ...(saved.identity !== undefined ? { identity: saved.identity } : {}),
  });
  clearDraft(action.draftKey ?? PROFILE_DRAFT_KEY);
  if (update) services.toast(action.successText ?? PROFILE_TEXTS.saved, 'success');
  return true;
}

export function runOpenPicker(action: OpenPickerAction, { scope, services }: ActionContext): void {
  const route = resolveValue(action.route ?? '$event.route', scope);
  if (typeof route !== 'string' || !route) throw new Error('open-picker: the route must resolve to a route name');
  const query = asRecord(resolveValue(action.query ?? '$event.query', scope)) as Record<string, Primitive>;
  services.navigate(buildPath(route, {}, query));
}

export function runUpdateDraft(action: UpdateDraftAction, { scope }: ActionContext): void {
  mergeDraft(action.draftKey ?? PROFILE_DRAFT_KEY, resolveRecord(action.values, scope));
}

function goBackInApp(steps: number): boolean {
  const state = typeof window === 'undefined' ? null : (window.history.state as { idx?: unknown } | null);
  if (typeof state?.idx !== 'number' || state.idx < steps) return false;
  window.history.go(-steps);
  return true;
}

/** Adds a missing hospital; 添加成功 selects it (into the draft); a 400 goes back to the list after 0.5 s. */
export async function runCreateHospital(action: CreateHospitalAction, { scope, services }: ActionContext): Promise<boolean> {
  // The add-hospital form's answer; the server checks each field and explains a refusal.
  const { name, ...hospital } = asRecord(resolveValue(action.values ?? '$event', scope));
  const userMobile = action.userMobile === undefined ? undefined : resolveValue(action.userMobile, scope);
  const outcome = await services.callEndpoint('createHospital', {
    ...hospital,
    name: typeof name === 'string' ? name : String(name ?? ''),
    ...(userMobile ? { user_mobile: String(userMobile) } : {}),
  });
  if (!outcome.ok) {
    toastRefusal(outcome, services, PROFILE_TEXTS.failed);
    if (outcome.code === HOSPITAL_BACK_CODE) {
      await sleep(action.backDelayMs ?? 500);
      if (!goBackInApp(1)) services.navigate(buildPath('choose-hospital'), { replace: true });
    }
    return false;
  }
  services.toast(PROFILE_TEXTS.hospitalAdded, 'success');
  if (action.select) mergeDraft(action.draftKey ?? PROFILE_DRAFT_KEY, resolveRecord(action.select, { ...scope, event: outcome.data }));
  const steps = action.returnSteps ?? 0;
  if (steps > 0 && !goBackInApp(steps)) services.navigate(buildPath(action.fallbackRoute ?? 'add-info'), { replace: true });
  return true;
}
