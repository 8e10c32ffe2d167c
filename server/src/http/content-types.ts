import type { FastifyInstance } from 'fastify';

/**
 * Request content types parsed as JSON (interface §4): application/json, application/json-patch+json,
 * text/json and any application/*+json. Parameters such as `; charset=utf-8` are allowed.
 */
export const JSON_CONTENT_TYPE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/json)\s*(?:;|$)/i;

/**
 * Replaces Fastify's parsers with one JSON parser for the four content types. An empty body parses to
 * `undefined` (the route then answers MissingField `body` when the operation requires one); malformed JSON and
 * prototype-poisoning keys are rejected with a 400 by Fastify's secure parser. Any other content type is a 415.
 */
export function registerJsonContentTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
