import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './banner-carousel.example.json';
import { loadSwiper, loopModeFor } from '../../src/ui/lazy-swiper';

const node = example as LayoutNode;

describe('banner-carousel', () => {
  it('shows every banner as a button named by its title', async () => {
    await renderNode(node);
    expect(await screen.findByRole('button', { name: '2024 中国呼吸病学年会直播' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '慢阻肺规范化诊疗系列课程' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '肺结节诊治指南解读' })).toBeTruthy();
  });

  it('opens the banner link when tapped', async () => {
    // Swiper replaces the static first frame when it arrives: tap once it has, not a button on its way out.
    await loadSwiper();
    const view = await renderNode(node);
    await waitFor(() => expect(view.container.querySelector('.w-banner-carousel__static')).toBeNull());
    await userEvent.setup().click(await screen.findByRole('button', { name: '慢阻肺规范化诊疗系列课程' }));
    await waitFor(() => expect(view.location()).toBe('/course-column/2101'));
  });

  it('keeps every banner tappable once Swiper has loaded', async () => {
    await loadSwiper();
    const view = await renderNode(node);
    await waitFor(() => expect(view.container.querySelector('.w-banner-carousel__static')).toBeNull());
    expect(screen.getAllByRole('button')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: '肺结节诊治指南解读' }));
    await waitFor(() => expect(view.location()).toBe('/article-detail/5102'));
  });

  it('shows a single banner (a product banner) as a plain tappable image, even once Swiper is loaded', async () => {
    await loadSwiper();
    const one = { ...node, props: { items: [(node.props as { items: unknown[] }).items[0]] } };
    const view = await renderNode(one);
    const banner = await screen.findByRole('button', { name: '2024 中国呼吸病学年会直播' });
    expect(view.container.querySelector('.w-banner-carousel__static')).not.toBeNull();
    expect(view.container.querySelector('.swiper')).toBeNull();
    await userEvent.setup().click(banner);
    await waitFor(() => expect(view.location()).toBe('/live-detail/3001'));
  });

  it('offers a media library banner in every size, WebP first, and shows any other picture as it is', async () => {
    const hash = 'ab'.repeat(16);
    const [first, second] = (node.props as { items: Array<Record<string, unknown>> }).items;
    const items = [
      { ...first, img: `/media/uploads/img-${hash}-1280.jpg` },
      { ...second, img: '/media/covers/banner-2.jpg' },
    ];
    const view = await renderNode({ ...node, props: { items } });
    const library = await screen.findByRole('img', { name: '2024 中国呼吸病学年会直播' });
    const widths = [320, 640, 960, 1280];
    expect(library.getAttribute('srcset')).toBe(widths.map((w) => `/media/uploads/img-${hash}-${w}.jpg ${w}w`).join(', '));
    expect(library.getAttribute('sizes')).toBe('100vw');
    expect(library.getAttribute('src')).toBe(`/media/uploads/img-${hash}-1280.jpg`);
    const webp = library.parentElement?.querySelector('source[type="image/webp"]');
    expect(webp?.getAttribute('srcset')).toBe(widths.map((w) => `/media/uploads/img-${hash}-${w}.webp ${w}w`).join(', '));
    const seeded = screen.getByRole('img', { name: '慢阻肺规范化诊疗系列课程' });
    expect(seeded.getAttribute('srcset')).toBeNull();
    expect(seeded.parentElement?.tagName).toBe('BUTTON');
    expect(view.container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('renders nothing without banners', async () => {
    await renderNode({ ...node, props: { items: [] } });
    expect(screen.queryByRole('region', { name: '轮播图' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('loops only with three or more slides, rewinds with two', () => {
    expect(loopModeFor(1)).toBe('none');
    expect(loopModeFor(2)).toBe('rewind');
    expect(loopModeFor(3)).toBe('loop');
  });
});
