import { describe, expect, it } from 'vitest';
import { otherAddress } from './public-url';

const at = (origin: string, pathname = '/dashboard/mis-pagos', search = '') => ({ origin, pathname, search });

describe('otherAddress', () => {
  it('says nothing where the page is at the address links and payments use', () => {
    expect(otherAddress('http://localhost:3000', at('http://localhost:3000'))).toBeNull();
    expect(otherAddress('https://portal.asociacion.org/', at('https://portal.asociacion.org'))).toBeNull();
  });

  it('names both addresses and this page at the public one when they differ (127.0.0.1 against localhost)', () => {
    expect(otherAddress('http://localhost:3000', at('http://127.0.0.1:3000', '/dashboard/mis-pagos', '?pagina=2'))).toEqual({
      here: 'http://127.0.0.1:3000',
      publicOrigin: 'http://localhost:3000',
      samePageThere: 'http://localhost:3000/dashboard/mis-pagos?pagina=2',
    });
  });

  it('says nothing without a public address (development) or with one it cannot read', () => {
    expect(otherAddress(null, at('http://127.0.0.1:5173'))).toBeNull();
    expect(otherAddress('no es una dirección', at('http://127.0.0.1:5173'))).toBeNull();
  });
});
