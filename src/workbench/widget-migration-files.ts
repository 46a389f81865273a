import type { WidgetMigrations } from '../../contract/layout/widget-migrations';

// The migrations each widget declares (widgets/<type>/<type>.migrations.ts): the same objects the app and
// `npm run layouts:migrate` upgrade stored nodes with (the export named MIGRATIONS_EXPORT).
const files = import.meta.glob<WidgetMigrations>('../../widgets/*/*.migrations.ts', { eager: true, import: 'migrations' });

const byWidget = new Map(Object.entries(files).map(([file, migrations]) => [file.split('/').at(-2) ?? '', migrations]));

export function widgetMigrations(type: string): WidgetMigrations | undefined {
  return byWidget.get(type);
}
