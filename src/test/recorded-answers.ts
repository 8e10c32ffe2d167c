// Raw HTTP answers as they come over the wire (status line, the headers that matter, body), fed to the generated
// client through a stubbed fetch. "ours-…" were recorded from the reference service (curl -i against `npm run
// server`, long security headers left out); "real-…" are answers the interface allows the real service to give
// (§2.1, §7: only 400 carries a body; a boolean operation may answer `data: false`), written in the same form.

export const recordedAnswers = {
  'ours-400-field-error': `HTTP/1.1 400 Bad Request
x-request-id: 64ae1497-c907-42c7-91b3-7f32e04d3f42
content-type: application/json; charset=utf-8

{"data":null,"errorMessageCodes":["InvalidInput"],"errors":[{"code":"InvalidInput","field":"name","message":"name must match pattern \\"\\\\S\\"."}]}`,

  'ours-404-update-project': `HTTP/1.1 404 Not Found
x-request-id: 812d8dc9-e9c9-4f09-b9dd-8ff30de90b8f
content-type: application/json; charset=utf-8

{"data":null,"errorMessageCodes":["NotFound"],"errors":[{"code":"NotFound","field":"id","message":"Project not found."}]}`,

  'ours-409-create-project': `HTTP/1.1 409 Conflict
x-request-id: 90a6ff7c-6165-4345-9494-3dd09f58647f
content-type: application/json; charset=utf-8

{"data":null,"errorMessageCodes":["Conflict"],"errors":[{"code":"Conflict","field":"name","message":"A project named “Vineyard Revenue Participation” already exists in this institution."}]}`,

  'ours-404-download-extract': `HTTP/1.1 404 Not Found
x-request-id: 19c29448-9311-409c-afdb-d05c6e831f41
content-type: application/json; charset=utf-8

{"data":null,"errorMessageCodes":["NotFound"],"errors":[{"code":"NotFound","field":"projectId","message":"Project not found."}]}`,

  /** Where we answer 409: the real service's 400 with the error on the field, named the .NET way. */
  'real-400-field-error-instead-of-409': `HTTP/1.1 400 Bad Request
Content-Type: application/json; charset=utf-8

{"data":false,"errorMessageCodes":["InvalidInput"],"errors":[{"code":"InvalidInput","message":"A project with this name already exists.","field":"Name"}]}`,

  /** Where we answer 404: a 400 whose only error is on the project id, which no form shows. */
  'real-400-field-error-instead-of-404': `HTTP/1.1 400 Bad Request
Content-Type: application/json; charset=utf-8

{"data":false,"errorMessageCodes":["InvalidInput"],"errors":[{"code":"InvalidInput","message":"Project does not exist.","field":"Id"}]}`,

  'real-400-no-body': `HTTP/1.1 400 Bad Request
Content-Length: 0

`,

  /** The "false default" of §7 without any error. */
  'real-400-false-default': `HTTP/1.1 400 Bad Request
Content-Type: application/json; charset=utf-8

{"data":false,"errorMessageCodes":null,"errors":null}`,

  'real-400-not-json': `HTTP/1.1 400 Bad Request
Content-Type: text/html

<html><body><h1>Bad Request</h1></body></html>`,

  'real-200-data-false': `HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{"data":false,"errorMessageCodes":null,"errors":null}`,

  'real-200-data-false-with-reason': `HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{"data":false,"errorMessageCodes":["ExtractAlreadyRunning"],"errors":[{"code":"ExtractAlreadyRunning","message":"An extract of this project is being generated.","field":""}]}`,

  /** §4 lists text/json among the body types; an answer labelled so, or not labelled at all, is still the envelope. */
  'real-200-data-false-text-json': `HTTP/1.1 200 OK
Content-Type: text/json; charset=utf-8

{"data":false,"errorMessageCodes":null,"errors":null}`,

  'real-200-data-false-no-content-type': `HTTP/1.1 200 OK

{"data":false}`,

  'real-200-data-true': `HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{"data":true}`,

  'real-500-no-body': `HTTP/1.1 500 Internal Server Error
x-request-id: 0HN7Q2B4M1T5K:00000004
Content-Length: 0

`,

  'real-502-gateway-page': `HTTP/1.1 502 Bad Gateway
x-request-id: gw-5a1f
Content-Type: text/html

<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>`,
} as const;

export type RecordedAnswer = keyof typeof recordedAnswers;

/** The Response a browser's fetch would give for a recorded answer. */
export function replay(name: RecordedAnswer): Response {
  const raw = recordedAnswers[name].replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const [statusLine, ...headerLines] = head.split('\n');
  const match = /^HTTP\/1\.1 (\d{3}) (.*)$/.exec(statusLine);
  if (!match) throw new Error(`recorded answer ${name}: bad status line ${statusLine}`);
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(body === '' ? null : body, { status: Number(match[1]), statusText: match[2], headers });
}
