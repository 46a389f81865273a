import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpsLandingPageNew } from '../../../../contract/generated/schema-types';
import { appPath } from '../../app-root';

// What a new landing page starts from: the blank base layout (layouts/landing.layout.json, the stored and
// editable `landing`) or one of the templates shipped in layouts/landing-templates/ (read from the files:
// they are product configuration like the default layouts, checked by this module's tests).

export type LandingTemplate = Exclude<OpsLandingPageNew['template'], 'blank'>;

export const LANDING_BASE = 'landing';
const TEMPLATES_DIR = appPath(join('layouts', 'landing-templates'));

const cache = new Map<LandingTemplate, unknown>();

/** The template's document as shipped (a copy: the caller gives it its own id and title). */
export function landingTemplate(name: LandingTemplate): Record<string, unknown> {
  let document = cache.get(name);
  if (document === undefined) {
    document = JSON.parse(readFileSync(join(TEMPLATES_DIR, `${name}.layout.json`), 'utf8')) as unknown;
    cache.set(name, document);
  }
  return structuredClone(document) as Record<string, unknown>;
}
