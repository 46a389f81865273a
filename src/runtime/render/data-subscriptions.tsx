import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { DataEntry } from '../../../contract/generated/schema-types';
import { evaluateCondition } from '../../../contract/bind/evaluate-condition';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import type { BindingScope } from '../../../contract/bind/scope';
import { catalogueApi } from '../data/generated/catalogue-api';
import { dynamicEndpoint } from '../data/dynamic-endpoints';
import { toPagedValue } from '../data/paging';
import type { DataStore } from './data-store';

interface EntryProps {
  name: string;
  entry: DataEntry;
  args: Record<string, unknown>;
  skip: boolean;
  store: DataStore;
}

// The endpoint is chosen by name at run time, so updateQueryData's per-endpoint typing cannot apply.
type UpdateQueryData = (endpoint: string, args: unknown, recipe: (draft: unknown) => void) => never;

function PlainEntry({ name, entry, args, skip, store }: EntryProps) {
  const result = dynamicEndpoint(entry.endpoint).useQuery!(args, { skip });
  const { refetch } = result;
  const dispatch = useDispatch();
  useLayoutEffect(() => store.set(name, result.data, result.isLoading), [store, name, result.data, result.isLoading]);
  useEffect(() => {
    store.setRefetch(name, skip ? undefined : () => void refetch());
    return () => store.setRefetch(name, undefined);
  }, [store, name, refetch, skip]);
  useEffect(() => {
    // The cached query itself changes, so a later visit served from the cache shows the change too.
    const update = catalogueApi.util.updateQueryData as unknown as UpdateQueryData;
    store.setPatch(name, skip ? undefined : (recipe) => void dispatch(update(entry.endpoint, args, recipe)));
    return () => store.setPatch(name, undefined);
  }, [store, name, entry.endpoint, args, skip, dispatch]);
  return null;
}

function PagedEntry({ name, entry, args, skip, store }: EntryProps) {
  const result = dynamicEndpoint(entry.endpoint).useInfiniteQuery!(args, { skip });
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } = result;
  const value = useMemo(
    () => toPagedValue(data?.pages, { hasMore: skip ? false : data ? hasNextPage : true, loading: isFetching, error: isError }),
    [data, hasNextPage, isFetching, isError, skip],
  );
  useLayoutEffect(() => store.set(name, value, isFetching && !data), [store, name, value, isFetching, data]);
  useEffect(() => {
    store.setLoadMore(name, () => {
      if (hasNextPage && !isFetching) void fetchNextPage();
    });
    return () => store.setLoadMore(name, undefined);
  }, [store, name, hasNextPage, isFetching, fetchNextPage]);
  useEffect(() => {
    store.setRefetch(name, skip ? undefined : () => void refetch());
    return () => store.setRefetch(name, undefined);
  }, [store, name, refetch, skip]);
  return null;
}

/** One subscription component per data entry; `key` includes the endpoint so a changed endpoint remounts. */
export function DataSubscriptions({ entries, scope, store }: { entries: Record<string, DataEntry> | undefined; scope: BindingScope; store: DataStore }) {
  return (
    <>
      {Object.entries(entries ?? {}).map(([name, entry]) => {
        const args = resolveRecord(entry.args as Record<string, unknown> | undefined, scope);
        const skip = !evaluateCondition(entry.when, scope);
        const Entry = entry.paged ? PagedEntry : PlainEntry;
        return <Entry key={`${name}:${entry.endpoint}:${entry.paged ? 'paged' : 'plain'}`} name={name} entry={entry} args={args} skip={skip} store={store} />;
      })}
    </>
  );
}
