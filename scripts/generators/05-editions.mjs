// schemas/editions.json -> schemas/generated/editions.schema.json
//   the enums of an edition (its category slug, its number) that the request schemas, the contract's types
//   and the forms $ref, so that a new edition in the list is a new value everywhere without editing a
//   schema. Runs first: the contract's types (10-openapi-types) read these enums.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export default async function editions(root) {
  const { editions: list } = JSON.parse(await readFile(join(root, 'schemas', 'editions.json'), 'utf8'));
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://tourism-award.example/schemas/generated/editions.schema.json',
    $comment: 'Generated from schemas/editions.json by `npm run gen` (scripts/generators/05-editions.mjs). Do not edit.',
    title: '屆別',
    $defs: {
      editionCategory: { title: '屆別', type: 'string', enum: list.map((e) => e.category), errorMessage: '屆別不正確' },
      editionNumber: { title: '屆別', type: 'integer', enum: list.map((e) => e.number), errorMessage: '屆別不正確' },
    },
  };
  return [{ path: join(root, 'schemas', 'generated', 'editions.schema.json'), content: `${JSON.stringify(schema, null, 2)}\n` }];
}
