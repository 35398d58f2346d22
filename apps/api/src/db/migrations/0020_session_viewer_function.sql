-- The session check as one function: the live session of an enabled account, its account and all
-- its roles, as one JSON text (null: no such session). A statement that carries the check
-- (platform/ride-along.ts) calls it in one short expression, so PostgreSQL does not plan the
-- check's joins again with every list statement it rides along with; PL/pgSQL keeps the plan of
-- its own query.
CREATE OR REPLACE FUNCTION portal_session_viewer(p_session uuid, p_user uuid) RETURNS text
  LANGUAGE plpgsql STABLE
AS $$
DECLARE
  viewer text;
BEGIN
  SELECT json_build_array(u.id, u.email, u.first_name, u.last_name, u.document,
      coalesce((SELECT json_agg(ur.role ORDER BY ur.role) FROM user_roles ur WHERE ur.user_id = u.id), '[]'::json),
      coalesce((
        SELECT json_agg(json_build_object(
            'conferenceId', cr.conference_id, 'conferenceName', c.name, 'role', cr.role,
            'thematicAreaId', cr.thematic_area_id, 'thematicAreaName', ta.name)
          ORDER BY c.start_date DESC, cr.role, cr.id)
        FROM conference_roles cr
        JOIN conferences c ON c.id = cr.conference_id
        LEFT JOIN thematic_areas ta ON ta.id = cr.thematic_area_id
        WHERE cr.user_id = u.id), '[]'::json))::text
    INTO viewer
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session AND s.user_id = p_user AND s.revoked_at IS NULL AND u.enabled;
  RETURN viewer;
END
$$;
