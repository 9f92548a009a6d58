import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import {
  esFechaIso,
  LUGARES_SESION_OPCIONES,
  TIPOS_SESION_OPCIONES,
  textoTipoSesion,
  type EleccionDeFecha,
  type PedidoSerieProgramada,
  type ServicioDisponible,
  type VistaPreviaSerieProgramada,
} from '../contratos';
import { CampoHora } from '../comun/CampoHora';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha, formatearHorario, formatearMoneda } from '../formato';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from '../coberturas/servicios/BuscarPaciente';
import { hoyDelServidor } from '../comun/reloj';
import { sumarDias } from './fechas';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import { FechasDeSerie } from './FechasDeSerie';
import { type ItemProgramar } from './proveedorProgramacion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** What 'Programar sesiones' after registering a coverage brings (issue 27 item 9): patient, coverage and its line. */
export interface ProgramarInicial {
  paciente: string;
  /** Without it, only the patient comes chosen (Gestión de terapias). */
  cobertura?: string;
  linea?: string;
}

const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const COMPLETAR = 'Debes completar todos los campos';
const SIN_TERAPEUTA = 'Debes seleccionar un terapeuta';
const SIN_VALOR = 'Debe registrar el valor por sesión a cobrar';
type Modo = 'lista' | 'semanal' | 'especialidad';

/** The specialties among the patient's available services, with what each has left across its authorizations. */
const especialidadesDe = (servicios: ServicioDisponible[]) => {
  const porCodigo = new Map<number, { servicio: number; especialidad: string; restantes: number; conValorEscrito: boolean }>();
  for (const s of servicios) {
    const e = porCodigo.get(s.servicio) ?? { servicio: s.servicio, especialidad: s.especialidad, restantes: 0, conValorEscrito: false };
    e.restantes += s.restantes;
    e.conValorEscrito ||= s.tarifa === null;
    porCodigo.set(s.servicio, e);
  }
  return [...porCodigo.values()].sort((a, b) => a.servicio - b.servicio);
};
const esCruce = (m: string) => m.startsWith('Cruce de horario');

/**
 * 'Programar' (spec 2 'Scheduling calendar'): patient, the services available on the date, and the three
 * modes: a list of dated items, a weekly series of one service, or by specialty (Monday to Saturday,
 * the server drawing each date from the specialty's authorizations, soonest expiry first).
 */
