import type { DataEntry } from '../../../contract/generated/schema-types';
import { dynamicEndpoint } from '../data/dynamic-endpoints';
import type { ResolvedEntry } from './screen-data';

interface EntryProps {
  entry: DataEntry;
  args: Record<string, unknown>;
  skip: boolean;
}

// These components only keep the screen's queries subscribed (asked for, cached, kept while shown);
// nodes read the answers from the cache itself (screen-data.ts).
function PlainEntry({ entry, args, skip }: EntryProps) {
  dynamicEndpoint(entry.endpoint).useQuery!(args, { skip });
  return null;
}

function PagedEntry({ entry, args, skip }: EntryProps) {
  dynamicEndpoint(entry.endpoint).useInfiniteQuery!(args, { skip });
  return null;
}

/** One subscription component per data entry; `key` includes the endpoint so a changed endpoint remounts. */
export function DataSubscriptions({ entries }: { entries: readonly ResolvedEntry[] }) {
  return (
    <>
      {entries.map(({ name, entry, args, skip }) => {
        const Entry = entry.paged ? PagedEntry : PlainEntry;
        return <Entry key={`${name}:${entry.endpoint}:${entry.paged ? 'paged' : 'plain'}`} entry={entry} args={args} skip={skip} />;
      })}
    </>
  );
}
