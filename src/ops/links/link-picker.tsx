import { useId, useState } from 'react';
import { buildPath } from '../../../contract/routes/build-path';
import { checkLinkText } from '../../../contract/routes/link-target';
import { matchRoute } from '../../../contract/routes/match-route';
import { ItemParamPicker } from './item-param-picker';
import { LINK_TEXT } from './link-text';
import { routeChoice, routeChoices } from './route-choices';

type Mode = 'none' | 'page' | 'external';

const modeOf = (value: string): Mode => (value.trim() === '' ? 'none' : value.trim().startsWith('/') ? 'page' : 'external');

/** Why `value` links nowhere, naming the field (`label`); undefined when it is a valid link. */
export function linkProblem(label: string, value: string): string | undefined {
  const check = checkLinkText(value);
  return check.ok ? undefined : LINK_TEXT.refused(label, check.reason);
}

/**
 * A link field (a banner's target, a message's link, an open-link address): no link, a page of the app
 * chosen by its Chinese name and, where the page shows one item, the item chosen by its title; or an
 * external https:// address. What it cannot open is refused here, in Chinese, naming the field.
 */
export function LinkPicker({ label, value, onChange, error }: { label: string; value: string; onChange(value: string): void; error?: string }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(modeOf(value));
  const matched = mode === 'page' ? matchRoute(value.split(/[?#]/)[0]) : undefined;
  const [routeName, setRouteName] = useState(matched?.route.name ?? '');
  const [params, setParams] = useState<Record<string, string>>(matched?.params ?? {});
  const choice = routeChoice(routeName);
  const unchosen = mode === 'page' ? choice?.params.find((param) => !params[param.name]) : undefined;
  const problem =
    error ?? (mode === 'none' ? undefined : unchosen && choice ? LINK_TEXT.missingParam(choice.title, unchosen.title) : linkProblem(label, value));

  /** The page's path once every parameter is chosen; until then the field holds no link of its own. */
  const choose = (name: string, next: Record<string, string>) => {
    setRouteName(name);
    setParams(next);
    const page = routeChoice(name);
    if (!page) return onChange('');
    const complete = page.params.every((param) => (next[param.name] ?? '') !== '');
    onChange(complete ? buildPath(name, next) : `/${name}/`);
  };

  return (
    <fieldset className="ops-fieldset ops-link-picker" data-field-link={label}>
      <legend>{label}</legend>
      <div className="ops-field">
        <label htmlFor={`${id}-mode`}>{LINK_TEXT.mode(label)}</label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(event) => {
            const next = event.target.value as Mode;
            setMode(next);
            if (next === 'none') onChange('');
            if (next === 'page') choose(routeName, params);
            if (next === 'external') onChange(value.startsWith('/') ? 'https://' : value);
          }}
        >
          <option value="none">{LINK_TEXT.none}</option>
          <option value="page">{LINK_TEXT.page}</option>
          <option value="external">{LINK_TEXT.external}</option>
        </select>
      </div>
      {mode === 'page' && (
        <div className="ops-field">
          <label htmlFor={`${id}-page`}>{LINK_TEXT.page_(label)}</label>
          <select id={`${id}-page`} value={routeName} onChange={(event) => choose(event.target.value, {})}>
            <option value="">{LINK_TEXT.choosePage}</option>
            {routeChoices().map((route) => (
              <option key={route.name} value={route.name}>
                {route.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {mode === 'page' &&
        choice?.params.map((param) =>
          choice.item?.param === param.name ? (
            <ItemParamPicker
              key={param.name}
              label={LINK_TEXT.item(choice.title)}
              item={choice.item}
              value={params[param.name] ?? ''}
              onChange={(key) => choose(choice.name, { ...params, [param.name]: key })}
            />
          ) : (
            <div className="ops-field" key={param.name}>
              <label htmlFor={`${id}-${param.name}`}>{LINK_TEXT.param(label, param.title)}</label>
              <input
                id={`${id}-${param.name}`}
                type="text"
                inputMode={param.type === 'number' ? 'numeric' : undefined}
                value={params[param.name] ?? ''}
                onChange={(event) => choose(choice.name, { ...params, [param.name]: event.target.value.trim() })}
              />
            </div>
          ),
        )}
      {mode === 'external' && (
        <div className="ops-field">
          <label htmlFor={`${id}-url`}>{LINK_TEXT.address(label)}</label>
          <input id={`${id}-url`} type="url" value={value} aria-invalid={problem ? true : undefined} onChange={(event) => onChange(event.target.value)} />
        </div>
      )}
      {problem && (
        <p className="ops-field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
