import { useState } from 'react';
import type { OpsItemCategoryInput, OpsItemOption } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { ITEM_TEXT } from './item-texts';

export type CategoryOf = OpsItemCategoryInput['of'];

const CATEGORY_KINDS: readonly string[] = ['category', 'case-category', 'course-category', 'short-video-category', 'download-category'] satisfies CategoryOf[];

export function isCategoryPicker(of: string): of is CategoryOf {
  return CATEGORY_KINDS.includes(of);
}

/** Whether a picker's title is the category `name` (course categories are titled "<栏目> · <name>"). */
export function isCategoryNamed(title: string, name: string): boolean {
  const trimmed = name.trim();
  return title === trimmed || title.endsWith(` · ${trimmed}`);
}

const COURSE_TABS: Array<{ tab: 1 | 7 | 8; name: string }> = [
  { tab: 1, name: '课程' },
  { tab: 7, name: '临床好课' },
  { tab: 8, name: '科研好课' },
];

/**
 * 新建分类 beside a category picker: on a new database there are no categories to pick, and an operator
 * should not have to leave the form to make one. The name is what was typed in the picker's search.
 */
export function CategoryCreator({ of, name, onCreated }: { of: CategoryOf; name: string; onCreated(option: OpsItemOption): void }) {
  const [create, { isLoading }] = opsEndpoints.useCreateOpsItemCategoryMutation();
  const [tab, setTab] = useState<1 | 7 | 8>(1);
  const [problem, setProblem] = useState('');
  const trimmed = name.trim();
  if (!trimmed) return null;
  const submit = async () => {
    setProblem('');
    try {
      onCreated(await create({ of, name: trimmed, ...(of === 'course-category' ? { tab } : {}) }).unwrap());
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <div className="ops-row-buttons">
      {of === 'course-category' && (
        <select
          aria-label={ITEM_TEXT.categoryTab}
          value={tab}
          onChange={(event) => setTab(COURSE_TABS.find((option) => String(option.tab) === event.target.value)?.tab ?? 1)}
        >
          {COURSE_TABS.map((option) => (
            <option key={option.tab} value={option.tab}>
              {option.name}
            </option>
          ))}
        </select>
      )}
      <button type="button" disabled={isLoading} onClick={() => void submit()}>
        {ITEM_TEXT.createCategory(trimmed)}
      </button>
      {problem && <p className="ops-field__error">{problem}</p>}
    </div>
  );
}
