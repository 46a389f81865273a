import { useId, useRef, useState, type FormEvent } from 'react';
import type { LiveQuestionnaireProps } from '../../contract/generated/widgets/live-questionnaire.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { InFloatingDock } from '../../src/ui/floating-dock';
import { useModal } from '../../src/ui/modal';
import { chooseOption, collectAnswers, QUESTIONNAIRE_TEXT, type QuestionnaireColumn, type QuestionnaireValues } from './questionnaire-form';
import './live-questionnaire.css';

function Field({
  column,
  index,
  value,
  onChange,
}: {
  column: QuestionnaireColumn;
  index: number;
  value: string | readonly string[] | undefined;
  onChange(value: string | string[]): void;
}) {
  const id = `q-${index}`;
  const label = (
    <span className="w-live-questionnaire__label">
      {column.name}
      {column.must && <em className="w-live-questionnaire__must"> *{QUESTIONNAIRE_TEXT.required}</em>}
    </span>
  );
  if (column.type === 'question') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="w-live-questionnaire__field">
        <legend>{label}</legend>
        {(column.options ?? []).map((option) => (
          <label key={option} className="w-live-questionnaire__option">
            <input
              type={column.multi_select ? 'checkbox' : 'radio'}
              name={id}
              checked={chosen.includes(option)}
              onChange={() => onChange(chooseOption(column, chosen, option))}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <label className="w-live-questionnaire__field">
      {label}
      {column.type === 'textarea' || column.type === 'questionAnswer' ? (
        <textarea rows={3} maxLength={500} value={text} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          type={column.type === 'phone' ? 'tel' : 'text'}
          inputMode={column.type === 'phone' ? 'numeric' : undefined}
          maxLength={column.type === 'phone' ? 11 : 100}
          value={text}
          onChange={(event) => onChange(column.type === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value)}
        />
      )}
    </label>
  );
}

/** Our own questionnaire (in place of the provider SDK): a button and a bottom sheet with the form. */
export function LiveQuestionnaire({ props, emit }: WidgetRenderProps<LiveQuestionnaireProps>) {
  const questionnaire = props.questionnaire;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<QuestionnaireValues>({});
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const sheet = useRef<HTMLFormElement>(null);
  const shown = open && Boolean(questionnaire?.columns?.length);
  useModal(sheet, shown, { onClose: () => setOpen(false) });
  if (!questionnaire || !questionnaire.columns?.length) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { answers, missing } = collectAnswers(questionnaire.columns, values);
    if (missing.length) {
      void emit('invalid', { missing });
      return;
    }
    setBusy(true);
    const ok = await emit('submit', { answers });
    setBusy(false);
    if (ok) {
      setOpen(false);
      setValues({});
    }
  };

  return (
    <>
      {props.floating === false ? (
        <button type="button" className="w-live-questionnaire__button" onClick={() => setOpen(true)}>
          {props.buttonText ?? QUESTIONNAIRE_TEXT.button}
        </button>
      ) : (
        // Floating: in the shell's dock, the safe zone every page leaves room for, never over the chat.
        <InFloatingDock>
          <button type="button" className="ui-floating-dock-button w-live-questionnaire__button--floating" onClick={() => setOpen(true)}>
            {props.buttonText ?? QUESTIONNAIRE_TEXT.button}
          </button>
        </InFloatingDock>
      )}
      {open && (
        <div className="w-live-questionnaire__mask">
          <form ref={sheet} className="w-live-questionnaire__sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit} noValidate>
            <header className="w-live-questionnaire__header">
              <h2 id={titleId}>{questionnaire.name}</h2>
              <button type="button" onClick={() => setOpen(false)}>
                {QUESTIONNAIRE_TEXT.close}
              </button>
            </header>
            {questionnaire.pic && <img className="w-live-questionnaire__pic" src={questionnaire.pic} alt="" />}
            {questionnaire.desc && <p className="w-live-questionnaire__desc">{questionnaire.desc}</p>}
            {questionnaire.answered && <p className="w-live-questionnaire__desc">{QUESTIONNAIRE_TEXT.answered}</p>}
            {questionnaire.columns.map((column, index) => (
              <Field
                key={index}
                column={column}
                index={index}
                value={values[index]}
                onChange={(value) => setValues((current) => ({ ...current, [index]: value }))}
              />
            ))}
            <button type="submit" className="w-live-questionnaire__submit" disabled={busy}>
              {QUESTIONNAIRE_TEXT.submit}
            </button>
          </form>
        </div>
      )}
    </>
  );
}
