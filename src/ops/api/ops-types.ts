import type { LayoutDocument } from '../../generated/schema-types';

// Shapes of the operator API as the contract (/work/contracts.md, "Ops API") gives them. The ops server
// has no JSON Schemas under schemas/api for /ops/api yet, so these mirror the contract's text; when the
// server adds schemas, replace them with the generated types.

export type OperatorRole = 'editor' | 'publisher';

export interface Operator {
  name: string;
  role: OperatorRole;
}

export interface LayoutSummary {
  id: string;
  route?: string;
  variant?: string | null;
  status: 'draft' | 'published';
  revision: number | null;
  published_by?: string | null;
  published_at?: string | null;
  has_draft?: boolean;
  draft_revision?: number | null;
  updated_by?: string | null;
  updated_at?: string | null;
}

export interface LayoutForEditing {
  id: string;
  document: LayoutDocument;
  /** Base revision for the next save. */
  revision: number;
  published_revision: number | null;
  has_draft: boolean;
}

export interface LayoutProblem {
  path: string;
  node_id?: string | null;
  message: string;
}

export interface SaveConflict {
  current_revision: number;
  changed_by: string;
  diff: string;
}

export interface LayoutRevision {
  revision: number;
  author: string;
  created_at: string;
  published: boolean;
  note?: string | null;
}

export interface WidgetUsage {
  layout_id: string;
  node_id: string;
}

export interface WidgetInfo {
  name: string;
  version: number;
  description?: string;
  /** The props JSON Schema (may hold $refs into schemas/). */
  schema?: unknown;
  events?: Record<string, string> | string[];
  usage: WidgetUsage[];
}

/** A widget name stored layouts use that the deployed client does not register. */
export interface UnknownWidget {
  name: string;
  usage: WidgetUsage[];
}

export interface AuditEntry {
  operator: string;
  action: string;
  target: string;
  created_at: string;
  detail?: unknown;
}

export type ContentKind = 'banners' | 'shortcuts' | 'messages' | 'screen-adverts' | 'recommend-modules' | 'hot-words' | 'channels';

/** A home content record: an id plus the kind's fields (see content-kinds.ts). */
export type ContentRecord = { id: number } & Record<string, unknown>;
