import { customType, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer on both drivers (PGlite returns Uint8Array, node-postgres returns Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
  toDriver(value) {
    return value;
  },
});

/** timestamptz read and written as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
