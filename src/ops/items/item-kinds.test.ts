import { describe, expect, it } from 'vitest';
import { enumOptions, fieldHelp } from '../schema-form/field-kind';
import { blankFields, itemFields, itemKindDefinition } from './item-kinds';

const fieldsOf = (kind: string) => Object.fromEntries(itemFields(itemKindDefinition(kind)).map((field) => [field.key, field]));

describe('the back office forms of people, downloads and activities', () => {
  it('a person: a name to fill in, 职称 by its label, a square photo', () => {
    const fields = fieldsOf('person');
    expect(Object.values(fields).map((field) => field.label)).toEqual(['姓名', '职称', '医院', '科室', '照片', '简介']);
    expect(fields.name.required).toBe(true);
    expect(fields.photo).toMatchObject({ widget: 'image', aspect: { width: 1, height: 1 } });
  });

  it('a download: a file or image-text type, a library PDF, a category picker and a rich-text body', () => {
    const fields = fieldsOf('download');
    expect(fields.type.label).toBe('类型');
    expect(fields.type.kind).toEqual({ kind: 'enum', options: [1, 3] });
    expect(enumOptions([1, 3], fieldHelp(fields.type.at)).map((option) => option.label)).toEqual(['文件', '图文']);
    expect(fields.file_url).toMatchObject({ label: '文件', widget: 'document' });
    expect(fields.category_id.widget).toBe('download-category');
    expect(fields.content.widget).toBe('rich-text');
    expect(blankFields(itemKindDefinition('download'))).toMatchObject({ type: 1, file_url: '', category_id: null });
  });

  it('an activity: start and end as date-times, a link, a rich-text body', () => {
    const fields = fieldsOf('activity');
    expect(fields.date).toMatchObject({ label: '开始时间', required: true, kind: { kind: 'datetime' } });
    expect(fields.end_date).toMatchObject({ label: '结束时间', required: true, kind: { kind: 'datetime' } });
    expect(fields.link.widget).toBe('link');
    expect(fields.content.widget).toBe('rich-text');
  });
});
