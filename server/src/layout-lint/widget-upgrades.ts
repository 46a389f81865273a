// Reads the widgets' declared migrations (widgets/<type>/<type>.migrations.ts) next to their schemas.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MIGRATIONS_EXPORT, migrationsFile, type WidgetMigrations } from '../../../contract/layout/widget-migrations';
import { defaultRoot, loadSchemaStore } from '../schemas/schema-store';
import type { UpgradeContext } from './upgrade-document';

/** Every widget that declares migrations, with its current x-version. */
export async function loadUpgradeContext(root: string = defaultRoot): Promise<UpgradeContext> {
  const store = loadSchemaStore(root);
  const targets = new Map<string, number>();
  const migrations = new Map<string, WidgetMigrations>();
  for (const widget of store.widgets) {
    const file = path.join(root, migrationsFile(widget.type));
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const declared = mod[MIGRATIONS_EXPORT];
    if (!declared || typeof declared !== 'object') throw new Error(`${migrationsFile(widget.type)} must export \`${MIGRATIONS_EXPORT}\``);
    for (const key of Object.keys(declared)) {
      const version = Number(key);
      if (!Number.isInteger(version) || version < 2 || version > widget.version) {
        throw new Error(`${migrationsFile(widget.type)}: migration to version ${key} is outside 2…${widget.version} (the schema's x-version)`);
      }
    }
    targets.set(widget.type, widget.version);
    migrations.set(widget.type, declared as WidgetMigrations);
  }
  return { targets, migrations };
}
