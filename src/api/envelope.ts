/** Generated responses are the envelope { data, errorMessageCodes, errors }; screens want `data`. */
export function unwrap<T>(envelope: { data: T }): T {
  return envelope.data;
}