export const DialogoProgramar = ({
  onCerrar,
  onProgramada,
  inicial,
}: {
  onCerrar: () => void;
  /** The first session's date: the calendar opens its week. */
  onProgramada?: (primeraFecha: string) => void;
  /** Opened with a patient and a coverage line already chosen: the scheduler picks dates and therapist only. */
  inicial?: ProgramarInicial;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [paciente, setPaciente] = useState<PacienteElegible | null>(null);
  const [fecha, setFecha] = useState(sumarDias(hoyDelServidor(), 1));
  const [servicio, setServicio] = useState('');
  const [terapeuta, setTerapeuta] = useState('');
  const [horaInicio, setHoraInicio] = useState('08:00');
  const [horaFin, setHoraFin] = useState('08:30');
  const [tipo, setTipo] = useState('Terapia');
  const [lugar, setLugar] = useState('Sede');
  const [valor, setValor] = useState('');
  const [copago, setCopago] = useState('');
  const [modo, setModo] = useState<Modo>('lista');
  const [especialidad, setEspecialidad] = useState('');
  const [cantidad, setCantidad] = useState('');
  const [items, setItems] = useState<ItemProgramar[]>([]);
  const [dias, setDias] = useState<number[]>([]);
  const [vista, setVista] = useState<VistaPreviaSerieProgramada | null>(null);
  const [hasta, setHasta] = useState('');
  const [elecciones, setElecciones] = useState<EleccionDeFecha[]>([]);
  const [cruce, setCruce] = useState<string | null>(null);

  const servicios = useQuery({
    queryKey: ['servicios-disponibles', paciente?.id, fecha],
    queryFn: () => dataProvider.serviciosParaProgramar(paciente!.id, fecha),
    enabled: !!paciente && esFechaIso(fecha),
  });
  // The patient of `inicial`, read as the search reads patients; then its line, once, when the services arrive.
  const pacienteInicial = useQuery({
    queryKey: ['pacientes', 'para-programar', inicial?.paciente],
    queryFn: () => dataProvider.pacienteParaProgramar(inicial!.paciente),
    enabled: !!inicial,
  });
  /** 'pendiente' until the services arrive, then whether the coverage's line was among them. */
  const [estadoInicial, setEstadoInicial] = useState<'pendiente' | 'elegida' | 'no-disponible' | 'descartada'>(inicial ? 'pendiente' : 'descartada');
  useEffect(() => {
    const [p] = pacienteInicial.data ?? [];
    if (p && !paciente && estadoInicial === 'pendiente') setPaciente(p);
  }, [pacienteInicial.data, paciente, estadoInicial]);
  const lineaInicial = inicial?.cobertura ? `${inicial.cobertura}:${inicial.linea ?? '1'}` : '';
  useEffect(() => {
    if (!inicial || estadoInicial !== 'pendiente' || !servicios.data || paciente?.id !== inicial.paciente) return;
    if (!lineaInicial) return setEstadoInicial('descartada');
    const esta = servicios.data.some((s) => `${s.coberturaId}:${s.lineaId}` === lineaInicial);
    if (esta) setServicio(lineaInicial);
    setEstadoInicial(esta ? 'elegida' : 'no-disponible');
  }, [servicios.data, paciente, inicial, lineaInicial, estadoInicial]);
  const porEspecialidad = modo === 'especialidad';
  const linea: ServicioDisponible | undefined = (servicios.data ?? []).find((s) => `${s.coberturaId}:${s.lineaId}` === servicio);
  const especialidades = especialidadesDe(servicios.data ?? []);
  const elegida = especialidades.find((e) => String(e.servicio) === especialidad);
  const codigoEspecialidad = porEspecialidad ? elegida?.servicio : linea?.servicio;
  const terapeutas = useQuery({
    queryKey: ['terapeutas', codigoEspecialidad],
    queryFn: () => dataProvider.terapeutasProgramables({ especialidad: codigoEspecialidad }),
    enabled: codigoEspecialidad !== undefined,
  });
  const conValorEscrito = porEspecialidad ? !!elegida?.conValorEscrito : !!linea && linea.tarifa === null;
  const base = () =>
    linea && paciente
      ? {
          paciente: paciente.id,
          cobertura: linea.coberturaId,
          lineaId: linea.lineaId,
          terapeuta,
          tipo,
          lugar,
          ...(conValorEscrito ? { valor: Number(valor), copago: Number(copago || 0) } : {}),
        }
      : null;
  /** The series as the server reads it, for 'Ver fechas' and 'Programar' alike (one rule for both). */
  const pedidoSerie = (conElecciones = elecciones): PedidoSerieProgramada => ({
    paciente: paciente!.id,
    terapeuta,
    tipo,
    lugar,
    ...(porEspecialidad ? { especialidad: Number(especialidad) } : { cobertura: linea?.coberturaId ?? '', lineaId: linea?.lineaId ?? '' }),
    desde: fecha,
    dias: dias.filter((d) => !porEspecialidad || d <= 6).map((dia) => ({ dia, horaInicio, horaFin })),
    ...(cantidad ? { sesiones: Number(cantidad) } : {}),
    ...(hasta ? { hasta } : {}),
    ...(conValorEscrito ? { ...(valor === '' ? {} : { valor: Number(valor) }), copago: Number(copago || 0) } : {}),
    ...(conElecciones.length ? { elecciones: conElecciones } : {}),
  });

  const programar = useMutation({
    mutationFn: (confirmarCruces: boolean) => dataProvider.programarSesiones(items, confirmarCruces),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onProgramada?.(items.map((i) => i.fecha).sort()[0]);
      onCerrar();
    },
    onError: (e) => {
      if (esCruce(e.message)) setCruce(e.message);
      notify(e.message || 'Ocurrió un error en el servidor.', { type: 'error' });
    },
  });
  /** A series: what the scheduler chose per date; a clash booked since the preview is refused with its message. */
  const programarSerie = useMutation({
    mutationFn: () => dataProvider.programarSerie(pedidoSerie()),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onProgramada?.(r.primeraFecha);
      onCerrar();
    },
    onError: (e) => {
      notify(e.message || 'Ocurrió un error en el servidor.', { type: 'error' });
      if (esCruce(e.message)) previsualizar.mutate(elecciones);
    },
  });
  const previsualizar = useMutation({
    mutationFn: (conElecciones: EleccionDeFecha[]) => dataProvider.previsualizarSerie(pedidoSerie(conElecciones)),
    onSuccess: (v, conElecciones) => (setVista(v), setElecciones(conElecciones)),
    onError: (e) => notify(e.message, { type: 'error' }),
  });

  const faltan = !linea || !terapeuta || !tipo || !lugar || !horaInicio || !horaFin || (conValorEscrito && valor === '');
  /** What blocks 'Ver fechas', in the spec's words (spec 2 §5), or null. */
  const faltaParaVer = (): string | null => {
    if (porEspecialidad) {
      if (!elegida || !tipo || !lugar) return COMPLETAR;
      if (!terapeuta) return SIN_TERAPEUTA;
      if (conValorEscrito && valor === '') return SIN_VALOR;
      if (!fecha) return 'Debes ingresar la fecha de inicio de las sesiones';
      if (!horaInicio || !horaFin) return 'Ingrese la hora de inicio y final de la sesión';
    } else if (faltan) return COMPLETAR;
    if (dias.length === 0) return 'No se ha programado ningún día';
    return null;
  };
  const agregar = () => {
    const b = base();
    if (!b || faltan) return notify(COMPLETAR, { type: 'warning' });
    setItems((l) => [...l, { ...b, fecha, horaInicio, horaFin }]);
  };
  const limpiarVista = () => {
    setVista(null);
    setCruce(null);
    setElecciones([]);
  };
  // Escape or a click outside with something entered asks first (issue 27, 'confirm before discarding').
  const hayAlgoEscrito =
    !!paciente && (items.length > 0 || dias.length > 0 || valor !== '' || copago !== '' || cantidad !== '' || hasta !== '' || vista !== null);
  const { cerrar, confirmacion } = useCierreConConfirmacion(hayAlgoEscrito, onCerrar);

  return (
    <>
      <Dialog open onClose={cerrar} maxWidth="lg" fullWidth data-dialogo="programar">
        <DialogTitle>Programar sesiones</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {inicial && !paciente && pacienteInicial.isPending ? (
            <Typography color="text.secondary">Cargando el paciente...</Typography>
          ) : !paciente ? (
            <BuscarPaciente onElegir={setPaciente} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography data-paciente-elegido>{nombrePaciente(paciente)}</Typography>
              <MuiButton size="small" onClick={() => (setEstadoInicial('descartada'), setPaciente(null), setItems([]), setServicio(''))}>
                Cambiar paciente
              </MuiButton>
            </Box>
          )}
          {estadoInicial === 'no-disponible' && !servicio && (
            <Alert severity="warning" data-aviso="linea-no-disponible">
              La autorización elegida no tiene sesiones disponibles en la fecha: elija la fecha o el servicio.
            </Alert>
          )}
          {paciente && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              <CampoFecha label={modo === 'lista' ? 'Fecha' : 'Desde'} name="fecha" value={fecha} onChange={(v) => (setFecha(v), limpiarVista())} required />
              {porEspecialidad ? (
                <TextField
                  select
                  required
                  label="Especialidad"
                  name="especialidad"
                  value={especialidad}
                  onChange={(e) => (setEspecialidad(e.target.value), setTerapeuta(''), limpiarVista())}
                  helperText={
                    servicios.data && especialidades.length === 0
                      ? 'El paciente no tiene servicios disponibles en la fecha'
                      : 'De todas sus autorizaciones; primero la que vence antes'
                  }
                >
                  {especialidades.map((e) => (
                    <MenuItem key={e.servicio} value={String(e.servicio)}>{`${e.especialidad} · quedan ${e.restantes}`}</MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  select
                  required
                  label="Servicio disponible"
                  name="servicio"
                  value={servicio}
                  onChange={(e) => (setServicio(e.target.value), setTerapeuta(''), limpiarVista())}
                  sx={{ gridColumn: 'span 2' }}
                  helperText={servicios.data && servicios.data.length === 0 ? 'El paciente no tiene servicios disponibles en la fecha' : ' '}
                >
                  {(servicios.data ?? []).map((s) => (
                    <MenuItem key={`${s.coberturaId}:${s.lineaId}`} value={`${s.coberturaId}:${s.lineaId}`}>
                      {`${s.especialidad} · ${s.codigo} · ${s.entidad} · quedan ${s.restantes}${s.fechaVencimiento ? ` · vence ${formatearFecha(s.fechaVencimiento)}` : ''}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                select
                required
                label="Terapeuta"
                name="terapeuta"
                value={terapeuta}
                onChange={(e) => (setTerapeuta(e.target.value), limpiarVista())}
                disabled={codigoEspecialidad === undefined}
              >
                {(terapeutas.data ?? []).map((t) => (
                  <MenuItem key={t.id} value={t.id}>{`${t.nombres} ${t.apellidos}`}</MenuItem>
                ))}
              </TextField>
              <CampoHora required label="Hora de inicio" name="horaInicio" value={horaInicio} onChange={(v) => (setHoraInicio(v), limpiarVista())} />
              <CampoHora required label="Hora final" name="horaFin" value={horaFin} onChange={(v) => (setHoraFin(v), limpiarVista())} />
              <TextField select required label="Tipo" name="tipo" value={tipo} onChange={(e) => setTipo(e.target.value)}>
                {TIPOS_SESION_OPCIONES.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.nombre}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select required label="Lugar" name="lugar" value={lugar} onChange={(e) => setLugar(e.target.value)}>
                {LUGARES_SESION_OPCIONES.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.nombre}
                  </MenuItem>
                ))}
              </TextField>
              {(porEspecialidad ? elegida : linea) &&
                (conValorEscrito ? (
                  <>
                    <TextField required label="Valor por sesión" name="valor" value={valor} onChange={(e) => setValor(e.target.value.replace(/\D/g, ''))} />
                    <TextField label="Copago" name="copago" value={copago} onChange={(e) => setCopago(e.target.value.replace(/\D/g, ''))} />
                  </>
                ) : (
                  <Typography sx={{ alignSelf: 'center' }}>
                    {linea && !porEspecialidad
                      ? `Tarifa ${formatearMoneda(linea.tarifa)} · copago ${formatearMoneda(linea.copago)}`
                      : 'Valor y copago de la tarifa de cada autorización'}
                  </Typography>
                ))}
            </Box>
          )}
          {paciente && (
            <Tabs value={modo} onChange={(_, v: Modo) => (setModo(v), limpiarVista(), (v === 'especialidad') !== porEspecialidad && setTerapeuta(''))}>
              <Tab value="lista" label="Lista de sesiones" />
              <Tab value="semanal" label="Semanal" />
              <Tab value="especialidad" label="Por especialidad" />
            </Tabs>
          )}
          {paciente && modo === 'lista' && (
            <Box data-seccion="lista">
              <MuiButton onClick={agregar}>Agregar a la lista</MuiButton>
              {items.map((i, n) => (
                <Box key={n} sx={{ display: 'flex', gap: 2, alignItems: 'center' }} data-item>
                  <Typography>{`${formatearFecha(i.fecha)} ${formatearHorario(i.horaInicio, i.horaFin)} · ${textoTipoSesion(i.tipo)} · ${i.lugar}`}</Typography>
                  <MuiButton size="small" color="error" onClick={() => setItems((l) => l.filter((_, k) => k !== n))}>
                    Quitar
                  </MuiButton>
                </Box>
              ))}
            </Box>
          )}
          {paciente && modo !== 'lista' && (
            <Box data-seccion={modo} sx={{ display: 'grid', gap: 1 }}>
              <Box>
                {(porEspecialidad ? DIAS.slice(0, 6) : DIAS).map((d, n) => (
                  <FormControlLabel
                    key={d}
                    label={d}
                    control={
                      <Checkbox
                        name={`dia-${n + 1}`}
                        checked={dias.includes(n + 1)}
                        onChange={(e) => (setDias((l) => (e.target.checked ? [...l, n + 1].sort() : l.filter((x) => x !== n + 1))), limpiarVista())}
                      />
                    }
                  />
                ))}
              </Box>
              {/* How the series ends (issue 27 item 6): after N sessions, on a date, or (both empty) when the pool runs out. */}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} data-fin-serie>
                <TextField
                  size="small"
                  label="Cantidad de sesiones"
                  name="cantidad"
                  value={cantidad}
                  disabled={hasta !== ''}
                  onChange={(e) => (setCantidad(e.target.value.replace(/\D/g, '').slice(0, 3)), limpiarVista())}
                  helperText={hasta !== '' ? 'Termina en la fecha elegida' : 'Vacío: mientras queden sesiones'}
                  sx={{ width: 200 }}
                />
                <CampoFecha
                  size="small"
                  label="Termina el"
                  name="hasta"
                  value={hasta}
                  disabled={cantidad !== ''}
                  onChange={(v) => (setHasta(v), limpiarVista())}
                  helperText={cantidad !== '' ? 'Termina tras esas sesiones' : 'Vacío: sin fecha final'}
                  sx={{ width: 200 }}
                />
              </Box>
              {vista && <FechasDeSerie vista={vista} elecciones={elecciones} onElegir={(e) => previsualizar.mutate(e)} />}
            </Box>
          )}
          {cruce && <Alert severity="warning">{cruce}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={cerrar}>Cancelar</MuiButton>
          {modo !== 'lista' && !vista && (
            <MuiButton
              variant="outlined"
              disabled={previsualizar.isPending || !paciente}
              onClick={() => {
                const falta = faltaParaVer();
                if (falta) notify(falta, { type: 'warning' });
                else previsualizar.mutate([]);
              }}
            >
              Ver fechas
            </MuiButton>
          )}
          {cruce && (
            <MuiButton color="warning" variant="contained" disabled={programar.isPending} onClick={() => programar.mutate(true)}>
              Confirmar cruces
            </MuiButton>
          )}
          {modo !== 'lista' && vista && vista.conConflicto > 0 && (
            <Typography variant="body2" color="warning.main" data-por-que-no>
              Resuelva los cruces marcados para programar
            </Typography>
          )}
          {modo === 'lista' ? (
            <MuiButton variant="contained" disabled={programar.isPending || items.length === 0} onClick={() => programar.mutate(false)}>
              {programar.isPending ? 'Guardando...' : 'Programar'}
            </MuiButton>
          ) : (
            <MuiButton
              variant="contained"
              disabled={programarSerie.isPending || previsualizar.isPending || !vista || vista.fechas.length === 0 || vista.conConflicto > 0}
              onClick={() => programarSerie.mutate()}
            >
              {programarSerie.isPending ? 'Guardando...' : 'Programar'}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
      {confirmacion}
    </>
  );
};
