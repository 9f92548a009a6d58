import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Button, DataTable, List, Pagination, SearchInput, TopToolbar, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { BotonExportar } from '../exportaciones/BotonExportar';
import { FiltroSede } from './FiltroSede';
import { useSedes } from '../shell/useSedes';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { Contadores, Paciente, Terapeuta } from './proveedorAdmisiones';
import { mensajeDeError, textoEdad } from './util';

const TIPOS_CLIENTE: Record<number, string> = { 2: 'Particular', 3: 'Convenio', 6: 'EPS', 7: 'Prepagada', 8: 'Póliza' };
const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Apellidos, nombres o documento" />];

/** Active / inactive / all, with the counters of each for the same search. */
const FiltroEstado = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dp = useDataProvider<AvantiDataProvider>();
  const [c, setC] = useState<Contadores | null>(null);
  const q = filterValues.q as string | undefined;
  const sede = filterValues.sede as string | undefined;
  const { total } = useListContext();
  useEffect(() => {
    void dp
      .contadoresPacientes({ ...(q ? { q } : {}), ...(sede ? { sede } : {}) })
      .then(setC)
      .catch(() => setC(null));
  }, [dp, q, sede, total]);
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
      <ToggleButton value="1" data-filtro="activos">Activos ({c?.activos ?? '…'})</ToggleButton>
      <ToggleButton value="0" data-filtro="inactivos">Inactivos ({c?.inactivos ?? '…'})</ToggleButton>
      <ToggleButton value="todos" data-filtro="todos">Todos ({c?.todos ?? '…'})</ToggleButton>
    </ToggleButtonGroup>
  );
};

const Acciones = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 2 }}>
    <FiltroSede />
    <FiltroEstado />
    <BotonExportar recurso="pacientes" />
  </TopToolbar>
);

const BotonEstado = ({ paciente }: { paciente: Paciente }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const activo = paciente.estado === 1;
  return (
    <Button
      label={activo ? 'Inactivar' : 'Activar'}
      color={activo ? 'error' : 'success'}
      data-accion={activo ? 'inactivar' : 'activar'}
      onClick={async (e) => {
        e.stopPropagation();
        try {
          const r = await dp.cambiarEstadoPaciente(paciente.id, activo ? 0 : 1);
          notify(r.mensaje, { type: 'success' });
          refresh();
        } catch {
          notify('Error en el servidor, intentelo de nuevo', { type: 'error' });
        }
      }}
    />
  );
};

