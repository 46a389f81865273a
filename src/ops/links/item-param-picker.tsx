import type { OpsItemOption } from '../../../contract/generated/schema-types';
import { matchRoute } from '../../../contract/routes/match-route';
import type { ItemParam } from '../../../contract/routes/link-target';
import { ItemOptionPicker } from '../items/item-option-picker';

/**
 * The content a detail page shows, chosen by searching titles (published items only, as the server's
 * picker answers): the parameter gets the item's id, or for a meeting the uuid its page is opened by.
 */
export function ItemParamPicker({ label, item, value, onChange }: { label: string; item: ItemParam; value: string; onChange(key: string): void }) {
  const numeric = /^\d+$/.test(value) ? Number(value) : null;
  const keyOf = (id: number, option?: OpsItemOption) => {
    if (item.param === 'id') return String(id);
    // A meeting's page is named by its uuid: read it from the page the option opens.
    const found = option?.path ? matchRoute(option.path)?.params[item.param] : undefined;
    return found ?? String(id);
  };
  return (
    <ItemOptionPicker
      label={label}
      of={item.kind}
      value={item.param === 'id' || item.param.endsWith('_id') ? numeric : null}
      onChange={(id, option) => onChange(id === null ? '' : keyOf(id, option))}
    />
  );
}
