import { mkdirSync, writeFileSync } from 'node:fs';
import { buildSeed } from '../server/src/seed/seed';
import { renderCover } from '../server/src/seed/media';
const b = buildSeed({ now: new Date(), videoMode: 'generated' });
const d = b.covers.drawings();
console.log('covers', d.size, 'distinct', new Set([...d.values()].map((x) => x.svg)).size);
mkdirSync('/tmp/lt/cov', { recursive: true });
for (const name of ['course-3.jpg', 'live-5.jpg', 'article-7.jpg', 'short-video-2.jpg', 'shortcut-1.png', 'shortcut-2.png', 'shortcut-22.png', 'partner-1.png', 'medical-column-1.png', 'banner-1.jpg', 'advert-1.jpg', 'download-4.jpg', 'avatar-5.png', 'topic-1.jpg', 'meeting-2.jpg']) {
  const x = d.get(name);
  if (!x) { console.log('missing', name); continue; }
  writeFileSync(`/tmp/lt/cov/${name}`, await renderCover(x.svg, x.spec));
}
