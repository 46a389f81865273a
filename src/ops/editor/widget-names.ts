import { operatorText } from '../schema-form/operator-text';
import { repositorySchemas, widgetSchema } from '../schema-form/schema-registry';

// What an operator reads for a widget or an action: its Chinese name (x-title) and description
// (x-description where the schema's `description` speaks to developers). `title` names the generated type.

/** The widget's Chinese name; the widget id only for a widget this build does not know. */
export function widgetTitle(name: string): string {
  return widgetSchema(name)?.schema['x-title'] ?? name;
}

export function widgetDescription(name: string): string {
  const schema = widgetSchema(name)?.schema;
  return schema?.['x-description'] ?? operatorText(schema?.description) ?? '';
}

/** The action's Chinese name (schemas/actions/<name>.json); the action id for one this build does not know. */
export function actionTitle(name: string): string {
  return repositorySchemas[`schemas/actions/${name}.json`]?.['x-title'] ?? name;
}

export function actionDescription(name: string): string {
  const schema = repositorySchemas[`schemas/actions/${name}.json`];
  return schema?.['x-description'] ?? operatorText(schema?.description) ?? '';
}
