// The one API client, typed from the contract (openapi-fetch). Auth refresh and the toast rules of
// SPEC.md section 8 are middleware added by the account issue.
import createClient from 'openapi-fetch';
import type { paths } from '../../shared/generated/api';

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } });
