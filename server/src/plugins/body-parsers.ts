import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/** Form bodies are small (the client caps content at 5000 characters); this leaves room. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The client posts and puts form-encoded bodies. JSON stays Fastify's built-in parser.
 * Repeated keys become arrays; the route schema (coerceTypes) turns "2" into 2 where an integer is declared.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    // querystring.parse returns a null-prototype object; copy it so validators and handlers see a plain one.
    done(null, { ...parse(body as string) });
  });
}
