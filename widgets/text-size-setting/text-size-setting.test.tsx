import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '../../contract/boot/text-size';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { TextSizeSetting } from './text-size-setting';
import example from './text-size-setting.example.json';

const node = example as LayoutNode;

afterEach(() => {
  localStorage.removeItem(TEXT_SIZE_KEY);
  document.documentElement.removeAttribute(TEXT_SIZE_ATTRIBUTE);
});

describe('text-size-setting', () => {
  it('offers 标准 / 大 / 特大 through the runtime, 标准 chosen on a device that never chose', async () => {
    await renderNode(node);
    const group = await screen.findByRole('radiogroup', { name: '字体大小' });
    expect([...group.querySelectorAll('[role="radio"]')].map((radio) => radio.textContent)).toEqual(['标准', '大', '特大']);
    expect(screen.getByRole('radio', { name: '标准' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a choice applies to the whole page at once, is kept on the device and reported; 标准 clears it', async () => {
    const emit = vi.fn(async () => true);
    render(<TextSizeSetting props={{}} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('radio', { name: '特大' }));
    expect(document.documentElement.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('x-large');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('x-large');
    expect(screen.getByRole('radio', { name: '特大' }).getAttribute('aria-checked')).toBe('true');
    expect(emit).toHaveBeenCalledWith('change', { size: 'x-large' });
    await userEvent.click(screen.getByRole('radio', { name: '标准' }));
    expect(document.documentElement.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
  });

  it('shows the size the device chose before, and ignores a value it does not know', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'large');
    const { unmount } = render(<TextSizeSetting props={{}} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByRole('radio', { name: '大' }).getAttribute('aria-checked')).toBe('true');
    unmount();
    localStorage.setItem(TEXT_SIZE_KEY, 'huge');
    render(<TextSizeSetting props={{}} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByRole('radio', { name: '标准' }).getAttribute('aria-checked')).toBe('true');
  });
});
