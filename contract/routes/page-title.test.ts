import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle } from './page-title';
import { findRoute } from './route-table';

describe('page titles', () => {
  it('names the school and major pickers by their role, not 选择医院 / 选择科室', () => {
    const hospital = findRoute('choose-hospital');
    const office = findRoute('choose-office');
    expect(routeTitle(hospital, '?municipality_id=3')).toBe('选择医院');
    expect(routeTitle(hospital, '?isSchool=1&province_id=1')).toBe('选择学校');
    expect(routeTitle(office, '?hospital_id=2')).toBe('选择科室');
    expect(routeTitle(office, '?isMajor=1')).toBe('选择专业');
    expect(pageTitle(routeTitle(office, '?isMajor=1'))).toBe('选择专业 - 博医荟');
  });
});
