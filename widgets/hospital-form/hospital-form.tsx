import { useMemo, useState } from 'react';
import { HOSPITAL_GRADES, hospitalError } from '../../contract/forms/hospital-rules';
import { regionText } from '../../contract/forms/profile-rules';
import type { OptionNode } from '../../contract/generated/schema-types';
import type { HospitalFormProps } from '../../contract/generated/widgets/hospital-form.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { PathSheet } from '../../src/ui/option-sheet';
import './hospital-form.css';

/** The path of ids down the region tree (province, city, district) to `leafId`, or []. */
function findPath(nodes: readonly OptionNode[], ids: readonly string[]): OptionNode[] {
  const path: OptionNode[] = [];
  let level = nodes;
  for (const id of ids) {
    const node = level.find((n) => String(n.id) === id);
    if (!node) break;
    path.push(node);
    level = node.children ?? [];
  }
  return path;
}

export function HospitalForm({ props, emit }: WidgetRenderProps<HospitalFormProps>) {
  const grades = props.grades ?? [...HOSPITAL_GRADES];
  const regions = useMemo(() => props.regions ?? [], [props.regions]);
  const initial = useMemo(
    () => findPath(regions, [props.provinceId, props.cityId, props.municipalityId].filter((v) => v !== undefined && v !== null && v !== '').map(String)),
    [regions, props.provinceId, props.cityId, props.municipalityId],
  );
  const [name, setName] = useState('');
  const [pccm, setPccm] = useState('');
  const [chosen, setChosen] = useState<OptionNode[] | null>(null);
  const [sheet, setSheet] = useState<'grade' | 'region' | null>(null);
  const place = chosen ?? initial;
  const [province, city, district] = place;

  const submit = () => {
    const hospital = {
      name: name.trim(),
      pccm,
      province_id: province?.id ?? '',
      province: province?.name ?? '',
      city_id: city?.id ?? '',
      city: city?.name ?? '',
      municipality_id: district?.id ?? '',
      municipality: district?.name ?? '',
    };
    const error = hospitalError(hospital, grades);
    if (error) return void emit('invalid', { message: error });
    void emit('submit', hospital);
  };

  return (
    <section className="w-hospital-form" aria-label="添加医院">
      <div className="w-hospital-form__row">
        <label className="w-hospital-form__label" htmlFor="w-hospital-form-name">
          医院名称
        </label>
        <input
          id="w-hospital-form-name"
          className="w-hospital-form__input"
          maxLength={64}
          value={name}
          placeholder="请输入医院全称"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="w-hospital-form__row">
        <span className="w-hospital-form__label">医院等级</span>
        <button type="button" className="w-hospital-form__pick" aria-label={`医院等级：${pccm || '请选择'}`} onClick={() => setSheet('grade')}>
          {pccm || '请选择'}
        </button>
      </div>
      <div className="w-hospital-form__row">
        <span className="w-hospital-form__label">所在地区</span>
        <button
          type="button"
          className="w-hospital-form__pick"
          aria-label={`所在地区：${regionText(place.map((n) => n.name)) || '请选择'}`}
          onClick={() => setSheet('region')}
        >
          {regionText(place.map((n) => n.name)) || '请选择'}
        </button>
      </div>
      <button type="button" className="w-hospital-form__submit" onClick={submit}>
        {props.submitText ?? '提交'}
      </button>
      {sheet === 'grade' && (
        <PathSheet
          title="医院等级"
          options={grades.map((grade, i) => ({ id: i + 1, name: grade }))}
          onPick={([node]) => {
            setPccm(node.name);
            setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet === 'region' && (
        <PathSheet
          title="所在地区"
          options={regions}
          onPick={(path) => {
            setChosen(path);
            setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      )}
    </section>
  );
}
