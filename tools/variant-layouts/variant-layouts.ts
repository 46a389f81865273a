// `npx tsx tools/variant-layouts/variant-layouts.ts [--check]`: gives every seeded home channel and every
// seeded topic its own layout — layouts/channel-home.<id>.layout.json and layouts/topic-detail.<id>.layout.json —
// so operators rearrange one channel's page or one topic's home without touching the others (the runtime
// asks for <base>.<id> first and falls back to <base>).
// Channels start as a copy of channel-home. Ordinary topics start as a copy of topic-detail; topics with a
// fixed module page (special_module_id, ids 5–8) start as a copy of the first special topic's layout — the
// hand-edited source of that page, which reads the module id from the data, never from the layout.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHANNELS } from '../../server/src/seed/build-home';
import { SPECIAL_TOPIC_MODULES, TOPIC_TITLES } from '../../server/src/seed/build-topics';
import { defaultRoot } from '../../server/src/schemas/schema-store';

export const TOPIC_LAYOUT_BASE = 'topic-detail';
export const CHANNEL_LAYOUT_BASE = 'channel-home';

export interface VariantLayoutFile {
  file: string;
  content: string;
}

const fileOf = (id: string): string => `layouts/${id}.layout.json`;

function readDoc(root: string, id: string): Record<string, unknown> {
  const file = path.join(root, fileOf(id));
  if (!existsSync(file)) throw new Error(`${fileOf(id)} is missing`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const variantFile = (template: Record<string, unknown>, id: string): VariantLayoutFile => ({
  file: fileOf(id),
  content: `${JSON.stringify({ ...template, id }, null, 2)}\n`,
});

/** The per-channel layout files the seeded home channels (origin_type 0) need. */
export function channelLayoutFiles(root: string = defaultRoot): VariantLayoutFile[] {
  const template = readDoc(root, CHANNEL_LAYOUT_BASE);
  return CHANNELS.filter((channel) => channel.originType === 0).map((channel) => variantFile(template, `${CHANNEL_LAYOUT_BASE}.${channel.id}`));
}

/** The per-topic layout files the seed topics need, with their expected content. */
export function topicLayoutFiles(root: string = defaultRoot): VariantLayoutFile[] {
  const topicIds = TOPIC_TITLES.map((_, i) => i + 1);
  const specialIds = topicIds.filter((id) => SPECIAL_TOPIC_MODULES[id] !== undefined);
  const standard = readDoc(root, TOPIC_LAYOUT_BASE);
  const special = specialIds.length > 0 ? readDoc(root, `${TOPIC_LAYOUT_BASE}.${specialIds[0]}`) : undefined;
  return topicIds.map((topicId) => {
    const template = SPECIAL_TOPIC_MODULES[topicId] !== undefined ? special! : standard;
    return variantFile(template, `${TOPIC_LAYOUT_BASE}.${topicId}`);
  });
}

/** Writes the files (or, with check, lists those that differ); returns the stale or written files. */
export function syncVariantLayouts(root: string = defaultRoot, check = false): string[] {
  const changed: string[] = [];
  for (const { file, content } of [...channelLayoutFiles(root), ...topicLayoutFiles(root)]) {
    const target = path.join(root, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    changed.push(file);
    if (!check) writeFileSync(target, content);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const check = process.argv.includes('--check');
  const changed = syncVariantLayouts(defaultRoot, check);
  if (check && changed.length > 0) {
    console.error(`per-channel/per-topic layouts differ from their templates:\n${changed.map((f) => `  ${f}`).join('\n')}`);
    console.error('run: npm run layouts:variants');
    process.exitCode = 1;
  } else {
    console.log(changed.length ? `written:\n${changed.map((f) => `  ${f}`).join('\n')}` : 'per-channel and per-topic layouts up to date');
  }
}
