import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ShareImage } from './share-image';
import example from './share-image.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;
const thumbnail = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

describe('share-image', () => {
  it('puts the cover in the page head as the share thumbnail, showing nothing', async () => {
    const view = await renderNode(node);
    expect(thumbnail()).toBe('https://img.example.com/covers/course-12.jpg');
    expect(view.container.textContent).toBe('');
    view.unmount();
    expect(thumbnail()).toBeUndefined();
  });

  it('waits for the cover, makes a relative address absolute and replaces the old one when it changes', () => {
    const { rerender, unmount } = render(<ShareImage props={{ image: null }} emit={noEmit} nodeId="n" preview={false} />);
    expect(thumbnail()).toBeUndefined();
    rerender(<ShareImage props={{ image: '/uploads/a.jpg' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(thumbnail()).toBe(new URL('/uploads/a.jpg', window.location.href).toString());
    rerender(<ShareImage props={{ image: 'https://img.test/b.jpg' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
    expect(thumbnail()).toBe('https://img.test/b.jpg');
    unmount();
    expect(thumbnail()).toBeUndefined();
  });

  it('never offers an SVG: a local SVG cover goes through its PNG rendition, a remote one is left out', () => {
    const { rerender, unmount } = render(<ShareImage props={{ image: '/media/covers/article-3.svg' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(thumbnail()).toBe(new URL('/share/api/thumbnail?src=%2Fmedia%2Fcovers%2Farticle-3.svg', window.location.href).toString());
    rerender(<ShareImage props={{ image: 'https://img.test/c.SVG?v=2' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(thumbnail()).toBeUndefined();
    rerender(<ShareImage props={{ image: '/media/covers/d.png' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(thumbnail()).toBe(new URL('/media/covers/d.png', window.location.href).toString());
    unmount();
  });
});
