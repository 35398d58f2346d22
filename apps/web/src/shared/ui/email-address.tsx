import { Fragment } from 'react';

/**
 * The pieces an e-mail address may wrap between, as a reader splits one: after the «@» and before
 * each dot («maria.fernandez@posgrado.example.org» → «maria» «.fernandez@» «posgrado» «.example»
 * «.org»). Never inside a word.
 */
export function emailParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * An e-mail address that wraps, when its box is too narrow (a list row as a card on a phone), only
 * between its `emailParts` (a `<wbr>` there; the text read and copied is the address as it is).
 * A single piece wider than the whole line still breaks rather than overflow (`break-word`, which,
 * unlike the cards' `anywhere`, breaks a word only when it cannot fit).
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
