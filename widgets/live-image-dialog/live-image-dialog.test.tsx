import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveImageDialogProps } from '../../contract/generated/widgets/live-image-dialog.props';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { LiveImageDialog, shownKey } from './live-image-dialog';
import example from './live-image-dialog.example.json';

const node = example as LayoutNode;

function renderDialog(props: LiveImageDialogProps, preview = false) {
  const emit = vi.fn(async () => true);
  const view = render(<LiveImageDialog props={props} emit={emit} nodeId="live-dialog" preview={preview} />);
  return { emit, ...view };
}

afterEach(() => sessionStorage.clear());

describe('live-image-dialog', () => {
  it('shows the example through the runtime', async () => {
    await renderNode(node);
    expect(await screen.findByRole('dialog', { name: '直播活动图片' })).toBeTruthy();
  });

  it('shows the pop-up image when the live asks for it, and closes with 关闭', async () => {
    const { emit } = renderDialog({ show: true, image: '/media/dialog.png', onceKey: 208 });
    expect(screen.getByRole('img', { name: '直播活动图片' }).getAttribute('src')).toBe('/media/dialog.png');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emit).toHaveBeenCalledExactlyOnceWith('close');
  });

  it('shows nothing without isShowDialog or without an image', () => {
    renderDialog({ show: false, image: '/media/dialog.png', onceKey: 1 });
    renderDialog({ show: 1, image: null, onceKey: 2 });
    renderDialog({ show: null, onceKey: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was shown, so nothing is remembered.
    expect(sessionStorage.length).toBe(0);
  });

  it('shows once per live and session: a refetch or a second visit does not bring it back', () => {
    const first = renderDialog({ show: 1, image: '/media/dialog.png', onceKey: 208 });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sessionStorage.getItem(shownKey(208))).toBe('1');
    first.unmount();
    renderDialog({ show: 1, image: '/media/dialog.png', onceKey: 208 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another live still shows its own image.
    renderDialog({ show: 1, image: '/media/other.png', onceKey: 209 });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says skip when it is not shown again, so a waiting overlay may show; never while it is open', () => {
    const first = renderDialog({ show: 1, image: '/media/dialog.png', onceKey: 301 });
    first.rerender(<LiveImageDialog props={{ show: 1, image: '/media/dialog.png', onceKey: 301 }} emit={first.emit} nodeId="live-dialog" preview={false} />);
    expect(first.emit).not.toHaveBeenCalledWith('skip');
    first.unmount();
    const again = renderDialog({ show: 1, image: '/media/dialog.png', onceKey: 301 });
    expect(again.emit).toHaveBeenCalledExactlyOnceWith('skip');
  });

  it('opens when the data arrives after the first render', () => {
    const { rerender, emit } = renderDialog({ show: undefined, image: undefined, onceKey: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LiveImageDialog props={{ show: true, image: '/media/dialog.png', onceKey: 5 }} emit={emit} nodeId="live-dialog" preview={false} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('always shows in the operator preview and leaves the session alone', () => {
    sessionStorage.setItem(shownKey(7), '1');
    renderDialog({ show: true, image: '/media/dialog.png', onceKey: 7 }, true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    sessionStorage.clear();
    renderDialog({ show: true, image: '/media/dialog.png', onceKey: 8 }, true);
    expect(sessionStorage.getItem(shownKey(8))).toBeNull();
  });
});
