import { useId } from 'react';
import { isBoundValue } from '../../../contract/routes/link-target';
import type { SchemaAt } from '../schema-form/schema-registry';
import type { SourceOptions } from '../editor/binding-sources';
import { asValue, ValueField } from '../editor/value-field';
import { ItemParamPicker } from './item-param-picker';
import { LINK_TEXT } from './link-text';
import { routeChoice, routeChoices } from './route-choices';

type Params = Record<string, unknown>;

/** The 目标页面 of a 跳转页面 action: a page chosen by its Chinese name (an unknown stored name is shown as such, with its problem). */
export function RouteSelect({
  label,
  value,
  problems,
  onChange,
}: {
  label: string;
  value: unknown;
  problems?: readonly string[];
  onChange(name: string): void;
}) {
  const id = useId();
  const name = typeof value === 'string' ? value : '';
  const known = routeChoice(name) !== undefined;
  const error = problems?.length ? problems.join('；') : undefined;
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={name} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{LINK_TEXT.choosePage}</option>
        {name !== '' && !known && <option value={name}>{LINK_TEXT.unknownPage(name)}</option>}
        {routeChoices().map((route) => (
          <option key={route.name} value={route.name}>
            {route.label}
          </option>
        ))}
      </select>
      {error && <p className="ops-field__error">{error}</p>}
    </div>
  );
}

/**
 * The 页面参数 of a 跳转页面 action: exactly the chosen page's parameters, named in Chinese (never typed
 * as English names). Each may be bound to data as before ($event.id); written literally, the item a
 * detail page shows is chosen by searching titles.
 */
export function RouteParamsFields({
  routeName,
  value,
  valueAt,
  sources,
  problems,
  onChange,
}: {
  routeName: unknown;
  value: unknown;
  valueAt: SchemaAt;
  sources: Omit<SourceOptions, 'accepted'>;
  problems?: readonly string[];
  onChange(value: Params | undefined): void;
}) {
  const choice = typeof routeName === 'string' ? routeChoice(routeName) : undefined;
  const params: Params = value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
  if (!choice || choice.params.length === 0) return problems?.length ? <p className="ops-field__error">{problems.join('；')}</p> : null;
  const set = (key: string, next: unknown) => {
    const copy: Params = {};
    // Only the page's own parameters are kept: a changed page drops the old page's.
    for (const param of choice.params) if (param.name in params) copy[param.name] = params[param.name];
    if (next === undefined || next === '') delete copy[key];
    else copy[key] = next;
    onChange(Object.keys(copy).length ? copy : undefined);
  };
  return (
    <fieldset className="ops-fieldset">
      <legend>{LINK_TEXT.param(choice.title, '页面参数')}</legend>
      {choice.params.map((param) => {
        const item = choice.item?.param === param.name ? choice.item : undefined;
        const current = params[param.name];
        return (
          <ValueField
            key={param.name}
            name={param.name}
            label={param.title}
            at={valueAt}
            required
            {...asValue(current)}
            sources={sources}
            literalEditor={
              item
                ? () => (
                    <ItemParamPicker
                      label={LINK_TEXT.item(choice.title)}
                      item={item}
                      value={current === undefined || isBoundValue(current) ? '' : String(current)}
                      onChange={(key) => set(param.name, param.type === 'number' && key !== '' ? Number(key) : key)}
                    />
                  )
                : undefined
            }
            onLiteral={(next) => set(param.name, next)}
            onBind={(next) => set(param.name, next)}
          />
        );
      })}
      {problems?.length ? <p className="ops-field__error">{problems.join('；')}</p> : null}
    </fieldset>
  );
}
