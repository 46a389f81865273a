import { useEffect } from 'react';
import type { PageTitleProps } from '../../contract/generated/widgets/page-title.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';

/** Same format as the shell's route titles: "<title> - 博医荟". */
export const PRODUCT_SUFFIX = '博医荟';

/**
 * Routes with titleFromContent (image-text) get their title from the loaded data: the shell leaves
 * document.title alone for them, and this invisible widget sets it once the title is bound.
 */
export function PageTitle({ props }: WidgetRenderProps<PageTitleProps>) {
  const title = props.title?.trim();
  const suffix = props.suffix ?? PRODUCT_SUFFIX;
  useEffect(() => {
    if (title) document.title = suffix ? `${title} - ${suffix}` : title;
  }, [title, suffix]);
  return null;
}
