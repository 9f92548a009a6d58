import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useErroresDeCampo } from '../comun/useErroresDeCampo';
import { CampoFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import { CampoBuscable } from '../comun/CampoBuscable';
import { problemaNumeroDocumento, problemaTelefono } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { PanelAcudientes, PanelDocumentos, PanelMotivos } from './PanelesPaciente';
import type { Aseguradora, CatalogosAdmisiones, Municipio, Paciente } from './proveedorAdmisiones';
import { mensajeDeError, nombreCompleto } from './util';

type Valores = Record<string, string>;

const NA = '16';
const COLOMBIA = '170';
const vacio = (): Valores => ({
  tipoDocumento: '',
  numeroDocumento: '',
  primerNombre: '',
  segundoNombre: '',
  primerApellido: '',
  segundoApellido: '',
  fechaNacimiento: '',
  sexo: '',
  fechaIngreso: hoyDelServidor(),
  tipoCliente: '',
  diagnostico: '',
  paisOrigen: COLOMBIA,
  departamentoOrigen: '',
  ciudadOrigen: '',
  paisResidencia: COLOMBIA,
  departamentoResidencia: '',
  ciudadResidencia: '',
  barrio: '',
  direccion: '',
  telefono: '',
  regimen: '1',
  eps: NA,
  prepagada: NA,
  poliza: NA,
  tipoVinculacion: '',
  nombreAcompanante: '',
  telefonoAcompanante: '',
  remitente: '',
});

const desdePaciente = (p: Paciente): Valores => {
  const v = vacio();
  for (const k of Object.keys(v)) {
    const valor = (p as unknown as Record<string, unknown>)[k];
    v[k] = valor === null || valor === undefined ? (['eps', 'prepagada', 'poliza'].includes(k) ? NA : '') : String(valor);
  }
  return v;
};

const OBLIGATORIOS = ['tipoDocumento', 'numeroDocumento', 'primerApellido', 'primerNombre', 'fechaNacimiento', 'sexo', 'fechaIngreso', 'tipoCliente'];
const MAYUSCULAS = ['primerNombre', 'segundoNombre', 'primerApellido', 'segundoApellido', 'nombreAcompanante', 'remitente'];

/** What POST/PUT /api/pacientes receive: upper case names, null for empty, 16 for N/A insurers. */
export const solicitudPaciente = (v: Valores, edicion: boolean): Record<string, unknown> => {
  const d: Record<string, unknown> = {};
  for (const [k, valor] of Object.entries(v)) {
    const limpio = valor.trim();
    if (edicion && k === 'fechaIngreso') continue;
    if (['sexo', 'tipoCliente', 'regimen'].includes(k)) d[k] = limpio ? Number(limpio) : undefined;
    else if (['eps', 'prepagada', 'poliza'].includes(k)) d[k] = !limpio || limpio === NA ? 16 : limpio;
    else d[k] = limpio ? (MAYUSCULAS.includes(k) ? limpio.toLocaleUpperCase('es-CO') : limpio) : null;
  }
  return d;
};

/** A lookup of the intake (catalogues, cities, insurers), cached by react-query and shared across screens. */
const useConsulta = <T,>(clave: unknown[], leer: () => Promise<T>, habilitada = true) =>
  useQuery({ queryKey: ['admisiones', ...clave], queryFn: leer, staleTime: 5 * 60_000, enabled: habilitada });

/** Patient intake (spec 1, /admisiones/ingreso): register and edit modes, search, guardians, reasons, documents. */
const IngresoPacientes = () => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const [v, setV] = useState<Valores>(vacio);
  const [paciente, setPaciente] = useState<Paciente | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [preguntaLimpiar, setPreguntaLimpiar] = useState(false);
  const [existente, setExistente] = useState<{ id: string; mensaje: string } | null>(null);
  const { errores, marcarFaltantes, marcarDelServidor, quitar, limpiar: limpiarErrores, propsDe } = useErroresDeCampo();
  const modo = paciente ? 'editar' : 'registrar';

  const catalogos: CatalogosAdmisiones | null = useConsulta(['catalogos'], () => dp.catalogosAdmisiones()).data ?? null;
  const departamentos = useConsulta(['departamentos'], () => dp.departamentos()).data ?? [];
  const municipiosOrigen = useConsulta(['municipios', v.departamentoOrigen], () => dp.municipios(v.departamentoOrigen), !!v.departamentoOrigen).data;
  const municipiosResidencia = useConsulta(
    ['municipios', v.departamentoResidencia],
    () => dp.municipios(v.departamentoResidencia),
    !!v.departamentoResidencia,
  ).data;
  const municipios: Record<string, Municipio[] | undefined> = { [v.departamentoOrigen]: municipiosOrigen, [v.departamentoResidencia]: municipiosResidencia };
  const regimenEps = Number(v.regimen) || 1;
  const aseguradoras: { eps: Aseguradora[]; prepagadas: Aseguradora[]; polizas: Aseguradora[] } = {
    eps: useConsulta(['aseguradoras', 1, regimenEps], () => dp.aseguradoras(1, regimenEps)).data ?? [],
    prepagadas: useConsulta(['aseguradoras', 2], () => dp.aseguradoras(2)).data ?? [],
    polizas: useConsulta(['aseguradoras', 3], () => dp.aseguradoras(3)).data ?? [],
  };

  const poner = (k: string, valor: string) => {
    quitar(k);
    setV((actual) => {
      const nuevo = { ...actual, [k]: valor };
      if (k === 'regimen' && valor === '2') Object.assign(nuevo, { prepagada: NA, poliza: NA, eps: NA });
      if (k === 'regimen' && valor !== '2') nuevo.eps = NA;
      if (k === 'departamentoOrigen') nuevo.ciudadOrigen = '';
      if (k === 'departamentoResidencia') nuevo.ciudadResidencia = '';
      if (k === 'paisOrigen' && valor !== COLOMBIA) Object.assign(nuevo, { departamentoOrigen: '', ciudadOrigen: '' });
      if (k === 'paisResidencia' && valor !== COLOMBIA) Object.assign(nuevo, { departamentoResidencia: '', ciudadResidencia: '' });
      return nuevo;
    });
  };

  const hoy = hoyDelServidor();
  const fechaValida = !!v.fechaNacimiento && v.fechaNacimiento < hoy;
  const fechaFutura = !!v.fechaNacimiento && v.fechaNacimiento > hoy;

  const limpiar = () => {
    setV(vacio());
    setPaciente(null);
    setPreguntaLimpiar(false);
    limpiarErrores();
  };
  // Limpiar asks first only when it would throw away something typed and not saved.
  const hayCambios = JSON.stringify(v) !== JSON.stringify(paciente ? desdePaciente(paciente) : vacio());

  const cargar = async (id: string) => {
    try {
      const p = await dp.obtenerPaciente(id);
      setPaciente(p);
      setV(desdePaciente(p));
    } catch (error) {
      notify(mensajeDeError(error, 'NO SE ENCONTRARON REGISTROS'), { type: 'error' });
    }
  };

  const guardar = async () => {
    if (marcarFaltantes(v, OBLIGATORIOS)) {
      notify('Faltan campos por llenar!', { type: 'warning' });
      return;
    }
    const aviso = Object.values(avisos).find(Boolean);
    if (aviso) {
      notify(aviso, { type: 'warning' });
      return;
    }
    setEnviando(true);
    try {
      if (paciente) {
        const r = await dp.actualizarPaciente(paciente.id, solicitudPaciente(v, true));
        notify(r.mensaje, { type: 'success' });
        await cargar(paciente.id);
      } else {
        const r = await dp.admitirPaciente(solicitudPaciente(v, false));
        notify(r.mensaje, { type: 'success' });
        await cargar(r.id);
      }
    } catch (error) {
      const cuerpo = (error as { body?: { pacienteExistente?: string | null } }).body;
      const idExistente = cuerpo?.pacienteExistente;
      if (idExistente) {
        marcarDelServidor({ body: { errores: [{ campo: 'numeroDocumento', mensaje: mensajeDeError(error, '') }] } });
        setExistente({ id: idExistente, mensaje: mensajeDeError(error, '') });
      } else {
        marcarDelServidor(error);
        notify(mensajeDeError(error, 'Lo sentimos! Ocurrió un error, inténtelo de nuevo!'), { type: 'error' });
      }
    } finally {
      setEnviando(false);
    }
  };

  // Checked as the user types, with the api's rules and messages (libs/src/contratos/validaciones.ts).
  const avisos: Record<string, string | null> = {
    numeroDocumento: v.tipoDocumento && v.numeroDocumento.trim() ? problemaNumeroDocumento(v.tipoDocumento, v.numeroDocumento) : null,
    telefono: problemaTelefono(v.telefono),
    telefonoAcompanante: problemaTelefono(v.telefonoAcompanante),
  };
  const errorDe = (k: string) => (errores[k] ? propsDe(k) : avisos[k] ? { error: true, helperText: avisos[k] } : {});

  type Extra = { disabled?: boolean; type?: string; requerido?: boolean; buscable?: boolean; ancho?: 'completo' | 'doble' };
  const celda = (extra: Extra) => (extra.ancho === 'completo' ? { gridColumn: '1 / -1' } : extra.ancho === 'doble' ? { gridColumn: 'span 2' } : {});
  const campo = (k: string, etiqueta: string, opciones?: { codigo: string | number; nombre: string }[], extra: Extra = {}) =>
    extra.buscable ? (
      <Box key={k} sx={celda(extra)}>
        <CampoBuscable
          name={k}
          label={etiqueta}
          opciones={opciones ?? []}
          value={v[k] ?? ''}
          onChange={(c) => poner(k, c)}
          disabled={extra.disabled}
          required={extra.requerido}
          {...errorDe(k)}
        />
      </Box>
    ) : extra.type === 'date' ? (
      <CampoFecha
        key={k}
        size="small"
        name={k}
        label={etiqueta}
        value={v[k] ?? ''}
        required={extra.requerido}
        disabled={extra.disabled}
        {...errorDe(k)}
        onChange={(iso) => poner(k, iso)}
        sx={celda(extra)}
      />
    ) : (
      <TextField
        key={k}
        size="small"
        name={k}
        label={etiqueta}
        value={v[k] ?? ''}
        select={!!opciones}
        type={extra.type}
        required={extra.requerido}
        disabled={extra.disabled}
        {...errorDe(k)}
        onChange={(e) => poner(k, e.target.value)}
        sx={celda(extra)}
      >
        {opciones?.map((o) => (
          <MenuItem key={String(o.codigo)} value={String(o.codigo)}>
            {o.nombre}
          </MenuItem>
        ))}
      </TextField>
    );

  const conNA = (l: Aseguradora[]) => [{ codigo: NA, nombre: 'N/A' }, ...l.map((a) => ({ codigo: a.id, nombre: a.nombre }))];
  const subsidiado = v.regimen === '2';
  const lugares = (sufijo: 'Origen' | 'Residencia') => {
    const enColombia = v[`pais${sufijo}`] === COLOMBIA;
    return [
      campo(`pais${sufijo}`, 'País', catalogos?.paises ?? [], { buscable: true }),
      campo(`departamento${sufijo}`, 'Departamento', departamentos, { disabled: !enColombia, buscable: true }),
      campo(`ciudad${sufijo}`, 'Ciudad', municipios[v[`departamento${sufijo}`]]?.map((m) => ({ codigo: m.codigo, nombre: m.nombre })) ?? [], {
        disabled: !enColombia || !v[`departamento${sufijo}`],
        buscable: true,
      }),
    ];
  };
  /** A titled card whose fields flow in a grid: three or four columns on a laptop, one on a phone. */
  const seccion = (titulo: string, hijos: React.ReactNode, completa = false) => (
    <Paper sx={{ p: 2, ...(completa ? { gridColumn: '1 / -1' } : {}) }} data-seccion={titulo}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
        {titulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, alignItems: 'start' }}>{hijos}</Box>
    </Paper>
  );

  const documentosGuardados = useMemo(() => Object.keys(paciente?.documentos ?? {}), [paciente]);
  if (!catalogos) return null;
  return (
    <Box sx={{ pb: 4 }} data-pantalla="ingreso" data-modo={modo}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <Button variant="outlined" onClick={() => setBuscando(true)} data-accion="buscar-paciente">
          Buscar paciente
        </Button>
        <Button onClick={() => (hayCambios ? setPreguntaLimpiar(true) : limpiar())} data-accion="limpiar">
          Limpiar
        </Button>
        <Chip label={modo === 'editar' ? 'Modo edición' : 'Modo registro'} color={modo === 'editar' ? 'primary' : 'default'} />
        {paciente && (
          <Typography data-codigo={paciente.codigo}>
            {nombreCompleto(paciente)} · Código {paciente.codigo} · {paciente.estado === 1 ? 'ACTIVO' : 'INACTIVO'}
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
        {seccion(
          'Datos personales',
          [
            campo('tipoDocumento', 'Tipo de documento', catalogos.tiposDocumento, { requerido: true }),
            campo('numeroDocumento', 'Número de documento', undefined, { requerido: true }),
            campo('primerApellido', 'Primer apellido', undefined, { requerido: true }),
            campo('segundoApellido', 'Segundo apellido'),
            campo('primerNombre', 'Primer nombre', undefined, { requerido: true }),
            campo('segundoNombre', 'Segundo nombre'),
            campo('fechaNacimiento', 'Fecha de nacimiento', undefined, { type: 'date', requerido: true }),
            campo('sexo', 'Sexo', catalogos.sexos, { requerido: true }),
            campo('fechaIngreso', 'Fecha de ingreso', undefined, { type: 'date', disabled: modo === 'editar', requerido: true }),
            <FormControl key="tipoCliente" required error={!!errores.tipoCliente} data-campo="tipoCliente" sx={{ gridColumn: '1 / -1' }}>
              <FormLabel id="etiqueta-tipo-cliente">Tipo de cliente</FormLabel>
              <RadioGroup row value={v.tipoCliente} onChange={(e) => poner('tipoCliente', e.target.value)} aria-labelledby="etiqueta-tipo-cliente">
                {catalogos.tiposCliente.map((t) => (
                  <FormControlLabel key={t.codigo} value={String(t.codigo)} control={<Radio name="tipoCliente" />} label={t.nombre} />
                ))}
              </RadioGroup>
              {errores.tipoCliente && <FormHelperText>{errores.tipoCliente}</FormHelperText>}
            </FormControl>,
            <TextField
              key="diagnostico"
              name="diagnostico"
              size="small"
              label="Diagnóstico"
              value={v.diagnostico}
              onChange={(e) => poner('diagnostico', e.target.value)}
              multiline
              sx={{ gridColumn: '1 / -1' }}
            />,
          ],
          true,
        )}
        {fechaFutura && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            La fecha de nacimiento no puede ser mayor a la fecha actual
          </Alert>
        )}
        {seccion('Procedencia', lugares('Origen'))}
        {seccion('Residencia y contacto', [
          ...lugares('Residencia'),
          campo('barrio', 'Barrio'),
          campo('direccion', 'Dirección', undefined, { ancho: 'doble' }),
          campo('telefono', 'Teléfono'),
        ])}
        {seccion('Cobertura en salud', [
          campo('regimen', 'Régimen', catalogos.regimenes),
          campo('eps', 'EPS', conNA(aseguradoras.eps)),
          campo('prepagada', 'Prepagada', conNA(aseguradoras.prepagadas), { disabled: subsidiado || v.poliza !== NA }),
          campo('poliza', 'Póliza', conNA(aseguradoras.polizas), { disabled: subsidiado || v.prepagada !== NA }),
          campo('tipoVinculacion', 'Tipo de vinculación', catalogos.tiposVinculacion),
        ])}
        {seccion('Acompañante y remitente', [
          campo('nombreAcompanante', 'Nombre del acompañante', undefined, { ancho: 'doble' }),
          campo('telefonoAcompanante', 'Teléfono del acompañante'),
          campo('remitente', 'Remitido por', undefined, { ancho: 'doble' }),
        ])}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={enviando || !fechaValida} onClick={() => void guardar()} data-accion={modo}>
          {modo === 'editar' ? 'Actualizar paciente' : 'Registrar paciente'}
        </Button>
        {!fechaValida && (
          <Typography variant="body2" color="text.secondary" data-ayuda="guardar">
            {fechaFutura
              ? 'Para guardar, corrija la fecha de nacimiento: no puede ser posterior a hoy.'
              : 'Para guardar, escriba la fecha de nacimiento (y los demás campos marcados con *).'}
          </Typography>
        )}
      </Box>
      {!paciente && (
        <Alert severity="info" sx={{ mt: 2 }} data-aviso="despues-de-registrar">
          Los acudientes, los motivos de consulta y los documentos se agregan después de registrar el paciente.
        </Alert>
      )}

      {paciente && (
        <>
          <PanelAcudientes pacienteId={paciente.id} activo={paciente.estado === 1} catalogos={catalogos} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
            <PanelMotivos pacienteId={paciente.id} activo={paciente.estado === 1} />
            <PanelDocumentos
              pacienteId={paciente.id}
              activo={paciente.estado === 1}
              guardados={documentosGuardados}
              alGuardar={() => void cargar(paciente.id)}
            />
          </Box>
        </>
      )}

      <Confirm
        isOpen={preguntaLimpiar}
        title="¿Limpiar el formulario?"
        content={
          paciente
            ? `Se descartarán los cambios sin guardar de ${nombreCompleto(paciente)} y el formulario quedará listo para un paciente nuevo.`
            : 'Se borrarán los datos escritos, que aún no se han registrado.'
        }
        confirm="Limpiar"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={limpiar}
        onClose={() => setPreguntaLimpiar(false)}
      />
      <Confirm
        isOpen={!!existente}
        title="Documento ya registrado"
        content={existente?.mensaje ?? ''}
        confirm="Abrir paciente existente"
        cancel="Seguir editando"
        onConfirm={() => {
          const id = existente?.id;
          setExistente(null);
          limpiarErrores();
          if (id) void cargar(id);
        }}
        onClose={() => setExistente(null)}
      />
      <DialogoBuscarPaciente
        abierto={buscando}
        onCerrar={() => setBuscando(false)}
        onElegir={(id) => {
          setBuscando(false);
          void cargar(id);
        }}
      />
    </Box>
  );
};

