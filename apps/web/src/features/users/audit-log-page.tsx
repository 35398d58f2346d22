import { useQuery } from '@apollo/client/react';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { auditColumns, auditFilterVariables, AuditFilters, auditListDefaults } from './audit-trail';
import { AuditLogQuery } from './operations';

const columns = auditColumns(true);

/** /dashboard/auditoria (SYSADMIN): the whole audit log, newest first, with the person's trail's filters. */
export function AuditLogPage() {
  const { params, update, variables, pageOf } = useListParams(auditListDefaults);
  const { data, previousData, loading, error } = useQuery(AuditLogQuery, {
    variables: { page: variables.page, pageSize: variables.pageSize, search: variables.search, ...auditFilterVariables(params) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.auditLog;
  const filtered = Boolean(params.search || params.filters.tipo || params.filters.desde || params.filters.hasta);
  return (
    <ListPage
      title="Auditoría"
      search={{ label: 'Buscar por quién actuó o a quién se refiere', params, update }}
      filters={<AuditFilters params={params} update={update} />}
      error={error}
    >
      <ServerTable
        label="Auditoría"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(e) => e.id}
        empty={filtered ? 'Ningún cambio coincide con la búsqueda o los filtros. Pruebe con otros.' : 'Todavía no hay cambios registrados.'}
      />
    </ListPage>
  );
}
