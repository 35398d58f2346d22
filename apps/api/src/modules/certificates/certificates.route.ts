import { isCertificateCode } from '@portal/domain/certificates';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { associationLetterhead } from '../association/association.read';
import { renderCertificatePdf } from './certificate.pdf';
import { verifyCertificateSignature } from './certificate-urls';
import { certificateForDownload, fileNameOf, verificationUrlOf } from './certificates.service';
import { signatureImages } from './settings.read';
import { certificateKeys, jwksOf } from './signing-keys';

/**
 * `GET /certificados/pdf/{code}?exp=…&sig=…`: a certificate's PDF, through the short-lived link
 * only its holder is given (`issueMyCertificate`'s `downloadUrl`). The first use marks it
 * downloaded. A bad code or link is a plain 403/404, never an internal error.
 */
export function registerCertificateRoutes(server: FastifyInstance, services: Services) {
  // The public keys of certificates' signed copies (every key, old ones included: rotation keeps old copies verifiable).
  server.get('/.well-known/jwks.json', async (_req, reply) =>
    reply.header('content-type', 'application/jwk-set+json').header('cache-control', 'public, max-age=300').send(JSON.stringify(jwksOf(certificateKeys(services.config.dataDir, services.config.certificateSigningKeys)))),
  );
  server.get<{ Params: { code: string }; Querystring: { exp?: string; sig?: string } }>('/certificados/pdf/:code', { compress: false }, async (req, reply) => {
    const { code } = req.params;
    if (!isCertificateCode(code) || !verifyCertificateSignature(services.config.jwtSecret, code, req.query.exp, req.query.sig)) {
      return reply.status(403).send({ error: 'El enlace venció o no es válido.' });
    }
    const certificate = await certificateForDownload(services, code);
    if (!certificate) return reply.status(404).send({ error: 'No encontrado' });
    const { db } = services.database;
    const signatures = await signatureImages(db, services.storage, certificate.print?.signers ?? []);
    const pdf = await renderCertificatePdf(
      { code, facts: certificate.facts, issuedAt: certificate.issuedAt, verificationUrl: verificationUrlOf(services, code), print: certificate.print, signatures },
      await associationLetterhead(services.database.db, services.storage, services.config),
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', `attachment; filename="${fileNameOf(certificate)}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(pdf);
  });
}
