// The declaration format lives in contract/ so widgets (and the app that runs their migrations) can use it.
export { MIGRATIONS_EXPORT, migrationsFile, type MigratableNode, type WidgetMigration, type WidgetMigrations } from '../../contract/layout/widget-migrations';
