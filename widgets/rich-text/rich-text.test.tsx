import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { RichText } from './rich-text';
import example from './rich-text.example.json';

const node = example as LayoutNode;

describe('rich-text', () => {
  it('renders the article body: headings, lists, images and links', async () => {
    await renderNode(node);
    const body = await screen.findByRole('article', { name: '正文' });
    expect(within(body).getByRole('heading', { name: '社区获得性肺炎的经验性抗菌治疗' })).toBeTruthy();
    expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    expect(within(body).getByRole('img', { name: '胸部X线片示意' }).getAttribute('src')).toBe('/media/covers/article-1.svg');
    const link = within(body).getByRole('link', { name: '成人社区获得性肺炎诊疗指南' });
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('renders nothing without HTML (e.g. a password article before the password)', () => {
    const { container } = render(<RichText props={{ html: '' }} emit={async () => true} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a placeholder picture where an image cannot be fetched, keeping its description', () => {
    render(
      <RichText
        props={{ html: '<p><img src="/course/api/image-proxy?url=x" alt="肺结节胸部CT影像"></p>' }}
        emit={async () => true}
        nodeId="n"
        preview={false}
      />,
    );
    const image = screen.getByRole('img', { name: /肺结节胸部CT影像/ });
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(image.getAttribute('alt')).toBe('肺结节胸部CT影像（图片加载失败）');
    expect(image.getAttribute('data-failed-src')).toBe('/course/api/image-proxy?url=x');
  });
});
