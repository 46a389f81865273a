// Temp copies of the repo's schemas (and hand-made widgets) so tool tests never depend on, or touch,
// the real widgets/ and contract/generated/.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultRoot } from '../schemas/schema-store';

export interface TempRoot {
  dir: string;
  write(file: string, content: unknown): void;
  remove(): void;
}

export function makeTempRoot(opts: { widgets?: Record<string, object> } = {}): TempRoot {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sdui-tools-'));
  cpSync(path.join(defaultRoot, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  mkdirSync(path.join(dir, 'widgets'));
  const write = (file: string, content: unknown): void => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  };
  for (const [type, schema] of Object.entries(opts.widgets ?? {})) write(`widgets/${type}/${type}.schema.json`, schema);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Two small widgets: enough to exercise props, events, bindings and children. */
export const TEST_WIDGETS: Record<string, object> = {
  'test-card': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'TestCardProps',
    description: '测试卡片',
    type: 'object',
    'x-version': 2,
    'x-events': { select: '点击' },
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', description: '标题' },
      count: { type: 'integer', minimum: 0, description: '数量' },
      items: { type: 'array', items: { $ref: '../../schemas/entities/content-item.json' }, description: '内容' },
    },
  },
  'test-list': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'TestListProps',
    description: '测试列表',
    type: 'object',
    'x-version': 1,
    'x-events': {},
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: { $ref: '../../schemas/entities/content-item.json' }, description: '内容' },
      hasMore: { type: 'boolean', description: '还有更多' },
      loading: { type: 'boolean', description: '加载中' },
    },
  },
};
