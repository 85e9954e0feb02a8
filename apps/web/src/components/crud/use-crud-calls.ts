import type { BodyOf, EndpointPath } from '@stone/shared';
import type { AnyCrud } from '@stone/shared/crud';
import type { z } from 'zod';
import { useApiMutation, useApiQuery, type FeatureKeys } from './api-query.ts';

/** A `defineCrud` entity whose four calls are in the shared endpoint map. */
export type CrudDef = AnyCrud & {
  readonly paths: {
    list: EndpointPath;
    create: EndpointPath;
    update: EndpointPath;
    delete: EndpointPath;
  };
};
/** A row of the entity's list, as its item schema reads it. */
export type CrudRow<D extends CrudDef> = z.output<D['schemas']['item']> & {
  id: string;
  version: number;
};

type Versioned = { id: string; version: number };
const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };

/**
 * The entity's four calls through the feature's keys, so a write refreshes everything the feature
 * shows. defineCrud derives the schemas and the endpoints from one spec, so the list body parsed
 * by `schemas.listBody` is the body of `paths.list`: that is what the casts below state.
 */
export function useCrudCalls<D extends CrudDef>(
  def: D,
  keys: FeatureKeys,
  /** Parsed from the URL by `def.schemas.listBody`. */
  body: object,
) {
  type Path<K extends keyof D['paths']> = D['paths'][K] & EndpointPath;
  const list = useApiQuery(keys, def.paths.list, body as BodyOf<Path<'list'>>, keepPrevious);
  const create = useApiMutation(def.paths.create, [keys.all]);
  const update = useApiMutation(def.paths.update, [keys.all]);
  const remove = useApiMutation(def.paths.delete, [keys.all]);
  return {
    query: list as Omit<typeof list, 'data'> & {
      data: { list: CrudRow<D>[]; total: number } | undefined;
    },
    create: (values: Record<string, unknown>) =>
      create.mutateAsync(values as BodyOf<Path<'create'>>),
    update: (row: Versioned, values: Record<string, unknown>) =>
      update.mutateAsync({ ...values, id: row.id, version: row.version } as BodyOf<Path<'update'>>),
    remove: (row: Versioned) =>
      remove.mutateAsync({ id: row.id, version: row.version } as BodyOf<Path<'delete'>>),
  };
}
