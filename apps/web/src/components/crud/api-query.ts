import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { BodyOf, DataOf, EndpointPath } from '@stone/shared';
import { api } from '../../lib/api.ts';

/**
 * A feature's query-key factory (docs/adr/0008): every key starts with the feature's name, then
 * the endpoint and its body, so one `invalidate(keys.all)` refreshes everything the feature shows.
 */
export function featureKeys<A extends string>(area: A) {
  return {
    all: [area] as const,
    of: <P extends EndpointPath>(path: P, body?: BodyOf<P>) =>
      body === undefined ? ([area, path] as const) : ([area, path, body] as const),
  };
}

/** Any feature's key factory, as the generic kits take it. */
export type FeatureKeys = ReturnType<typeof featureKeys>;
type QueryExtra<P extends EndpointPath> = Omit<
  UseQueryOptions<DataOf<P>, Error, DataOf<P>, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * A read through the app's API client, keyed by the feature's factory; `quiet` leaves the
 * failure to the screen (no toast).
 */
export function useApiQuery<P extends EndpointPath>(
  keys: FeatureKeys,
  path: P,
  body: BodyOf<P>,
  { quiet = false, ...options }: QueryExtra<P> & { quiet?: boolean } = {},
) {
  return useQuery({
    queryKey: keys.of(path, body),
    queryFn: () => api.call(path, body, { quiet }),
    ...options,
  });
}

/**
 * A write: on success it invalidates the given keys (usually the feature's `all`), so lists and
 * details show the new state without each screen refetching by hand.
 */
export function useApiMutation<P extends EndpointPath>(
  path: P,
  invalidates: readonly QueryKey[],
  options: { quiet?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<P>) => api.call(path, body, options),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
