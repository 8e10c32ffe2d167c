const encoder = new TextEncoder();

/** Bytes a string takes in UTF-8, which is what the chain limits (not characters: "€" is 3 bytes). */
export function utf8ByteLength(value: string): number {
  return encoder.encode(value).length;
}

/** Limits the chain puts on an asset's texts, in UTF-8 bytes. */
export const BYTE_LIMITS = { unitName: 8, name: 32, url: 96 } as const;
