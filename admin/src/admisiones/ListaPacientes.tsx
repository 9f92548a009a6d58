import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ColumnsButton, DataTable, List, Pagination, SearchInput, TopToolbar, useDataProvider, useGetOne, useListContext, useTranslate } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { BotonExportar } from '../exportaciones/BotonExportar';
import { FiltroSede } from './FiltroSede';
import { useSedes } from '../shell/useSedes';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { AREAS_LIDER, ESTADOS_PACIENTE, SEXOS, TIPOS_CLIENTE, textoDe } from '../contratos';
import type { Paciente } from './proveedorAdmisiones';
import { FormularioLideres } from './FormularioLideres';
import { nombreCompleto, textoEdad } from './util';
import { MenuAcciones } from '../comun/MenuAcciones';
import { TextoCorto } from '../comun/TextoCorto';
import { useComando } from '../comun/useComando';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Apellidos, nombres o documento" />];

/** Active / inactive / all, with the counters of each for the same search. */
const FiltroEstado = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dp = useDataProvider<AvantiDataProvider>();
  const q = filterValues.q as string | undefined;
  const sede = filterValues.sede as string | undefined;
  const { total } = useListContext();
  // `total` in the key: a status change that refreshes the list refreshes the counters too.
  const { data: c } = useQuery({
    queryKey: ['pacientes', 'contadores', { q, sede, total }],
    queryFn: () => dp.contadoresPacientes({ ...(q ? { q } : {}), ...(sede ? { sede } : {}) }),
  });
  const estado = filterValues.estado === undefined ? 'todos' : String(filterValues.estado);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={estado}
      onChange={(_, valor: string | null) => {
        if (valor === null) return;
        const { estado: _e, ...resto } = filterValues;
        setFilters(valor === 'todos' ? resto : { ...resto, estado: Number(valor) }, displayedFilters);
      }}
    >
      <ToggleButton value="1" data-filtro="activos">
        Activos ({c?.activos ?? '…'})
      </ToggleButton>
      <ToggleButton value="0" data-filtro="inactivos">
        Inactivos ({c?.inactivos ?? '…'})
      </ToggleButton>
      <ToggleButton value="todos" data-filtro="todos">
        Todos ({c?.todos ?? '…'})
      </ToggleButton>
    </ToggleButtonGroup>
  );
};

const Acciones = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 'auto' }}>
    <FiltroSede />
    <FiltroEstado />
    <BotonExportar recurso="pacientes" />
    <ColumnsButton />
  </TopToolbar>
);

/** Hidden unless chosen in 'Columnas': the code repeats the document number. */
const COLUMNAS_OCULTAS = ['codigo'];
/** On a 1024 px tablet the client type and the state start hidden (the columns button brings them back): no sideways scroll (issue 27 item 11). */
const COLUMNAS_OCULTAS_TABLETA = ['codigo', 'tipoCliente', 'estado'];

