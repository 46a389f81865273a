import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialBundle {
  jsGzip: number;
  cssGzip: number;
  files: string[];
  /** Player or chat code that must not be in the home route's initial load. */
  forbidden: string[];
}

// Markers of code that belongs to lazily loaded screens only.
const FORBIDDEN_MARKERS: Record<string, RegExp> = { plyr: /plyr/i, 'hls.js': /hls\.js|HlsConfig|hlsjs/i, 'socket.io': /socket\.io/i };

/** What the home route loads before it renders: the entry script, its static imports and the CSS. */
export function initialBundle(distDir = 'dist'): InitialBundle {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let jsGzip = 0;
  let cssGzip = 0;
  const forbidden = new Set<string>();
  for (const ref of refs) {
    const content = readFileSync(join(distDir, ref));
    const size = gzipSync(content, { level: 9 }).length;
    if (ref.endsWith('.js')) {
      jsGzip += size;
      const text = content.toString('utf8');
      for (const [name, marker] of Object.entries(FORBIDDEN_MARKERS)) if (marker.test(text)) forbidden.add(name);
    } else cssGzip += size;
  }
  return { jsGzip, cssGzip, files: refs, forbidden: [...forbidden] };
}
