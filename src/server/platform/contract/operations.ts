// Reads openapi/openapi.yaml into the list of operations the server registers (by operationId).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Yaml from 'yaml';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './roles';

export const OPENAPI_PATH = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
/** The parsed copy `npm run gen` keeps (scripts/generators/15-openapi-contract.mjs). */
const PARSED_COPY = fileURLToPath(new URL('./openapi.generated.json', import.meta.url));
const require = createRequire(import.meta.url);

export type OwnerKind = 'registration' | 'achievement' | 'picture' | 'profession-picture' | 'resource';
/** `staff`: a staff session whose role x-roles lists (never a registrant's). */
export type Auth = 'none' | 'required' | 'optional' | 'staff';

/** Staff operations live here, and only here: the staff cookie's Path. */
export const ADMIN_PREFIX = '/api/admin/';

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST';
  /** OpenAPI path, e.g. /api/news/v1/read/{id} */
  path: string;
  /** Fastify path, e.g. /api/news/v1/read/:id */
  url: string;
  auth: Auth;
  /** x-roles: who among staff may call it (set on every /api/admin/ operation; empty = anyone, no session). */
  roles?: StaffRole[];
  owner?: { kind: OwnerKind; param: string };
  ownerBody?: string;
  /** Writes that need an editable registration and an open upload window. */
  editable: boolean;
  body?: { schema: unknown; required: boolean; mediaType: string };
  /** x-fetch-dest: the Sec-Fetch-Dest values a browser may send (a staff GET that audits or builds a file). */
  fetchDest?: string[];
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: unknown; public: boolean }[];
}

interface RawParam { name: string; in: string; required?: boolean; schema: unknown; $ref?: string; 'x-public'?: boolean }
interface RawOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: RawParam[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  'x-owner'?: OwnerKind;
  'x-owner-body'?: string;
  'x-editable'?: boolean;
  'x-roles'?: unknown;
  'x-fetch-dest'?: unknown;
  /** A raw protocol route served by its own plugin (tus: src/server/features/resources/resumable.ts). */
  'x-protocol'?: string;
}
interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { parameters: Record<string, RawParam> };
}

/** The generated copy when it was made from exactly this text (loading and running the YAML parser costs ≈ 0.2 s per start). */
function parsedCopy(text: string): RawDocument | undefined {
  try {
    const copy = JSON.parse(readFileSync(PARSED_COPY, 'utf8')) as { source: string; document: RawDocument };
    return copy.source === createHash('sha256').update(text).digest('hex') ? copy.document : undefined;
  } catch {
    return undefined;
  }
}

export function readContract(path = OPENAPI_PATH): RawDocument {
  const text = readFileSync(path, 'utf8');
  const copy = path === OPENAPI_PATH ? parsedCopy(text) : undefined;
  if (copy) return copy;
  const { parse } = require('yaml') as typeof Yaml;
  return parse(text) as RawDocument;
}

function authOf(security: Record<string, string[]>[] | undefined): Auth {
  if (!security || security.length === 0) return 'none';
  if (security.some((s) => 'staffCookie' in s)) return 'staff';
  const needsCookie = security.some((s) => 'cookieAuth' in s);
  const allowsAnonymous = security.some((s) => Object.keys(s).length === 0);
  if (!needsCookie) return 'none';
  return allowsAnonymous ? 'optional' : 'required';
}