/** Ver, Líderes and Activar / Inactivar (which asks first, naming the patient) behind the row's menu. */
const AccionesPaciente = ({ paciente, onVer, onLideres }: { paciente: Paciente; onVer: () => void; onLideres?: () => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const activo = paciente.estado === 1;
  const quien = `${nombreCompleto(paciente)} (${paciente.tipoDocumento} ${paciente.numeroDocumento})`;
  const estado = useComando({
    ejecutar: () => dp.cambiarEstadoPaciente(paciente.id, activo ? 0 : 1),
    confirmar: activo
      ? {
          titulo: '¿Inactivar al paciente?',
          contenido: `${quien} quedará inactivo: no se le podrán registrar acudientes ni documentos hasta activarlo de nuevo.`,
          boton: 'Inactivar',
        }
      : undefined,
    exito: () => `Paciente ${activo ? 'inactivado' : 'activado'} con éxito: ${quien}`,
  });
  return (
    <MenuAcciones
      titulo={`Acciones de ${quien}`}
      acciones={[
        { etiqueta: 'Ver', accion: 'ver', alElegir: onVer },
        { etiqueta: 'Líderes', accion: 'lideres', alElegir: () => onLideres?.(), oculta: !onLideres },
        { etiqueta: activo ? 'Inactivar' : 'Activar', accion: activo ? 'inactivar' : 'activar', color: activo ? 'error' : 'success', alElegir: estado.pedir },
      ]}
    >
      {estado.dialogo}
    </MenuAcciones>
  );
};

const DialogoDetalle = ({ id, onCerrar }: { id: string | null; onCerrar: () => void }) => {
  const { data: p } = useGetOne<Paciente>('pacientes', { id: id ?? '' }, { enabled: !!id });
  const { nombreSede } = useSedes();
  const translate = useTranslate();
  const fila = (campo: string, valor: unknown, etiqueta = translate(`resources.pacientes.fields.${campo}`)) => (
    <Typography key={campo}>
      <b>{etiqueta}:</b> {valor === null || valor === undefined || valor === '' ? '—' : String(valor)}
    </Typography>
  );
  return (
    <Dialog open={!!id} onClose={onCerrar} fullWidth maxWidth="sm">
      <DialogTitle>Detalle del paciente</DialogTitle>
      <DialogContent>
        {p &&
          p.id === id && [
            fila('codigo', p.codigo),
            fila('numeroDocumento', `${p.tipoDocumento} ${p.numeroDocumento}`),
            fila('nombre', [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')),
            fila('fechaNacimiento', p.fechaNacimiento.split('-').reverse().join('/')),
            fila('edad', textoEdad(p.edad)),
            fila('sexo', textoDe(SEXOS, p.sexo)),
            fila('fechaIngreso', p.fechaIngreso.split('-').reverse().join('/')),
            fila('tipoCliente', textoDe(TIPOS_CLIENTE, p.tipoCliente)),
            fila('diagnostico', p.diagnostico),
            fila('direccion', p.direccion),
            fila('telefono', p.telefono),
            fila('nombreAcompanante', p.nombreAcompanante),
            fila('remitente', p.remitente),
            fila('sede', p.sedeNombre ?? nombreSede(p.sede)),
            fila('estado', textoDe(ESTADOS_PACIENTE, p.estado)),
            fila('confidencial', p.confidencial ? 'Sí' : 'No'),
            ...AREAS_LIDER.map((a) => fila(`lider.${a.campo}`, p.lideres?.[a.campo]?.nombre, `Líder de ${a.nombre.toLowerCase()}`)),
          ]}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/** A leading therapist per specialty; 'confidencial' only with the capability and a leader chosen. */
const DialogoLideres = ({ id, onCerrar }: { id: string | null; onCerrar: () => void }) => {
  const { data: paciente } = useGetOne<Paciente>('pacientes', { id: id ?? '' }, { enabled: !!id });
  const cargado = paciente && paciente.id === id ? paciente : null;
  return (
    <Dialog open={!!id} onClose={onCerrar} fullWidth maxWidth="sm">
      <DialogTitle>Líderes de terapia{cargado ? ` de ${nombreCompleto(cargado)}` : ''}</DialogTitle>
      {/* The form starts from the leaders the patient has (keyed: a new patient, a fresh copy). */}
      {cargado && <FormularioLideres key={cargado.id} paciente={cargado} onCerrar={onCerrar} />}
    </Dialog>
  );
};

/** Registered patients (spec 1, /admisiones/pacientes). */
const ListaPacientes = () => {
  const [detalle, setDetalle] = useState<string | null>(null);
  const [lideres, setLideres] = useState<string | null>(null);
  const { tiene } = usePermisos();
  const puedeLideres = tiene('capacidad.asignar-lideres');
  const { nombreSede } = useSedes();
  const angosta = useMediaQuery((t: Theme) => t.breakpoints.down('lg'));
  return (
    <>
      <List<Paciente>
        resource="pacientes"
        title={false}
        perPage={25}
        sort={{ field: 'primerApellido', order: 'ASC' }}
        filters={filtros}
        actions={<Acciones />}
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50, 100, 200, 300]} />}
        empty={false}
        storeKey="pacientes.registrados"
      >
        <DataTable<Paciente>
          rowClick={false}
          bulkActionButtons={false}
          hiddenColumns={angosta ? COLUMNAS_OCULTAS_TABLETA : COLUMNAS_OCULTAS}
          sx={{ '& td, & th': { whiteSpace: { xs: 'normal', lg: 'nowrap' }, px: 1 }, '& td': { py: 0.5 } }}
        >
          <DataTable.Col<Paciente> source="codigo" />
          <DataTable.Col<Paciente> source="numeroDocumento" render={(p) => `${p.tipoDocumento} ${p.numeroDocumento}`} />
          <DataTable.Col<Paciente>
            source="primerApellido"
            render={(p) => <TextoCorto texto={[p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')} />}
          />
          <DataTable.Col<Paciente> source="primerNombre" render={(p) => <TextoCorto texto={[p.primerNombre, p.segundoNombre].filter(Boolean).join(' ')} />} />
          <DataTable.Col<Paciente> source="edad" render={(p) => textoEdad(p.edad)} />
          <DataTable.Col<Paciente> source="tipoCliente" render={(p) => textoDe(TIPOS_CLIENTE, p.tipoCliente)} />
          <DataTable.Col<Paciente> source="sede" render={(p) => <TextoCorto ancho={130} texto={p.sedeNombre ?? nombreSede(p.sede)} />} />
          <DataTable.Col<Paciente> source="estado" render={(p) => textoDe(ESTADOS_PACIENTE, p.estado)} />
          <DataTable.Col<Paciente>
            source="acciones"
            disableSort
            render={(p) => <AccionesPaciente paciente={p} onVer={() => setDetalle(p.id)} onLideres={puedeLideres ? () => setLideres(p.id) : undefined} />}
          />
        </DataTable>
      </List>
      <DialogoDetalle id={detalle} onCerrar={() => setDetalle(null)} />
      <DialogoLideres id={lideres} onCerrar={() => setLideres(null)} />
    </>
  );
};

export default ListaPacientes;
