import { PRODUCT_NAME } from './route-table';

/** The route's title followed by the product name; the product name alone without one. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
