import { Fragment } from 'react';

/** Where an address may break: before "@" and "+", after "." and "-" (the places a person reads as its parts). */
const PARTS = /(?<=[.-])|(?=[@+])/;

/**
 * An e-mail address that wraps at its natural break points (`andreas.becker` / `@example.de`) in a narrow column,
 * instead of letter by letter: `<wbr>` elements add no characters, so what is selected and copied is the address.
 * A part longer than the column still breaks (overflow-wrap: anywhere), so nothing is cut off.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(PARTS);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
