// openapi/openapi.yaml -> src/shared/generated/api.ts
import openapiTS, { astToString } from 'openapi-typescript';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function openapiTypes(root) {
  const ast = await openapiTS(pathToFileURL(join(root, 'openapi', 'openapi.yaml')), {
    alphabetize: true,
    exportType: true,
  });
  const header = '// Generated from openapi/openapi.yaml by `npm run gen`. Do not edit.\n/* eslint-disable */\n';
  return [{ path: join(root, 'src', 'shared', 'generated', 'api.ts'), content: header + astToString(ast) }];
}
