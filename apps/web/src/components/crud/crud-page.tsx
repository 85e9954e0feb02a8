import { Card } from 'antd';
import { useAnyText } from '../../lib/any-text.ts';
import type { FeatureKeys } from './api-query.ts';
import {
  bodyValues,
  CrudFormFields,
  formValues,
  toColumns,
  toSearchFields,
  type CrudField,
  type FieldSchemas,
} from './crud-fields.tsx';
import { CrudScreen, type CrudTexts } from './crud-screen.tsx';
import { crudPerms } from './route-perms.ts';
import { statusOptions } from './status-tag.tsx';
import { useCrudCalls, type CrudDef, type CrudRow } from './use-crud-calls.ts';
import { useListScreen } from './use-list-screen.ts';

export type CrudPageProps<D extends CrudDef> = {
  /** The shared entity (`defineCrud`): its schemas, its four calls, its route. */
  def: D;
  /** The feature's key factory: a write refreshes everything the feature shows. */
  keys: FeatureKeys;
  /** In column order; each one drives its column, search field and form field. */
  fields: CrudField<CrudRow<D>>[];
  texts: CrudTexts<CrudRow<D>>;
  /** Rows that show no edit or delete (the enterprise's default workshop). */
  isLocked?: (row: CrudRow<D>) => boolean;
  /** Inside another page's card (a tab), so no card of its own. */
  embedded?: boolean;
};

/**
 * A simple entity's whole screen from its shared declaration and one field list (docs/adr/0013):
 * page, sort and filters in the URL parsed by the list body, actions gated by the route's add,
 * edit and delete, form rules from the create body.
 */
export function CrudPage<D extends CrudDef>(props: CrudPageProps<D>) {
  const { def, fields } = props;
  const t = useAnyText();
  const list = useListScreen(def.schemas.listBody);
  const calls = useCrudCalls(def, props.keys, list.body);
  const schemas: FieldSchemas = {
    list: def.schemas.listBody.shape,
    item: def.schemas.item.shape,
    create: def.schemas.createBody.shape,
    sortable: def.sortable,
  };
  const labels = (status: Parameters<typeof statusOptions>[0]) => statusOptions(status, t);

  const screen = (
    <CrudScreen<CrudRow<D>, Record<string, unknown>>
      tableId={def.entity}
      list={list}
      query={calls.query}
      perm={crudPerms(def.route)}
      texts={props.texts}
      isLocked={props.isLocked}
      columns={toColumns(fields, schemas)}
      searchFields={toSearchFields(fields, schemas, labels)}
      initialValues={(row) => formValues(fields, schemas, row)}
      fields={() => <CrudFormFields fields={fields} schemas={schemas} labels={labels} />}
      save={(values, row, requestId) => {
        const body = bodyValues(fields, schemas, values);
        return row ? calls.update(row, body) : calls.create({ ...body, requestId });
      }}
      remove={calls.remove}
    />
  );
  return props.embedded ? screen : <Card variant="borderless">{screen}</Card>;
}
