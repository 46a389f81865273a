import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPECIAL_TOPIC_MODULES, TOPIC_TITLES } from '../../server/src/seed/build-topics';
import { resolveLayoutId } from '../../contract/routes/resolve-layout-id';
import { findRoute } from '../../contract/routes/route-table';
import { lintLayoutDocument } from '../../server/src/layout-lint/lint-layout';
import { defaultRoot } from '../../server/src/schemas/schema-store';
import { CHANNELS } from '../../server/src/seed/build-home';
import { channelLayoutFiles, syncVariantLayouts, topicLayoutFiles } from './variant-layouts';

const read = (file: string) => JSON.parse(readFileSync(path.join(defaultRoot, file), 'utf8')) as { id: string; data: Record<string, { endpoint: string; args?: Record<string, unknown> }> };

describe('per-topic home layouts', () => {
  it('exist for every seeded topic, lint clean, and match their templates', () => {
    const files = topicLayoutFiles();
    expect(files).toHaveLength(TOPIC_TITLES.length);
    expect(syncVariantLayouts(defaultRoot, true)).toEqual([]);
    for (const { file } of files) {
      const doc = read(file);
      expect(`layouts/${doc.id}.layout.json`).toBe(file);
      expect(lintLayoutDocument(doc, { file })).toEqual([]);
    }
  });

  it('are what topic-detail/<id> asks for first, with topic-detail as the fallback', () => {
    const target = resolveLayoutId(findRoute('topic-detail')!, { id: '3' }, new URLSearchParams());
    expect(target).toEqual({ id: 'topic-detail.3', fallbackId: 'topic-detail' });
  });

  it('give special topics their fixed module page, reading the module id from data (no ids in the layout)', () => {
    for (const [topicId] of Object.entries(SPECIAL_TOPIC_MODULES)) {
      const doc = read(`layouts/topic-detail.${topicId}.layout.json`);
      expect(doc.data.items).toMatchObject({ endpoint: 'listTopicColumnItems', args: { topic_subject_id: '$data.topic.special_module_id' } });
    }
    const standard = read('layouts/topic-detail.1.layout.json');
    expect(standard.data.items).toBeUndefined();
  });
});

describe('per-channel home layouts', () => {
  it('exist for every seeded home channel, lint clean, and are what /?channel=<id> asks for first', () => {
    const files = channelLayoutFiles();
    expect(files.map((f) => f.file)).toEqual(CHANNELS.filter((c) => c.originType === 0).map((c) => `layouts/channel-home.${c.id}.layout.json`));
    for (const { file } of files) expect(lintLayoutDocument(read(file), { file })).toEqual([]);
    expect(resolveLayoutId(findRoute('home-new')!, {}, new URLSearchParams('channel=2'))).toEqual({ id: 'channel-home.2', fallbackId: 'channel-home' });
  });
});
