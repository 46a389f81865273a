import type { AppConfig } from './config/config';

/** Why start:cluster (the production entry) must not start with this configuration; null = it may. */
export function clusterRefusal(config: AppConfig): string | null {
  if (config.DEV_TOOLS) {
    return 'cluster: DEV_TOOLS=1 turns on development tools (SMS inbox, layout token) and is refused by start:cluster; unset it';
  }
  return null;
}
