import { describe, expect, it } from 'vitest';
import { consoleCanvasOrigin } from './canvas-mode';

const APP_ORIGIN = 'https://app.example.cn';

/** A framed window served from APP_ORIGIN; its parent is another window whose address it cannot read. */
function framedWindow(): Window {
  const parent = {
    get location(): Location {
      throw new DOMException('Blocked a frame with origin "null"', 'SecurityError');
    },
  };
  return { parent, location: { origin: APP_ORIGIN } } as unknown as Window;
}

const canvas = (console: string) => new URLSearchParams({ channel: '3', preview: 'canvas', console });

describe('consoleCanvasOrigin', () => {
  it('is the console origin the query names, inside a frame, with ?preview=canvas, without reading the parent', () => {
    expect(consoleCanvasOrigin(canvas(APP_ORIGIN), framedWindow())).toBe(APP_ORIGIN);
  });

  it('is off for another named origin, no origin, the top window or another preview', () => {
    expect(consoleCanvasOrigin(canvas('https://evil.example'), framedWindow())).toBeNull();
    expect(consoleCanvasOrigin(canvas('null'), framedWindow())).toBeNull();
    expect(consoleCanvasOrigin(new URLSearchParams('preview=canvas'), framedWindow())).toBeNull();
    const top = { location: { origin: APP_ORIGIN } } as { parent?: unknown; location: { origin: string } };
    top.parent = top;
    expect(consoleCanvasOrigin(canvas(APP_ORIGIN), top as unknown as Window)).toBeNull();
    expect(consoleCanvasOrigin(new URLSearchParams({ preview: '1', console: APP_ORIGIN }), framedWindow())).toBeNull();
  });
});
