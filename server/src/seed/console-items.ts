import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { checkedFields, ITEM_KINDS } from '../modules/ops-catalogue';

/**
 * A catalogue item's fields as the console saves them: its kind's input schema (defaults filled in), then
 * the kind's normalising (sanitised bodies, trimmed text). The seed builds every item it can this way and
 * writes the rows from these fields with the kind's own mapping, so an operator can open, save and publish
 * each one; a field the console would refuse stops the seed, naming the item.
 */
export function consoleFields<T extends object>(kindName: OpsItemKind, input: T): T {
  const kind = ITEM_KINDS[kindName];
  if (!kind) throw new Error(`演示数据：内容库没有 ${kindName} 这一类`);
  try {
    // The kind's schema is where T (its generated input type) comes from; normalise keeps that shape.
    return checkedFields(kind, input) as T;
  } catch (error) {
    const title = 'title' in input ? input.title : 'name' in input ? input.name : '';
    throw new Error(`演示数据「${String(title)}」不能在内容库保存：${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
