import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { PageTitle } from './page-title';
import example from './page-title.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;

describe('page-title', () => {
  beforeEach(() => {
    document.title = '详情 - 博医荟';
  });

  it('sets the document title from its bound title, followed by the product name', async () => {
    const view = await renderNode(node);
    await waitFor(() => expect(document.title).toBe('医学工具箱 - 博医荟'));
    expect(view.container.textContent).toBe('');
  });

  it('leaves the title alone while the data has not arrived, then follows it', () => {
    const { rerender } = render(<PageTitle props={{}} emit={noEmit} nodeId="n" preview={false} />);
    expect(document.title).toBe('详情 - 博医荟');
    rerender(<PageTitle props={{ title: '关于博医荟', suffix: '' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(document.title).toBe('关于博医荟');
  });
});
