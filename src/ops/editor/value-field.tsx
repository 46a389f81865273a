import { useId, useMemo, useState, type ReactNode } from 'react';
import { isReference } from '../../../contract/bind/scope';
import type { TypeSet } from '../../../contract/bind/value-types';
import type { FieldAspect } from '../media/field-aspects';
import { fieldHelp, fieldKind, fieldLabel, type FieldWidget } from '../schema-form/field-kind';
import { operatorText } from '../schema-form/operator-text';
import { SCHEMA_FORM_TEXT, SchemaField } from '../schema-form/schema-field';
import type { SchemaAt } from '../schema-form/schema-registry';
import type { UploadImage } from '../schema-form/use-upload-image';
import { ItemOptionPicker } from '../items/item-option-picker';
import { typesOf } from './binding-fields';
import { BindingPicker } from './binding-picker';
import { bindingSources, type SourceOptions } from './binding-sources';
import { contentIdOf, contentKindOf } from './content-kind';
import { parseLiteral } from './value-source';
import './value-editor.css';

export const VALUE_TEXT = {
  modes: '取值方式',
  literal: '固定值',
  bind: '绑定数据',
  anyLiteral: (label: string) => `${label}（文字或数字）`,
  bindOnly: '这一项的结构较复杂，请绑定数据（开发者视图中可以直接编辑）',
  composite: '绑定了组合值，请在开发者视图中查看',
} as const;

/** What a schema cannot say about a string prop: that it holds an image or a link (by its name). */
export function stringWidgetOf(name: string, at?: SchemaAt): FieldWidget | undefined {
  if (/(^|_|[a-z])(img|image|cover|icon|avatar|logo|poster|pic)(_|[A-Z]|$)/i.test(name) && !/count|size|width|height/i.test(name)) return 'image';
  // Widgets' schemas call a video's address 播放地址 and a file's 下载地址 (player sources, attachment lists).
  const said = fieldHelp(at) ?? '';
  if (said.startsWith('播放地址')) return 'video';
  if (said.startsWith('下载地址')) return 'document';
  if (/(url|link|href)$/i.test(name)) return 'link';
  return undefined;
}

/** True when a reference string can stand where these types are allowed (it is a string until resolved). */
export function acceptsReference(types: TypeSet): boolean {
  return types === null || types.has('string');
}

export interface ValueFieldProps {
  /** The prop or argument name. */
  name: string;
  at: SchemaAt;
  label?: string;
  required?: boolean;
  /** The value when it is a literal. */
  literal: unknown;
  /** The reference when the value is bound. */
  reference: string | undefined;
  /** Bound to something other than one reference (an object of references): shown in the developer view. */
  composite?: boolean;
  /** Offer "绑定数据" (a prop always can be bound; an action argument only when a reference may stand there). */
  bindable?: boolean;
  /** Where bound values may come from (the accepted types are the field's own). */
  sources: Omit<SourceOptions, 'accepted'>;
  problems?: readonly string[];
  uploadImage?: UploadImage;
  /** The shape the widget shows this image prop at (field-aspects.ts). */
  imageAspect?: FieldAspect;
  /** A picker that edits the literal instead of the schema's own editor (a link, a page's item); binding stays offered. */
  literalEditor?: (field: { label: string; value: unknown; error?: string; onChange(value: unknown): void }) => ReactNode;
  onLiteral(value: unknown): void;
  onBind(reference: string | undefined): void;
}

/** A literal of any JSON type: typed as text, numbers and 是/否 words read as such. */
function AnyLiteral({ label, value, error, onChange }: { label: string; value: unknown; error?: string; onChange(value: unknown): void }) {
  const id = useId();
  const text = value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{VALUE_TEXT.anyLiteral(label)}</label>
      <input
        id={id}
        type="text"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : parseLiteral(e.target.value))}
      />
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One prop or action argument: an editor of its schema type (text, number, switch, options, image,
 * link, date-time) or, in "绑定数据" mode, a field picked from the data, the address, app state or the
 * event, offering only what fits its type. Problems from validation show here, at the field.
 */
export function ValueField(props: ValueFieldProps) {
  const { name, at, required, literal, reference, composite, problems, bindable = true, onLiteral, onBind } = props;
  const accepted = useMemo(() => typesOf(at), [at]);
  const [wantBind, setWantBind] = useState(false);
  const mode = reference !== undefined || composite || wantBind ? 'bind' : 'literal';
  const label = props.label ?? fieldLabel(name, at);
  const error = problems?.length ? problems.join('；') : undefined;
  const sources = useMemo(() => (mode === 'bind' ? bindingSources({ ...props.sources, accepted }) : []), [mode, props.sources, accepted]);
  const kind = fieldKind(at);
  const contentKind = contentKindOf(at);

  let editor;
  if (mode === 'bind') {
    editor = composite ? (
      <p className="ops-hint">{VALUE_TEXT.composite}</p>
    ) : (
      <BindingPicker
        label={label}
        reference={reference}
        sources={sources}
        doc={props.sources.doc}
        layoutId={props.sources.layoutId}
        error={error}
        onChange={(next) => onBind(next)}
      />
    );
  } else if (props.literalEditor) {
    editor = props.literalEditor({ label, value: literal, error, onChange: onLiteral });
  } else if (contentKind) {
    // An id of content: chosen by its title; the number itself is never typed.
    editor = (
      <ItemOptionPicker
        label={required ? `${label}（${SCHEMA_FORM_TEXT.required}）` : label}
        of={contentKind}
        value={contentIdOf(literal)}
        error={error}
        onChange={(id) => onLiteral(id ?? undefined)}
      />
    );
  } else if (accepted === null) {
    editor = <AnyLiteral label={label} value={literal} error={error} onChange={onLiteral} />;
  } else if (kind.kind === 'json') {
    editor = (
      <div className="ops-field">
        <span className="ops-value__label">{label}</span>
        <p className="ops-hint">{VALUE_TEXT.bindOnly}</p>
        {error && <p className="ops-field__error">{error}</p>}
      </div>
    );
  } else {
    editor = (
      <SchemaField
        name={name}
        at={at}
        label={label}
        required={required}
        value={literal}
        widget={stringWidgetOf(name, at)}
        uploadImage={props.uploadImage}
        imageAspect={props.imageAspect}
        error={error}
        onChange={onLiteral}
      />
    );
  }
  const help = mode === 'bind' ? operatorText(fieldHelp(at)) : undefined;
  // Lists and groups of fields have no single control to put the message under.
  const unshown = mode === 'literal' && accepted !== null && (kind.kind === 'object' || kind.kind === 'array' || kind.kind === 'const');
  return (
    <div className="ops-value" data-field={name}>
      {editor}
      {unshown && error && <p className="ops-field__error">{error}</p>}
      {help && help !== label && <p className="ops-field__help">{help}</p>}
      {bindable && (
        <div className="ops-value__modes" role="group" aria-label={VALUE_TEXT.modes}>
          <button
            type="button"
            aria-pressed={mode === 'literal'}
            onClick={() => {
              setWantBind(false);
              if (reference !== undefined || composite) onBind(undefined);
            }}
          >
            {VALUE_TEXT.literal}
          </button>
          <button type="button" aria-pressed={mode === 'bind'} onClick={() => setWantBind(true)}>
            {VALUE_TEXT.bind}
          </button>
        </div>
      )}
    </div>
  );
}

/** Splits a stored value into what ValueField shows: a literal, one reference, or a composite binding. */
export function asValue(value: unknown): { literal: unknown; reference: string | undefined } {
  return isReference(value) ? { literal: undefined, reference: value } : { literal: value, reference: undefined };
}
