import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../content/content-kinds';
import { stringWidgetOf } from '../editor/value-field';
import { widgetSchema } from '../schema-form/schema-registry';
import { centredArea, focusAt, pixelRegion } from './crop-area';
import { CONTENT_IMAGE_FIELDS, WIDGET_IMAGE_PROPS } from './field-aspects';

describe('crop regions', () => {
  it('starts on the largest region of the aspect in the middle of the picture', () => {
    expect(centredArea(16 / 9, 1600, 1600)).toEqual({ x: 0, y: 21.875, width: 100, height: 56.25 });
    expect(centredArea(1, 2000, 1000)).toEqual({ x: 25, y: 0, width: 50, height: 100 });
  });

  it('sends whole pixels inside the original, at the aspect as nearly as whole pixels allow', () => {
    expect(pixelRegion(centredArea(16 / 9, 1280, 600), 16 / 9, 1280, 600)).toEqual({ x: 107, y: 0, width: 1067, height: 600 });
    // The cropper's floats can run a hair past an edge: the region is pulled back inside.
    expect(pixelRegion({ x: 50.01, y: -0.002, width: 50, height: 100.004 }, 1, 1000, 500)).toEqual({ x: 500, y: 0, width: 500, height: 500 });
    // A height the width asks for that the picture lacks: the height is the picture's, the width follows.
    expect(pixelRegion({ x: 0, y: 0, width: 100, height: 100 }, 690 / 280, 1000, 300)).toEqual({ x: 0, y: 0, width: 739, height: 300 });
  });

  it('reads a click on the preview as fractions of it, kept inside', () => {
    const frame = { left: 100, top: 50, width: 320, height: 180 };
    expect(focusAt(180, 122, frame)).toEqual({ x: 0.25, y: 0.4 });
    expect(focusAt(0, 900, frame)).toEqual({ x: 0, y: 1 });
    expect(focusAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('image fields with an aspect', () => {
  it('name props and fields that exist and hold images', () => {
    for (const [widget, props] of Object.entries(WIDGET_IMAGE_PROPS)) {
      for (const prop of Object.keys(props)) {
        expect(widgetSchema(widget)?.schema.properties?.[prop], `${widget}.${prop}`).toMatchObject({ type: 'string' });
        expect(stringWidgetOf(prop), `${widget}.${prop}`).toBe('image');
      }
    }
    for (const [kind, fields] of Object.entries(CONTENT_IMAGE_FIELDS)) {
      const definition = CONTENT_KINDS.find((entry) => entry.kind === kind);
      for (const key of Object.keys(fields)) expect(definition?.widgets?.[key], `${kind}.${key}`).toBe('image');
    }
  });
});
