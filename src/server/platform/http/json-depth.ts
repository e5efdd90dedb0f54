// JSON bodies nested deeper than any request of the contract needs are refused before they are parsed:
// a 10,000-deep array parses, but every walk over it afterwards (validation, the NUL check) would
// recurse that deep. Our deepest body is a few levels; 32 leaves room and stops the abuse cheaply.
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/messages';
import { badRequest } from './api-error';
import { requestMessages } from './request-messages';

export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` arrays/objects at once (strings skipped); one pass, no recursion. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Puts the depth check in front of Fastify's own JSON parser (secure-json-parse, kept as it is). */
export function limitJsonDepth(app: FastifyInstance, max = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, max)) {
      done(badRequest([{ field: '', message: requestMessages.jsonTooDeep(max) }], messages.badRequestFormat), undefined);
      return;
    }
    parse(req, text, done);
  });
}
