import { DataTable, List, Pagination } from 'react-admin';
import { formatearFechaHora } from '../formato';
import { ConId } from '../comun/ConId';
import { EnlaceRegistro } from './EnlaceRegistro';
import { SinDatos } from '../shell/SinDatos';
import { filtrosAuditoria } from './filtrosAuditoria';
import { nombreTipo, useTiposAuditoria, type EventoAuditoria } from './tipos';

/** The audit log (/acceso/auditoria): who did what and when, newest first; records by name, their ids on hover. */
const ListaAuditoria = () => {
  const tipos = useTiposAuditoria();
  return (
    <List<EventoAuditoria>
      resource="auditoria"
      title={false}
      perPage={25}
      sort={{ field: 'posicion', order: 'DESC' }}
      filters={filtrosAuditoria(tipos)}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      empty={false}
      actions={false}
      storeKey="auditoria.acceso"
    >
      <DataTable<EventoAuditoria> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
        <DataTable.Col<EventoAuditoria>
          source="posicion"
          label="resources.auditoria.fields.fecha"
          render={(e) => formatearFechaHora(e.fecha)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col<EventoAuditoria> source="usuario" disableSort render={(e) => <span title={e.usuario}>{e.usuarioNombre}</span>} />
        <DataTable.Col<EventoAuditoria> source="rol" disableSort />
        <DataTable.Col<EventoAuditoria> source="sede" disableSort />
        <DataTable.Col<EventoAuditoria> source="descripcion" disableSort render={(e) => <ConId id={e.registroId}>{e.descripcion}</ConId>} />
        <DataTable.Col<EventoAuditoria> source="tipo" disableSort render={(e) => nombreTipo(tipos, e.tipo)} />
        <DataTable.Col<EventoAuditoria> source="registroId" disableSort render={(e) => <EnlaceRegistro e={e} />} />
      </DataTable>
    </List>
  );
};

export default ListaAuditoria;
