// generated — do not edit; run npm run gen:types
import type { Action, LayoutDocument } from './schema-types';

export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidateFn<T = unknown> {
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}

export declare const validateLayoutDocument: ValidateFn<LayoutDocument>;
export declare const validateAction: ValidateFn<Action>;
