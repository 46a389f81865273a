import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { ITEM_TEXT } from './item-texts';

/** The item's published versions; any of them can come back as the draft. */
export function ItemVersions({ kind, id, onRestored }: { kind: OpsItemKind; id: number; onRestored(text: string): void }) {
  const { currentData } = opsEndpoints.useListOpsItemVersionsQuery({ kind, id });
  const [restore] = opsEndpoints.useRollbackOpsItemMutation();
  const versions = currentData?.list ?? [];
  return (
    <section aria-label={ITEM_TEXT.versions}>
      <h3>{ITEM_TEXT.versions}</h3>
      {currentData && versions.length === 0 && <p>{ITEM_TEXT.noVersions}</p>}
      <ol reversed>
        {versions.map((v) => (
          <li key={v.version}>
            {ITEM_TEXT.versionLine(v.version, ITEM_TEXT.versionActions[v.action] ?? v.action, v.created_by, formatTime(v.created_at))} 「{v.title}」
            <button
              type="button"
              onClick={() =>
                void restore({ kind, id, version: v.version })
                  .unwrap()
                  .then(
                    () => onRestored(ITEM_TEXT.restored(v.version)),
                    (error: unknown) => onRestored(refusalText(error)),
                  )
              }
            >
              {ITEM_TEXT.restore}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