export function loadOperations(doc: RawDocument = readContract()): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      // Path-level `parameters` sit beside the methods; raw protocol routes have their own plugin.
      if (method === 'parameters' || raw['x-protocol']) continue;
      const params = (raw.parameters ?? []).map((p) => {
        const resolved = p.$ref ? doc.components.parameters[p.$ref.split('/').pop()!]! : p;
        return {
          name: resolved.name,
          in: resolved.in as 'path' | 'query',
          required: Boolean(resolved.required),
          schema: resolved.schema,
          public: Boolean(resolved['x-public']),
        };
      });
      const pathParams = params.filter((p) => p.in === 'path');
      const ownerKind = raw['x-owner'];
      const auth = authOf(raw.security);
      const roles = staffRoles(raw, path, auth, pathParams.length);
      if (ownerKind && pathParams.length !== 1) throw new Error(`${raw.operationId}: x-owner needs exactly one path parameter`);
      // Staff may address any registration: x-roles, not ownership, guards their path parameters.
      for (const p of auth === 'staff' ? [] : pathParams) {
        if (!ownerKind && !p.public) {
          throw new Error(`${raw.operationId}: path parameter {${p.name}} must be x-public or the operation must declare x-owner`);
        }
      }
      const content = raw.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      ops.push({
        operationId: raw.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        auth,
        ...(roles ? { roles } : {}),
        owner: ownerKind ? { kind: ownerKind, param: pathParams[0]!.name } : undefined,
        ownerBody: raw['x-owner-body'],
        editable: Boolean(raw['x-editable']),
        ...fetchDestOf(raw, method, auth),
        body: mediaType ? { schema: content[mediaType]!.schema, required: Boolean(raw.requestBody?.required), mediaType } : undefined,
        params,
      });
    }
  }
  return ops;
}

/** x-fetch-dest, checked: on a staff GET only, a list that lets a page navigation and a script's fetch through. */
function fetchDestOf(raw: RawOperation, method: string, auth: Auth): { fetchDest?: string[] } {
  const declared = raw['x-fetch-dest'];
  if (declared === undefined) return {};
  const id = raw.operationId;
  if (method !== 'get' || auth !== 'staff') throw new Error(`${id}: x-fetch-dest is for staff GET operations`);
  if (!Array.isArray(declared) || !declared.every((d) => typeof d === 'string') || !declared.includes('document') || !declared.includes('empty')) {
    throw new Error(`${id}: x-fetch-dest must list Sec-Fetch-Dest values, document and empty among them`);
  }
  return { fetchDest: declared as string[] };
}

/**
 * x-roles of one operation, checked: every operation under /api/admin/ declares it and no other does;
 * a non-empty list goes with the staff cookie as the only security (and no x-owner), an empty one (the
 * staff side's sign-in, sign-out, enrolment) with no session and no path parameter.
 */
function staffRoles(raw: RawOperation, path: string, auth: Auth, pathParams: number): StaffRole[] | undefined {
  const id = raw.operationId;
  const declared = raw['x-roles'];
  const isAdmin = path.startsWith(ADMIN_PREFIX);
  if (declared === undefined) {
    if (isAdmin) throw new Error(`${id}: every operation under ${ADMIN_PREFIX} must declare x-roles`);
    if (auth === 'staff') throw new Error(`${id}: the staff cookie is for operations under ${ADMIN_PREFIX} with x-roles`);
    return undefined;
  }
  if (!isAdmin) throw new Error(`${id}: x-roles is for operations under ${ADMIN_PREFIX} (the staff cookie's path)`);
  if (!Array.isArray(declared) || !declared.every(isStaffRole) || new Set(declared).size !== declared.length) {
    throw new Error(`${id}: x-roles must list distinct roles among ${STAFF_ROLES.join(', ')}`);
  }
  if (raw['x-owner'] || raw['x-owner-body'] || raw['x-editable']) throw new Error(`${id}: staff operations take no x-owner, x-owner-body or x-editable`);
  const onlyStaffCookie = raw.security?.length === 1 && Object.keys(raw.security[0]!).join() === 'staffCookie';
  if (declared.length > 0 && !onlyStaffCookie) throw new Error(`${id}: x-roles [${declared.join(', ')}] needs security [{ staffCookie: [] }] and nothing else`);
  if (declared.length === 0 && (auth !== 'none' || pathParams > 0)) throw new Error(`${id}: x-roles [] (open to anyone) takes no session and no path parameter`);
  return declared;
}
