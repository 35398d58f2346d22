// The rush section's side of the database (bench section `rush`, rush.ts): the members it picks,
// the edition it opens, the checks after the evening and the removal of everything it added.
import { createHash } from 'node:crypto';
import pg from 'pg';

export type Member = { id: string; email: string };

/** One check of the database after the evening. */
export type RushCheck = { what: string; ok: boolean; detail: string };

/** What the section's edition is called (a timestamp follows). */
export const MARK = 'Congreso de la hora pico (bench rush)';

/** `count` enabled members of the seed (role USER, not staff) not inscribed in the edition, and two others as coordinators. */
export async function pickPeople(client: pg.Client, conferenceId: number, count: number, adminEmail: string): Promise<{ members: Member[]; coordinators: Member[] }> {
  const { rows } = await client.query<Member>(
    `select u.id, u.email from users u
     where u.enabled and u.email <> $2 and u.email not like '%@example.org'
       and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'USER')
       and not exists (select 1 from user_roles r where r.user_id = u.id and r.role <> 'USER')
       and not exists (select 1 from conference_roles cr where cr.user_id = u.id)
       and not exists (select 1 from inscriptions i where i.user_id = u.id and i.conference_id = $1)
     order by u.id desc limit $3`,
    [conferenceId, adminEmail, count + 2],
  );
  if (rows.length < count + 2) throw new Error(`rush: only ${rows.length} members to pick from (run npm run bench:seed)`);
  return { members: rows.slice(0, count), coordinators: rows.slice(count) };
}

/** The edition, set-based: windows (inscription and papers) closing today in Buenos Aires, two areas, one category. */
export async function openEdition(client: pg.Client): Promise<{ conferenceId: number; areaIds: number[] }> {
  const today = `(now() at time zone 'America/Argentina/Buenos_Aires')::date`;
  const { rows } = await client.query<{ id: number }>(
    `insert into conferences (name, edition, venue, inscription_start, inscription_end, start_date, end_date)
     values ($1, 15, 'Sede del bench', ${today} - 60, ${today}, ${today} + 30, ${today} + 32) returning id`,
    [`${MARK} ${Date.now()}`],
  );
  const conferenceId = Number(rows[0].id);
  const areas = await client.query<{ id: number }>(`select id from thematic_areas order by id limit 2`);
  if (areas.rows.length < 2) throw new Error('rush: the bench database has fewer than two thematic areas');
  const areaIds = areas.rows.map((r) => Number(r.id));
  await client.query(`insert into conference_thematic_areas (conference_id, thematic_area_id) select $1, unnest($2::int[])`, [conferenceId, areaIds]);
  await client.query(`insert into conference_submission_windows (conference_id, type, opens_on, closes_on) values ($1, 'PRESENTACION', ${today} - 60, ${today})`, [conferenceId]);
  await client.query(`insert into inscription_categories (conference_id, name, member_fee_cents, non_member_fee_cents) values ($1, 'Expositor/a', 3500000, 6000000)`, [conferenceId]);
  return { conferenceId, areaIds };
}

/** Every table's exact row count (public schema): the section leaves the database as it found it. */
export async function rowCounts(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts = new Map<string, number>();
  for (const { name } of rows) counts.set(name, Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0].n));
  return counts;
}

export const compareCounts = (before: Map<string, number>, after: Map<string, number>) => {
  const differ = [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t)).map((t) => `${t} ${before.get(t) ?? 0} → ${after.get(t) ?? 0}`);
  return { ok: differ.length === 0, detail: differ.length ? differ.join(', ') : `${before.size} tables, every row count as before` };
};

/**
 * The rows the rush's people had before it (the seed dates some rows after today): what the rush
 * added is what is not among them.
 */
export type Earlier = { payments: string[]; sessions: string[]; files: string[] };
export async function earlierRows(client: pg.Client, people: Member[]): Promise<Earlier> {
  const ids = people.map((p) => p.id);
  const of = async (sql: string) => (await client.query<{ id: string }>(sql, [ids])).rows.map((r) => r.id);
  return {
    payments: await of(`select id::text as id from payments where user_id = any($1::uuid[])`),
    sessions: await of(`select id::text as id from sessions where user_id = any($1::uuid[])`),
    files: await of(`select id::text as id from files where owner_id = any($1::uuid[])`),
  };
}

