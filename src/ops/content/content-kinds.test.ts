import { describe, expect, it } from 'vitest';
import { repositorySchemas, type JsonSchema } from '../schema-form/schema-registry';
import { blankRecord, columnFields, CONTENT_KINDS, contentBody, contentFields, missingFields, reorderIds } from './content-kinds';

const kind = (name: string) => CONTENT_KINDS.find((entry) => entry.kind === name)!;
const labels = (name: string) => Object.fromEntries(contentFields(kind(name)).map((field) => [field.key, field.label]));

describe('home content kinds', () => {
  it('covers every kind the ops API manages', () => {
    expect(CONTENT_KINDS.map((entry) => entry.kind)).toEqual([
      'banners',
      'shortcuts',
      'messages',
      'screen-adverts',
      'recommend-modules',
      'hot-words',
      'channels',
    ]);
  });

  describe.each(CONTENT_KINDS.map((definition) => [definition.kind, definition] as const))('%s form', (_, definition) => {
    const schema = repositorySchemas[definition.schemaFile];
    const fields = contentFields(definition);

    it('has one field per input schema property, required exactly where the server requires it', () => {
      expect(schema, definition.schemaFile).toBeDefined();
      expect(fields.map((field) => field.key).sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
      expect(
        fields
          .filter((field) => field.required)
          .map((field) => field.key)
          .sort(),
      ).toEqual([...(schema.required ?? [])].sort());
    });

    it('labels every field and names every option in Chinese, from the schema', () => {
      for (const field of fields) {
        expect(field.label, field.key).not.toBe(field.key);
        expect(field.label, field.key).toMatch(/[\u4e00-\u9fff]/);
        for (const option of field.options) expect(option.label, `${field.key}=${String(option.value)}`).toMatch(/[\u4e00-\u9fff]/);
      }
      // The options are the schema's enum, in its order.
      for (const field of fields.filter((entry) => entry.options.length)) {
        expect(field.options.map((option) => option.value)).toEqual((schema.properties![field.key] as JsonSchema).enum);
      }
    });

    it('keeps the limits the server checks on the controls', () => {
      for (const field of fields) {
        const property = schema.properties![field.key] as JsonSchema;
        if (field.kind.kind === 'string') expect(field.kind.maxLength, field.key).toBe(property.maxLength);
        if (field.kind.kind === 'number') expect(field.kind.minimum, field.key).toBe(property.minimum);
      }
    });

    it('names only schema properties as columns and widgets', () => {
      expect(() => columnFields(definition)).not.toThrow();
      for (const key of Object.keys(definition.widgets ?? {})) expect(schema.properties, key).toHaveProperty(key);
    });
  });

  it('shows the labels operators know', () => {
    expect(labels('banners')).toEqual({
      title: '标题',
      img: '图片',
      target_url: '跳转链接',
      type: '位置',
      channel_id: '频道编号',
      enabled: '启用',
      start_at: '开始展示时间',
      end_at: '结束展示时间',
      audiences: '目标人群',
    });
    expect(labels('shortcuts')).toEqual({
      position_type: '位置',
      title: '名称',
      logo: '图标',
      content_type: '内容类型',
      link: '跳转链接',
      enabled: '启用',
      start_at: '开始展示时间',
      end_at: '结束展示时间',
      audiences: '目标人群',
    });
    expect(labels('messages')).toEqual({
      label: '标签',
      title: '标题',
      link: '跳转链接',
      enabled: '启用',
      start_at: '开始展示时间',
      end_at: '结束展示时间',
      audiences: '目标人群',
    });
    expect(labels('screen-adverts')).toEqual({
      cover_img: '广告图片',
      link: '跳转链接',
      start_time: '开始时间',
      end_time: '结束时间',
      enabled: '启用',
      audiences: '目标人群',
    });
    expect(labels('recommend-modules')).toEqual({
      layout: '版式',
      module_type: '模块类型',
      module_name: '模块名称',
      enabled: '启用',
      items: '模块内容',
      start_at: '开始展示时间',
      end_at: '结束展示时间',
    });
    expect(labels('hot-words')).toEqual({ title: '热词', content_type: '类型', link: '链接', enabled: '启用', audiences: '目标人群' });
    expect(labels('channels')).toEqual({ title: '频道名称', origin_type: '所属页面', enabled: '启用' });
    const position = contentFields(kind('banners')).find((field) => field.key === 'type')!;
    expect(position.options.map((option) => option.label)).toEqual(['首页/课程', '文章', '直播首页', '临床好课', '病例', '学习专区']);
  });

  it('uploads into the image fields and shows the date-time fields as times', () => {
    const widgets = CONTENT_KINDS.flatMap((definition) =>
      contentFields(definition)
        .filter((field) => field.widget === 'image')
        .map((field) => `${definition.kind}.${field.key}`),
    );
    expect(widgets).toEqual(['banners.img', 'shortcuts.logo', 'screen-adverts.cover_img']);
    const adverts = contentFields(kind('screen-adverts'));
    expect(adverts.filter((field) => field.kind.kind === 'datetime').map((field) => field.key)).toEqual(['start_time', 'end_time']);
  });

  it('starts records with the schema defaults and names what is missing', () => {
    const modules = kind('recommend-modules');
    expect(blankRecord(modules)).toEqual({ layout: 1, module_type: 1, items: [], enabled: true, start_at: null, end_at: null });
    expect(missingFields(modules, blankRecord(modules))).toEqual(['module_name']);
    expect(missingFields(modules, { ...blankRecord(modules), module_name: '  ' })).toEqual(['module_name']);
    expect(blankRecord(kind('banners'))).toEqual({ title: '', target_url: '', type: 1, channel_id: null, enabled: true, start_at: null, end_at: null });
    expect(missingFields(kind('banners'), blankRecord(kind('banners')))).toEqual(['img']);
  });

  it('sends only what the input schema declares, items as origin_type + origin_id', () => {
    const body = contentBody(kind('recommend-modules'), {
      id: 3,
      sort: 2,
      module_name: '好课',
      layout: 2,
      module_type: 1,
      enabled: true,
      items: [{ id: 9, origin_type: 1, origin_id: 12, sort: 0 }],
    });
    expect(body).toEqual({ module_name: '好课', layout: 2, module_type: 1, enabled: true, items: [{ origin_type: 1, origin_id: 12 }] });
    expect(contentBody(kind('banners'), { img: '/a.png', click_count: 4, channel_id: null })).toEqual({ img: '/a.png', channel_id: null });
  });

  it('reorders ids one step, not past the ends', () => {
    expect(reorderIds([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(reorderIds([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(reorderIds([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
