// Apart from applyServerErrors, which reads it too: the error states of every page (not-found.ts, in the code every
// page loads) need only this.

/** "items[0].name", "/items/0/name", "body.items.0.name" -> "items.0.name". */
export function normaliseFieldPath(field: string): string {
  return field
    .trim()
    .replace(/^\/+/, '')
    .replace(/\//g, '.')
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^(body|request|dto)\./i, '')
    .replace(/^\.+|\.+$/g, '');
}