/** Search by surnames, names or document number; Enter searches. */
const DialogoBuscarPaciente = ({ abierto, onCerrar, onElegir }: { abierto: boolean; onCerrar: () => void; onElegir: (id: string) => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<Paciente[] | null>(null);
  const buscar = async () => {
    if (!texto.trim()) return;
    setResultados(await dp.buscarPacientes(texto.trim()).catch(() => []));
  };
  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="md">
      <DialogTitle>Buscar paciente</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          name="busqueda"
          label="Apellidos, nombres o número de documento"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void buscar();
          }}
          sx={{ mt: 1 }}
        />
        {resultados && resultados.length === 0 && <Alert severity="info" sx={{ mt: 2 }}>{`No hay resultados para su búsqueda: ${texto}`}</Alert>}
        {resultados && resultados.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableBody>
              {resultados.map((p) => (
                <TableRow key={p.id} hover sx={{ cursor: 'pointer' }} onClick={() => onElegir(p.id)} data-paciente={p.id}>
                  <TableCell>{[p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{[p.primerNombre, p.segundoNombre].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{`${p.tipoDocumento} ${p.numeroDocumento}`}</TableCell>
                  <TableCell>{p.estado === 1 ? 'ACTIVO' : 'INACTIVO'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
};

export default IngresoPacientes;
