import type { OperatorRole } from './api/ops-types';

/** Whether the role publishes: publishers and admins (an admin is a publisher who also manages operators). */
export function publishes(role: OperatorRole): boolean {
  return role === 'publisher' || role === 'admin';
}
