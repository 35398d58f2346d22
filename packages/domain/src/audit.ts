/**
 * Audit actions: `<subject>.<verb in past tense>` (subject and sub-subject in camelCase), e.g.
 * `user.role.granted`. Every action has its Spanish label here; recordAudit accepts no other.
 */
export const auditActionLabels = {
  'user.role.granted': 'Rol otorgado',
  'user.role.revoked': 'Rol quitado',
  'user.disabled': 'Cuenta deshabilitada',
  'user.enabled': 'Cuenta habilitada',
  'user.recoveryEmail.sent': 'Correo de recuperación enviado',
  'user.email.changed': 'Correo electrónico cambiado',
  'user.registered': 'Alta confirmada desde /asociarse',
  'membership.updated': 'Membresía modificada',
  'membership.terminated': 'Membresía dada de baja',
  'membership.charges.generated': 'Cuotas anuales generadas',
  'membershipCategory.created': 'Categoría de membresía creada',
  'membershipCategory.updated': 'Categoría de membresía modificada',
  'membershipCategory.deleted': 'Categoría de membresía eliminada',
  'news.created': 'Novedad creada',
  'news.updated': 'Novedad modificada',
  'news.deleted': 'Novedad eliminada',
  'journalIssue.created': 'Número de la revista creado',
  'journalIssue.updated': 'Número de la revista modificado',
  'journalIssue.deleted': 'Número de la revista eliminado',
  'proposal.created': 'Propuesta presentada en nombre de otra persona',
  'proposal.updated': 'Propuesta de otra persona modificada',
  'proposal.deleted': 'Propuesta de otra persona eliminada',
  'proposal.fileAttached': 'Archivo de la propuesta de otra persona reemplazado',
  'institution.created': 'Institución creada',
  'institution.updated': 'Institución modificada',
  'institution.deleted': 'Institución eliminada',
  'university.created': 'Universidad creada',
  'university.updated': 'Universidad modificada',
  'university.deleted': 'Universidad eliminada',
  'country.created': 'País creado',
  'country.updated': 'País modificado',
  'country.deleted': 'País eliminado',
  'thematicArea.created': 'Área temática creada',
  'thematicArea.updated': 'Área temática modificada',
  'thematicArea.deleted': 'Área temática eliminada',
  'profile.personal.updated': 'Datos personales corregidos',
  'profile.professional.updated': 'Datos profesionales corregidos',
  'profile.academic.updated': 'Datos académicos corregidos',
  'career.accepted': 'Carrera aceptada',
  'career.merged': 'Carrera unificada',
  'academicTitle.accepted': 'Título aceptado',
  'academicTitle.merged': 'Título unificado',
  'conference.created': 'Edición del congreso creada',
  'conference.updated': 'Edición del congreso modificada',
  'conference.deleted': 'Edición del congreso eliminada',
  'conference.markedCurrent': 'Edición del congreso marcada como actual',
  'conferenceRole.granted': 'Rol de congreso otorgado',
  'conferenceRole.revoked': 'Rol de congreso quitado',
  'inscription.updated': 'Inscripción modificada',
  'payment.provider.unmatched': 'Pago del proveedor sin referencia conocida',
  'panel.created': 'Panel creado',
  'panel.updated': 'Panel modificado',
  'panel.deleted': 'Panel eliminado',
  'proposal.leftOutOfPanels': 'Ponencia dejada fuera de los paneles',
  'proposal.returnedToPanels': 'Ponencia ofrecida de nuevo para paneles',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** One style: lowercase camelCase segments separated by dots, the last one a past participle. */
export const AUDIT_ACTION_STYLE = /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/;

/** Names written before the one style, and what they are now (the data migration renames them). */
export const legacyAuditActions: Record<string, AuditAction> = {
  USER_ROLE_GRANTED: 'user.role.granted',
  USER_ROLE_REVOKED: 'user.role.revoked',
  USER_DISABLED: 'user.disabled',
  USER_ENABLED: 'user.enabled',
  USER_RECOVERY_EMAIL_SENT: 'user.recoveryEmail.sent',
  'membership.update': 'membership.updated',
  'membership.terminate': 'membership.terminated',
  'membership.generateCharges': 'membership.charges.generated',
  'membershipCategory.create': 'membershipCategory.created',
  'membershipCategory.update': 'membershipCategory.updated',
  'membershipCategory.delete': 'membershipCategory.deleted',
  'news.create': 'news.created',
  'news.update': 'news.updated',
  'news.delete': 'news.deleted',
  'journalIssue.create': 'journalIssue.created',
  'journalIssue.update': 'journalIssue.updated',
  'journalIssue.delete': 'journalIssue.deleted',
  INSTITUTION_CREATED: 'institution.created',
  INSTITUTION_UPDATED: 'institution.updated',
  INSTITUTION_DELETED: 'institution.deleted',
  UNIVERSITY_CREATED: 'university.created',
  UNIVERSITY_UPDATED: 'university.updated',
  UNIVERSITY_DELETED: 'university.deleted',
  COUNTRY_CREATED: 'country.created',
  COUNTRY_UPDATED: 'country.updated',
  COUNTRY_DELETED: 'country.deleted',
  THEMATIC_AREA_CREATED: 'thematicArea.created',
  THEMATIC_AREA_UPDATED: 'thematicArea.updated',
  THEMATIC_AREA_DELETED: 'thematicArea.deleted',
};

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(auditActionLabels, action);

/** The Spanish label of a stored action (an unknown one shows as written). */
export function auditActionLabel(action: string): string {
  const current = isAuditAction(action) ? action : legacyAuditActions[action];
  return current ? auditActionLabels[current] : action;
}
