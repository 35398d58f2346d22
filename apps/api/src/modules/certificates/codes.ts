import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_GROUP_LENGTH, CODE_GROUPS } from '@portal/domain/certificates';

/**
 * A new certificate code, `CERT-7K4M-Q2XP-9DHW-A3BC`: 16 symbols drawn uniformly (crypto's
 * `randomInt`, no modulo bias) from the 29-symbol alphabet without look-alikes, ≈77 random bits.
 * Unique in the table (`certificates_code_unique`); the issuer draws again on the rare collision.
 */
export function newCertificateCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < CODE_GROUP_LENGTH; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return ['CERT', ...groups].join('-');
}
