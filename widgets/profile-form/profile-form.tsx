import { useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, PROFILE_DRAFT_KEY, readDraft, writeDraft } from '../../src/runtime/widget-api';
import {
  applyChange,
  fromWire,
  isVisible,
  maxItemsMessage,
  REGION_KEYS,
  splitList,
  toWire,
  unmetRequirement,
  validateForm,
  type FormField,
  type FormValues,
  type RuleContext,
} from '../../contract/forms/profile-rules';
import type { OptionNode } from '../../contract/generated/schema-types';
import type { ProfileFormProps } from '../../contract/generated/widgets/profile-form.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { FieldControl, type SheetRequest } from './field-control';
import { PathSheet, TagSheet } from '../../src/ui/option-sheet';
import { SuccessDialog } from './success-dialog';
import './profile-form.css';

export const PROMPT_TEXT = '老朋友您好，欢迎回来，认证界面进行了一些改版，建议重新完善个人信息，如无需修改，您可点击完成';

function flag(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && value !== '0' && value !== 'false';
  return Boolean(value);
}

/** Sub-type → parent identity, read from the identity tree the form was given. */
function identityParents(fields: readonly FormField[], sources: ProfileFormProps['sources']): Record<string, string> {
  const field = fields.find((f) => f.kind === 'identity');
  const tree = (field?.source && sources?.[field.source]) || [];
  const parents: Record<string, string> = {};
  for (const node of tree) for (const child of node.children ?? []) parents[String(child.id)] = String(node.id);
  return parents;
}

/** The values a picker screen needs: its area, hospital or school. */
function pickerQuery(field: FormField, values: FormValues): Record<string, string> {
  const query: Record<string, string> = { ...(field.picker?.query ?? {}) };
  for (const key of [REGION_KEYS.provinceId, REGION_KEYS.cityId, REGION_KEYS.municipalityId, 'hospital_id', 'school_id']) {
    if (values[key]) query[key] = values[key];
  }
  return query;
}

export function ProfileForm({ props, emit }: WidgetRenderProps<ProfileFormProps>) {
  const fields = props.fields as FormField[];
  const draftKey = props.draftKey ?? PROFILE_DRAFT_KEY;
  const editing = flag(props.editing);
  const returning = flag(props.prompt);
  const context: RuleContext = useMemo(() => ({ identityParents: identityParents(fields, props.sources), returning }), [fields, props.sources, returning]);
  const [draft] = useState(() => readDraft(draftKey));
  const base = useMemo(() => ({ ...fromWire(fields, props.values ?? {}, context), ...draft }), [fields, props.values, context, draft]);
  const [local, setLocal] = useState<FormValues | null>(null);
  const values = local ?? base;
  const [sheet, setSheet] = useState<SheetRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);

  // The draft is saved on leaving unless editing; a picker visit always keeps it.
  const latest = useRef({ values, editing, leaving: 'leave' as 'leave' | 'pick' | 'done' });
  latest.current.values = values;
  latest.current.editing = editing;
  useEffect(
    () => () => {
      const { values: last, editing: wasEditing, leaving } = latest.current;
      if (leaving === 'done') return;
      if (leaving === 'pick' || !wasEditing) writeDraft(draftKey, last);
      else clearDraft(draftKey);
    },
    [draftKey],
  );

  const change = (field: FormField, patch: FormValues) => setLocal(applyChange(fields, values, field, patch));
  const invalid = (message: string) => void emit('invalid', { message });
  const options = (field: FormField): OptionNode[] => (field.source && props.sources?.[field.source]) || [];

  const openPicker = (field: FormField) => {
    const requirement = unmetRequirement(field, values);
    if (requirement) return invalid(requirement);
    if (field.picker) {
      latest.current.leaving = 'pick';
      writeDraft(draftKey, values);
      void emit('pick', { route: field.picker.route, query: pickerQuery(field, values) });
      return;
    }
    setSheet({ field });
  };

  const pickPath = (field: FormField, path: OptionNode[]) => {
    setSheet(null);
    if (field.kind === 'region') {
      const [province, city, district] = path;
      change(field, {
        [REGION_KEYS.provinceId]: String(province?.id ?? ''),
        [REGION_KEYS.provinceName]: province?.name ?? '',
        [REGION_KEYS.cityId]: String(city?.id ?? ''),
        [REGION_KEYS.cityName]: city?.name ?? '',
        [REGION_KEYS.municipalityId]: String(district?.id ?? ''),
        [REGION_KEYS.municipalityName]: district?.name ?? '',
      });
      return;
    }
    const leaf = path[path.length - 1];
    change(field, { [field.key]: String(leaf.id), ...(field.nameKey ? { [field.nameKey]: leaf.name } : {}) });
  };

  const pickTags = (field: FormField, nodes: OptionNode[]) => {
    setSheet(null);
    change(field, { [field.key]: nodes.map((n) => n.id).join(','), ...(field.nameKey ? { [field.nameKey]: nodes.map((n) => n.name).join(',') } : {}) });
  };

  const submit = async () => {
    const [error] = validateForm(fields, values, context);
    if (error) return invalid(error.message);
    setBusy(true);
    const saved = await emit('submit', toWire(fields, values));
    setBusy(false);
    if (!saved) return;
    latest.current.leaving = 'done';
    clearDraft(draftKey);
    if (editing) void emit('edited');
    else setRegistered(true);
  };

  const sheetField = sheet?.field;
  return (
    <section className="w-profile-form" aria-label="完善个人信息">
      {flag(props.prompt) && (
        <p className="w-profile-form__prompt" role="note">
          {props.promptText ?? PROMPT_TEXT}
        </p>
      )}
      <div className="w-profile-form__fields">
        {fields
          .filter((field) => isVisible(field, values))
          .map((field) => (
            <FieldControl key={field.name} field={field} values={values} options={options(field)} onChange={change} onOpen={openPicker} onInvalid={invalid} />
          ))}
      </div>
      <button type="button" className="w-profile-form__submit" disabled={busy} onClick={() => void submit()}>
        {props.submitText ?? '完成'}
      </button>
      {sheetField &&
        (sheetField.kind === 'tags' ? (
          <TagSheet
            title={sheetField.label}
            options={options(sheetField)}
            selected={splitList(values[sheetField.key])}
            maxItems={sheetField.maxItems}
            maxItemsMessage={maxItemsMessage(sheetField)}
            onConfirm={(nodes) => pickTags(sheetField, nodes)}
            onInvalid={invalid}
            onClose={() => setSheet(null)}
          />
        ) : (
          <PathSheet title={sheetField.label} options={options(sheetField)} onPick={(path) => pickPath(sheetField, path)} onClose={() => setSheet(null)} />
        ))}
      {registered && <SuccessDialog success={props.success} onClose={() => void emit('registered')} />}
    </section>
  );
}
