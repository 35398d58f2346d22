import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from './email-address';

describe('EmailAddress (issue 35, item 21)', () => {
  it('may wrap only after the @ and before each dot', () => {
    expect(emailParts('maria.fernandez@posgrado.example.org')).toEqual(['maria', '.fernandez@', 'posgrado', '.example', '.org']);
    expect(emailParts('socio@example.org')).toEqual(['socio@', 'example', '.org']);
    expect(emailParts('sinpuntos')).toEqual(['sinpuntos']);
  });

  it('puts a <wbr> at each of those points and nowhere else, keeping the address as its text', () => {
    const html = renderToStaticMarkup(createElement(EmailAddress, { address: 'ana.paz@example.org' }));
    expect(html).toBe('<span style="overflow-wrap:break-word;word-break:normal">ana<wbr/>.paz@<wbr/>example<wbr/>.org</span>');
  });
});
