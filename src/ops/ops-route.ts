// The console's own tiny router: the view lives in the URL hash (/ops#/layouts/channel-home.2), so a
// reload or a shared link opens the same place and the server only ever serves /ops.

export type OpsView =
  | { name: 'layouts' }
  | { name: 'editor'; layoutId: string }
  | { name: 'usage' }
  | { name: 'workbench' }
  | { name: 'content' }
  | { name: 'synonyms' }
  | { name: 'items'; kind: string; place?: number | 'new' | 'import' }
  | { name: 'media' }
  | { name: 'schedules' }
  | { name: 'audiences' }
  | { name: 'failures'; layoutId?: string }
  | { name: 'audit' }
  | { name: 'cooldowns' }
  | { name: 'reviews' }
  | { name: 'moderation' }
  | { name: 'study-groups' }
  | { name: 'operators' }
  | { name: 'password' };

export function parseOpsHash(hash: string): OpsView {
  const path = hash.replace(/^#\/?/, '');
  const [first, ...rest] = path.split('/');
  if (first === 'layouts' && rest.length > 0 && rest[0]) return { name: 'editor', layoutId: decodeURIComponent(rest.join('/')) };
  if (first === 'items') {
    const [kind = 'article', place] = rest;
    if (place === 'new' || place === 'import') return { name: 'items', kind, place };
    const id = Number(place);
    return Number.isInteger(id) && id > 0 ? { name: 'items', kind, place: id } : { name: 'items', kind };
  }
  if (first === 'failures') return rest.length > 0 && rest[0] ? { name: 'failures', layoutId: decodeURIComponent(rest.join('/')) } : { name: 'failures' };
  if (
    first === 'usage' ||
    first === 'workbench' ||
    first === 'content' ||
    first === 'synonyms' ||
    first === 'media' ||
    first === 'schedules' ||
    first === 'audiences' ||
    first === 'audit' ||
    first === 'cooldowns' ||
    first === 'reviews' ||
    first === 'moderation' ||
    first === 'study-groups' ||
    first === 'operators' ||
    first === 'password'
  )
    return { name: first };
  return { name: 'layouts' };
}

export function opsHash(view: OpsView): string {
  if (view.name === 'items') return `#/items/${encodeURIComponent(view.kind || 'article')}${view.place === undefined ? '' : `/${view.place}`}`;
  if (view.name === 'failures') return view.layoutId ? `#/failures/${encodeURIComponent(view.layoutId)}` : '#/failures';
  return view.name === 'editor' ? `#/layouts/${encodeURIComponent(view.layoutId)}` : `#/${view.name}`;
}
