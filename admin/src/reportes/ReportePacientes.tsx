import Chip from '@mui/material/Chip';
import { ColumnsButton, DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { FiltroSede } from '../admisiones/FiltroSede';
import { EntradaFecha } from '../comun/CampoFecha';
import { BotonExportar } from '../exportaciones/BotonExportar';
import { TextoAjustado } from '../comun/TextoAjustado';
import { ESPECIALIDADES, REGIMENES, TIPOS_ASEGURADORA, TIPOS_CLIENTE, type FilaReportePaciente } from '../contratos';
import { formatearFecha } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { useSedes } from '../shell/useSedes';
import { ConteoRegistros, TAMANOS_PAGINA } from './comun';

const opciones = (lista: readonly { codigo: number; nombre: string }[]) => lista.map((o) => ({ id: o.codigo, name: o.nombre }));

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombres, apellidos o documento" />,
  <SelectInput
    key="estado"
    source="estado"
    choices={[
      { id: 1, name: 'Activo' },
      { id: 0, name: 'Inactivo' },
    ]}
    emptyText="Todos"
    alwaysOn
  />,
  <SelectInput key="tipoCliente" source="tipoCliente" choices={opciones(TIPOS_CLIENTE)} emptyText="Todos" alwaysOn />,
  <SelectInput key="tipoEntidad" source="tipoEntidad" choices={opciones(TIPOS_ASEGURADORA)} emptyText="Todas" alwaysOn />,
  <SelectInput key="regimen" source="regimen" choices={opciones(REGIMENES)} emptyText="Todos" alwaysOn />,
  <SelectInput key="especialidad" source="especialidad" choices={opciones(ESPECIALIDADES)} emptyText="Todas" alwaysOn />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

const Acciones = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 'auto' }}>
    <FiltroSede />
    <ColumnsButton />
    <BotonExportar recurso="reporte-pacientes" />
  </TopToolbar>
);

type Fila = FilaReportePaciente;

/** Patient report (spec 3 §2.2 item 1, /reportes/pacientes, where role 8 lands): patients by state, client type, insurer kind, specialty and intake dates. */
export const ReportePacientes = () => {
  const { tiene } = usePermisos();
  const { nombreSede } = useSedes();
  return (
    <List<Fila>
      resource="reportes/pacientes"
      title={false}
      perPage={25}
      sort={{ field: 'nombre', order: 'ASC' }}
      filters={filtros}
      actions={<Acciones />}
      pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
      empty={false}
      storeKey="reportes.pacientes"
    >
      <ConteoRegistros />
      <DataTable<Fila>
        rowClick={false}
        bulkActionButtons={false}
        empty={<SinDatos />}
        hiddenColumns={tiene('capacidad.todas-las-sedes') ? ['fechaNacimiento'] : ['fechaNacimiento', 'sede']}
      >
        <DataTable.Col<Fila> source="nombre" render={(p) => <TextoAjustado texto={p.nombre} ancho={240} />} />
        <DataTable.Col<Fila> source="documento" />
        <DataTable.Col<Fila> source="fechaNacimiento" render={(p) => formatearFecha(p.fechaNacimiento)} />
        <DataTable.Col<Fila> source="fechaIngreso" render={(p) => formatearFecha(p.fechaIngreso)} />
        <DataTable.Col<Fila> source="tipoClienteNombre" />
        <DataTable.Col<Fila>
          source="estado"
          render={(p) => <Chip size="small" label={p.estado === 1 ? 'Activo' : 'Inactivo'} color={p.estado === 1 ? 'success' : 'default'} />}
        />
        <DataTable.Col<Fila> source="sede" render={(p) => nombreSede(p.sede)} />
      </DataTable>
    </List>
  );
};
