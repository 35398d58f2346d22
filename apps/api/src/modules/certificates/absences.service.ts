import { markAbsenceInput } from '@portal/domain/certificates';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { containsFolded } from '../../platform/search';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';

export type AttendanceRow = { inscriptionId: number; name: string; email: string; paid: boolean; absent: boolean };

const LIMIT = 50;

/**
 * «Inasistencias»: the edition's inscriptions by surname, searched by name, e-mail or document
 * (accents and case ignored), at most 50, with whether each is paid and marked absent; and how many
 * match in all. Two statements.
 */
export async function attendanceList(services: Services, conferenceArg: unknown, search: unknown): Promise<{ total: number; rows: AttendanceRow[] }> {
  const conferenceId = intIdOrNull(conferenceArg) ?? -1;
  const text = typeof search === 'string' ? search.trim().slice(0, 100) : '';
  const where = sql`i.conference_id = ${conferenceId} ${text ? sql`and ${containsFolded(sql`u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.document`, text)}` : sql``}`;
  const db = services.database.db;
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from "inscriptions" as i join "users" as u on u.id = i.user_id where ${where}`)).rows as { n: number }[];
  const { rows } = await db.execute(sql`
    select i.id, u.first_name || ' ' || u.last_name as name, u.email, coalesce(c.status = 'PAID', false) as paid, (ab.inscription_id is not null) as absent
    from "inscriptions" as i join "users" as u on u.id = i.user_id
    left join "charges" as c on c.inscription_id = i.id left join "inscription_absences" as ab on ab.inscription_id = i.id
    where ${where} order by u.last_name, u.first_name, i.id limit ${LIMIT}`);
  return { total: Number(n), rows: rows.map((r) => ({ inscriptionId: Number(r.id), name: String(r.name), email: String(r.email), paid: Boolean(r.paid), absent: Boolean(r.absent) })) };
}

/**
 * Marks inscriptions of the edition absent (their attendance certificate is withheld) or present
 * again, in one transaction, audited once with the ids. An id of another edition is NOT_FOUND and
 * nothing changes; nobody marks their own inscription.
 */
export async function setInscriptionsAbsent(services: Services, viewer: Viewer, conferenceArg: unknown, input: unknown): Promise<number> {
  const { inscriptionIds, absent } = parseInput(markAbsenceInput, input);
  const conferenceId = intIdOrNull(conferenceArg) ?? -1;
  const ids = [...new Set(inscriptionIds.map(Number))];
  const idArray = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  return services.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`select id, user_id from "inscriptions" where id = any(${idArray}) and conference_id = ${conferenceId} for update`);
    if (rows.length !== ids.length) throw notFound('Alguna de las inscripciones no es de esta edición.');
    if (rows.some((r) => r.user_id === viewer.id)) throw conflict('OWN_INSCRIPTION', 'No puede registrar su propia inasistencia: pídaselo a otra persona de la administración.');
    if (absent) await tx.execute(sql`insert into "inscription_absences" (inscription_id, marked_by) select unnest(${idArray}), ${viewer.id} on conflict do nothing`);
    else await tx.execute(sql`delete from "inscription_absences" where inscription_id = any(${idArray})`);
    await recordAudit(tx, { actorId: viewer.id, action: 'inscription.absenceMarked', targetType: 'conference', targetId: conferenceId, after: { inscriptionIds: ids, absent } });
    return ids.length;
  });
}
