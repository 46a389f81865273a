// Stored layouts are upgraded, oldest first, by an ordered list of migrations (the Puck pattern). A
// document is never rewritten in place: the runtime upgrades what it loads; the ops tools upgrade the store.

export const CURRENT_SCHEMA_VERSION = 1;

type Json = Record<string, unknown>;

interface Migration {
  /** The version this migration upgrades from; it produces from + 1. */
  from: number;
  describe: string;
  up(doc: Json): Json;
}

function renameNodeKeys(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const { type, nodes, children, ...rest } = node as Json;
  const upgraded: Json = { ...rest };
  if (type !== undefined && upgraded.widget === undefined) upgraded.widget = type;
  const kids = (children ?? nodes) as unknown[] | undefined;
  if (Array.isArray(kids)) upgraded.children = kids.map(renameNodeKeys);
  return upgraded;
}

const migrations: Migration[] = [
  {
    // The pre-release format (schemaVersion 0 or absent) named the node list `nodes` and the widget `type`.
    from: 0,
    describe: 'nodes → body, node.type → node.widget',
    up: (doc) => {
      const { nodes, body, ...rest } = doc;
      const list = (body ?? nodes ?? []) as unknown[];
      return { ...rest, schemaVersion: 1, body: list.map(renameNodeKeys) };
    },
  },
];

export class LayoutVersionError extends Error {}

/** Upgrades a raw document to the current schemaVersion; a document newer than this client is refused. */
export function migrateLayout(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  let doc = raw as Json;
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 0;
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new LayoutVersionError(`layout "${String(doc.id)}" has schemaVersion ${version}; this app understands up to ${CURRENT_SCHEMA_VERSION}`);
  }
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) throw new LayoutVersionError(`no migration from schemaVersion ${version}`);
    doc = step.up(doc);
    version = step.from + 1;
  }
  return doc;
}
