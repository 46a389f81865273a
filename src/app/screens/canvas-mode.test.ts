import { describe, expect, it } from 'vitest';
import { isConsoleCanvas } from './canvas-mode';

/** A window whose parent is at `parentPath`, or a parent of another origin (reading its address throws). */
function framedWindow(parentPath: string | 'other-origin'): Window {
  const parent = {
    get location(): Location {
      if (parentPath === 'other-origin') throw new DOMException('Blocked a frame with origin', 'SecurityError');
      return { pathname: parentPath } as Location;
    },
  };
  return { parent } as unknown as Window;
}

const canvas = new URLSearchParams('channel=3&preview=canvas');

describe('isConsoleCanvas', () => {
  it('is on only inside the console, with ?preview=canvas', () => {
    expect(isConsoleCanvas(canvas, framedWindow('/ops'))).toBe(true);
    expect(isConsoleCanvas(canvas, framedWindow('/ops/'))).toBe(true);
  });

  it('is off for a page of another origin, another page of ours, the top window or another preview', () => {
    expect(isConsoleCanvas(canvas, framedWindow('other-origin'))).toBe(false);
    expect(isConsoleCanvas(canvas, framedWindow('/'))).toBe(false);
    const top = {} as { parent?: unknown };
    top.parent = top;
    expect(isConsoleCanvas(canvas, top as unknown as Window)).toBe(false);
    expect(isConsoleCanvas(new URLSearchParams('preview=1'), framedWindow('/ops'))).toBe(false);
  });
});