const DialogoDetalle = ({ id, onCerrar }: { id: string | null; onCerrar: () => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const [p, setP] = useState<Paciente | null>(null);
  useEffect(() => {
    setP(null);
    if (id) void dp.obtenerPaciente(id).then(setP);
  }, [dp, id]);
  const fila = (etiqueta: string, valor: unknown) => (
    <Typography key={etiqueta}>
      <b>{etiqueta}:</b> {valor === null || valor === undefined || valor === '' ? '—' : String(valor)}
    </Typography>
  );
  return (
    <Dialog open={!!id} onClose={onCerrar} fullWidth maxWidth="sm">
      <DialogTitle>Detalle del paciente</DialogTitle>
      <DialogContent>
        {p && [
          fila('Código', p.codigo),
          fila('Documento', `${p.tipoDocumento} ${p.numeroDocumento}`),
          fila('Nombre', [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')),
          fila('Fecha de nacimiento', p.fechaNacimiento.split('-').reverse().join('/')),
          fila('Edad', textoEdad(p.edad)),
          fila('Sexo', p.sexo === 1 ? 'Masculino' : 'Femenino'),
          fila('Fecha de ingreso', p.fechaIngreso.split('-').reverse().join('/')),
          fila('Tipo de cliente', TIPOS_CLIENTE[p.tipoCliente]),
          fila('Diagnóstico', p.diagnostico),
          fila('Dirección', p.direccion),
          fila('Teléfono', p.telefono),
          fila('Acompañante', p.nombreAcompanante),
          fila('Remitido por', p.remitente),
          fila('Sede', p.sede),
          fila('Estado', p.estado === 1 ? 'Activo' : 'Inactivo'),
          fila('Confidencial', p.confidencial ? 'Sí' : 'No'),
          ...Object.entries(p.lideres ?? {}).map(([k, l]) => fila(`Líder ${k}`, l?.nombre)),
        ]}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};

const ESPECIALIDADES = [
  { campo: 'fisioterapia', nombre: 'Fisioterapia', rol: 2 },
  { campo: 'fonoaudiologia', nombre: 'Fonoaudiología', rol: 3 },
  { campo: 'terapiaOcupacional', nombre: 'Terapia ocupacional', rol: 4 },
  { campo: 'psicologia', nombre: 'Psicología', rol: 6 },
  { campo: 'educacionEspecial', nombre: 'Educación especial', rol: 5 },
] as const;

/** A leading therapist per specialty; 'confidencial' only with the capability and a leader chosen. */
const DialogoLideres = ({ id, onCerrar }: { id: string | null; onCerrar: () => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { tiene } = usePermisos();
  const puedeConfidencial = tiene('capacidad.lider-confidencial');
  const [terapeutas, setTerapeutas] = useState<Terapeuta[]>([]);
  const [valores, setValores] = useState<Record<string, string>>({});
  const [confidencial, setConfidencial] = useState(false);
  useEffect(() => {
    if (!id) return;
    void dp.terapeutas().then(setTerapeutas);
    void dp.obtenerPaciente(id).then((p) => {
      setValores(Object.fromEntries(ESPECIALIDADES.map((e) => [e.campo, p.lideres?.[e.campo]?.id ?? ''])));
      setConfidencial(!!p.confidencial);
    });
  }, [dp, id]);
  const algunLider = Object.values(valores).some(Boolean);
  const guardar = async () => {
    if (!id) return;
    try {
      const datos: Record<string, unknown> = Object.fromEntries(ESPECIALIDADES.map((e) => [e.campo, valores[e.campo] || null]));
      if (puedeConfidencial) datos.confidencial = confidencial && algunLider;
      const r = await dp.asignarLideres(id, datos);
      notify(r.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'Error en el servidor, intentelo de nuevo'), { type: 'error' });
    }
  };
  return (
    <Dialog open={!!id} onClose={onCerrar} fullWidth maxWidth="sm">
      <DialogTitle>Líderes de terapia</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {ESPECIALIDADES.map((e) => (
          <TextField key={e.campo} select size="small" label={e.nombre} value={valores[e.campo] ?? ''} onChange={(ev) => setValores({ ...valores, [e.campo]: ev.target.value })} sx={{ mt: 1 }}>
            <MenuItem value="">Sin líder</MenuItem>
            {terapeutas.filter((t) => t.rol === e.rol).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.nombre}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {puedeConfidencial && algunLider && (
          <FormControlLabel control={<Checkbox checked={confidencial} onChange={(e) => setConfidencial(e.target.checked)} />} label="Confidencial" />
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => void guardar()}>
          Guardar
        </MuiButton>
      </DialogActions>
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
        <DataTable<Paciente> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<Paciente> source="codigo" label="Código" />
          <DataTable.Col<Paciente> source="numeroDocumento" label="Documento" render={(p) => `${p.tipoDocumento} ${p.numeroDocumento}`} />
          <DataTable.Col<Paciente> source="primerApellido" label="Apellidos" render={(p) => [p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')} />
          <DataTable.Col<Paciente> source="primerNombre" label="Nombres" render={(p) => [p.primerNombre, p.segundoNombre].filter(Boolean).join(' ')} />
          <DataTable.Col<Paciente> source="edad" label="Edad" render={(p) => textoEdad(p.edad)} />
          <DataTable.Col<Paciente> source="tipoCliente" label="Tipo de cliente" render={(p) => TIPOS_CLIENTE[p.tipoCliente] ?? p.tipoCliente} />
          <DataTable.Col<Paciente> source="sede" label="Sede" render={(p) => nombreSede(p.sede)} />
          <DataTable.Col<Paciente> source="estado" label="Estado" render={(p) => (p.estado === 1 ? 'Activo' : 'Inactivo')} />
          <DataTable.Col<Paciente>
            label="Acciones"
            render={(p) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button label="Ver" onClick={() => setDetalle(p.id)} data-accion="ver" />
                <BotonEstado paciente={p} />
                {puedeLideres && <Button label="Líderes" onClick={() => setLideres(p.id)} data-accion="lideres" />}
              </Box>
            )}
          />
        </DataTable>
      </List>
      <DialogoDetalle id={detalle} onCerrar={() => setDetalle(null)} />
      <DialogoLideres id={lideres} onCerrar={() => setLideres(null)} />
    </>
  );
};

export default ListaPacientes;