/** The database after the rush: what each member should have, exactly once. */
export async function check(client: pg.Client, e: { conferenceId: number; members: Member[]; earlier: Earlier; pdf: Buffer; year: number; counterBefore: number }) {
  const ids = e.members.map((m) => m.id);
  const n = ids.length;
  const one = async (sql: string, params: unknown[]) => (await client.query<Record<string, string | number | boolean | null>>(sql, params)).rows[0];
  const checks: RushCheck[] = [];
  const add = (what: string, ok: boolean, detail: string) => checks.push({ what, ok, detail });

  const ins = await one(
    `select count(*)::int as n, count(distinct user_id)::int as people, count(*) filter (where user_id <> all($2::uuid[]))::int as strangers from inscriptions where conference_id = $1`,
    [e.conferenceId, ids],
  );
  add('one inscription per member', ins.n === n && ins.people === n && ins.strangers === 0, `${ins.n} inscriptions of ${ins.people} people (${n} members)`);

  const props = await one(
    `select count(*)::int as n, count(distinct p.inscription_id)::int as inscriptions, count(*) filter (where p.submitted_by <> i.user_id or p.kind <> 'PRESENTACION')::int as wrong
     from proposals p join inscriptions i on i.id = p.inscription_id where p.conference_id = $1`,
    [e.conferenceId],
  );
  add('one paper per inscription', props.n === n && props.inscriptions === n && props.wrong === 0, `${props.n} proposals in ${props.inscriptions} inscriptions`);

  const sha = createHash('sha256').update(e.pdf).digest('hex');
  const files = await one(
    `select count(f.id)::int as n, count(distinct p.id) filter (where f.id is not null)::int as proposals,
            count(*) filter (where f.sha256 = $2 and f.size_bytes = $3 and f.purpose = 'PROPOSAL_FULL_TEXT' and f.content_type = 'application/pdf')::int as intact,
            (select count(*)::int from files x where x.owner_id = any($4::uuid[]) and x.id::text <> all($5::text[])) as uploaded
     from proposals p left join files f on f.attached_type = 'proposal' and f.attached_id = p.id::text where p.conference_id = $1`,
    [e.conferenceId, sha, e.pdf.length, ids, e.earlier.files],
  );
  add('one PDF per paper (the bytes sent)', files.n === n && files.proposals === n && files.intact === n && files.uploaded === n, `${files.n} files on ${files.proposals} papers, ${files.intact} with the PDF's size and SHA-256; ${files.uploaded} uploaded by the members`);

  const charges = await one(
    `select count(c.id)::int as n, count(distinct c.inscription_id)::int as inscriptions, count(*) filter (where c.status = 'PAID' and c.kind = 'INSCRIPTION')::int as paid
     from charges c join inscriptions i on i.id = c.inscription_id where i.conference_id = $1`,
    [e.conferenceId],
  );
  add('one charge per inscription, paid', charges.n === n && charges.inscriptions === n && charges.paid === n, `${charges.n} charges, ${charges.paid} paid`);

  const pays = await one(
    `with mine as (select p.* from payments p where p.user_id = any($1::uuid[]) and p.id::text <> all($2::text[]))
     select (select count(*)::int from mine) as n,
            (select count(*)::int from mine where status = 'APPROVED' and channel = 'ONLINE' and provider = 'SIMULATED') as approved,
            (select count(*)::int from charges c join inscriptions i on i.id = c.inscription_id where i.conference_id = $3
               and (select count(*) from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED' and a.amount_cents = c.amount_cents) = 1
               and (select count(*) from payment_allocations a where a.charge_id = c.id) = 1) as charges_once,
            (select count(*)::int from simulated_checkout_payments s where s.external_reference in (select id::text from mine)) as provider,
            (select count(*)::int from credits where payment_id in (select id from mine)) as credits`,
    [ids, e.earlier.payments, e.conferenceId],
  );
  add(
    'each charge paid by exactly one approved payment',
    pays.n === n && pays.approved === n && pays.charges_once === n && pays.provider === n && pays.credits === 0,
    `${pays.n} payments, ${pays.approved} approved; ${pays.charges_once} charges with exactly one allocation, approved, for the whole amount; ${pays.provider} checkout payments; ${pays.credits} credits`,
  );

  const receipts = await one(
    `select count(r.payment_id)::int as n, count(distinct r.number)::int as numbers, min(r.number) as low, max(r.number) as high,
            count(*) filter (where r.year = $3)::int as this_year, (select last_number from receipt_counters where year = $3) as counter
     from payments p join receipts r on r.payment_id = p.id where p.user_id = any($1::uuid[]) and p.id::text <> all($2::text[])`,
    [ids, e.earlier.payments, e.year],
  );
  const low = e.counterBefore + 1;
  const high = e.counterBefore + n;
  add(
    'one receipt per payment, numbers without gaps',
    receipts.n === n && receipts.numbers === n && receipts.this_year === n && Number(receipts.low) === low && Number(receipts.high) === high && Number(receipts.counter) === high,
    `${receipts.n} receipts of ${e.year}, numbers ${receipts.low}–${receipts.high} (${receipts.numbers} distinct; expected ${low}–${high}), the year's counter at ${receipts.counter}`,
  );
  return checks;
}

