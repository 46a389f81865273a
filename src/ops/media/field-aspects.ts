import type { OpsMediaAsset } from '../../../contract/generated/schema-types';

// The shape each kind of image field is shown at in the app, so an operator can crop a picture to it. Said
// once per kind here; the fields below name their kind. A field not listed takes any picture as it is.

export interface FieldAspect {
  /** Width and height of the frame, as the design gives them (only their ratio matters). */
  width: number;
  height: number;
  /** The kind of picture, in the operator's words. */
  name: string;
}

export const FIELD_ASPECTS = {
  /** The home carousel: 345 × 140 points on a 375-point screen (its 15-point margins left out), 690 × 280 at 2×. */
  banner: { width: 690, height: 280, name: '轮播图' },
  /** Course and article covers: the cards and the course page's header are 16:9. */
  cover: { width: 16, height: 9, name: '封面' },
  avatar: { width: 1, height: 1, name: '头像' },
  /** The home icon entrances and a column's logo are square. */
  icon: { width: 1, height: 1, name: '图标' },
} as const satisfies Record<string, FieldAspect>;

export type ImageFieldKind = keyof typeof FIELD_ASPECTS;

/** Home content kinds' image fields (content-kinds.ts), by kind and property. */
export const CONTENT_IMAGE_FIELDS: Readonly<Record<string, Readonly<Record<string, ImageFieldKind>>>> = {
  banners: { img: 'banner' },
  shortcuts: { logo: 'icon' },
};

/** Widgets' image props (widgets/<name>/<name>.schema.json), by widget and prop. */
export const WIDGET_IMAGE_PROPS: Readonly<Record<string, Readonly<Record<string, ImageFieldKind>>>> = {
  'course-info': { cover: 'cover' },
  'detail-header': { cover: 'cover' },
  player: { poster: 'cover' },
  'column-header': { logo: 'icon' },
};

const aspectOf = (kind: ImageFieldKind | undefined): FieldAspect | undefined => (kind ? FIELD_ASPECTS[kind] : undefined);

export function contentFieldAspect(contentKind: string, key: string): FieldAspect | undefined {
  return aspectOf(CONTENT_IMAGE_FIELDS[contentKind]?.[key]);
}

export function widgetPropAspect(widget: string, prop: string): FieldAspect | undefined {
  return aspectOf(WIDGET_IMAGE_PROPS[widget]?.[prop]);
}

/** 16:9, 1:1, 690:280: how the console and the new image's name say the frame. */
export function aspectText(aspect: FieldAspect): string {
  return `${aspect.width}:${aspect.height}`;
}

/**
 * Whether the server can crop this library item: an image it stored itself (its sizes made at upload). The
 * seed's built-in pictures have none, and are used as they are.
 */
export function canCrop(asset: OpsMediaAsset): boolean {
  return asset.kind === 'image' && asset.variants.length > 0 && asset.width !== null && asset.height !== null;
}
