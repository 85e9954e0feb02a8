import type { z } from 'zod';
import { defineCrud } from '../crud.ts';
import { PROCESS_LIMITS } from './enums.ts';
import { optionalText, requiredText, sortField, spacelessCode, textWithDefault } from './fields.ts';

const L = PROCESS_LIMITS;

/** Processing contents (/mesClassify, 加工内容): what second processing does, as labels. */
export const PROCESS_CONTENTS = defineCrud({
  group: 'webProcessContent',
  entity: 'ProcessContent',
  route: 'mesClassify',
  table: 'process_contents',
  unique: { name: 'processContent.nameTaken' },
  fields: {
    name: requiredText(L.nameMax),
    sort: sortField.default(0),
    remark: textWithDefault(L.remarkMax),
  },
  filters: { name: optionalText(L.nameMax) },
  sortable: ['sort', 'name', 'createdAt'],
  example: (marker) => ({ name: `${marker}-CONTENT` }),
});
export type ProcessContentItem = z.output<typeof PROCESS_CONTENTS.schemas.item>;

/** Process craft designs (/spCraftsManagement, 工艺设计): a craft's code, name and description. */
export const CRAFT_DESIGNS = defineCrud({
  group: 'webCraftDesign',
  entity: 'CraftDesign',
  route: 'spCraftsManagement',
  table: 'craft_designs',
  unique: { code: 'craft.codeTaken' },
  fields: {
    code: spacelessCode('processCode.codeFormat'),
    name: requiredText(L.nameMax),
    description: textWithDefault(L.remarkMax),
  },
  filters: { name: optionalText(L.nameMax) },
  sortable: ['code', 'name', 'createdAt'],
  example: (marker) => ({ code: `${marker.replace(/\s/g, '')}-CD`, name: `${marker}-CRAFT` }),
});
export type CraftDesignItem = z.output<typeof CRAFT_DESIGNS.schemas.item>;