/** Removes what the rush added; the year's receipt counter goes back to where it was. */
export async function removeRush(client: pg.Client, e: { conferenceId: number; people: Member[]; earlier: Earlier; since: Date; year: number; counterBefore: number | null }) {
  const ids = e.people.map((m) => m.id);
  const emails = e.people.map((m) => m.email);
  await client.query('begin');
  try {
    const fresh = [ids, e.earlier.payments];
    const paid = `select id from payments where user_id = any($1::uuid[]) and id::text <> all($2::text[])`;
    await client.query(`delete from receipts where payment_id in (${paid})`, fresh);
    await client.query(`delete from credits where payment_id in (${paid})`, fresh);
    await client.query(`delete from simulated_checkout_payments where external_reference in (select id::text from (${paid}) p)`, fresh);
    await client.query(`delete from simulated_checkout_preferences where external_reference in (select id::text from (${paid}) p)`, fresh);
    await client.query(`delete from payments where id in (${paid})`, fresh);
    if (e.counterBefore === null) await client.query(`delete from receipt_counters where year = $1`, [e.year]);
    else await client.query(`update receipt_counters set last_number = $2 where year = $1`, [e.year, e.counterBefore]);
    await client.query(`delete from charges where inscription_id in (select id from inscriptions where conference_id = $1)`, [e.conferenceId]);
    await client.query(
      `delete from files where (attached_type = 'proposal' and attached_id in (select id::text from proposals where conference_id = $1)) or (owner_id = any($2::uuid[]) and id::text <> all($3::text[]))`,
      [e.conferenceId, ids, e.earlier.files],
    );
    await client.query(`delete from proposals where conference_id = $1`, [e.conferenceId]);
    await client.query(`delete from inscriptions where conference_id = $1`, [e.conferenceId]);
    await client.query(`delete from conferences where id = $1`, [e.conferenceId]);
    await client.query(`delete from sessions where user_id = any($1::uuid[]) and id::text <> all($2::text[])`, [ids, e.earlier.sessions]);
    // The sign-in throttles' windows of the members and of the addresses the rush signed in from.
    await client.query(`delete from rate_limits where key like any ($1::text[])`, [[...ids.map((id) => `%${id}%`), '%127.10.%', '%127.11.%']]);
    // The confirmation and payment e-mails the rush queued (sent or not).
    await client.query(`delete from pgboss.job where name = 'mail' and data ->> 'to' = any($1::text[]) and created_on >= $2`, [emails, e.since]);
    await client.query(`delete from pgboss.archive where name = 'mail' and data ->> 'to' = any($1::text[]) and created_on >= $2`, [emails, e.since]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

