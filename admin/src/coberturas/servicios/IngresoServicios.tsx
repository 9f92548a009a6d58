import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { FORMAS_PAGO, TIPOS_CLIENTE } from '../../contratos';
import { CampoFecha } from '../../comun/CampoFecha';
import { hoyDelServidor } from '../../comun/reloj';
import { formatearFecha } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from './BuscarPaciente';
import { LineasServicio, type LineaServicio } from './LineasServicio';

const DIAS_ORDEN = [30, 45, 60, 90, 120, 150, 180];
const DIAS_PARTICULAR: [number, string][] = [
  [15, '15 días'],
  [30, '1 mes'],
  [60, '2 meses'],
  [90, '3 meses'],
  [120, '4 meses'],
];
const PERIODOS = [15, 30, 60, 90, 120];
const TIPO_EPS: Record<number, number> = { 6: 1, 7: 2, 8: 3 };
/** The insurer's own authorization number, as the server takes it (issue 27 item 9). */
const NUMERO_EPS = /^[A-Za-z0-9-]{0,30}$/;
const columnas = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;

const hoyBogota = hoyDelServidor;
const masDias = (fecha: string, dias: number) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** Service intake (spec 1, /admisiones/servicios): orders, authorizations, private services and agreements. */
const IngresoServicios = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const navegar = useNavigate();
  const consultas = useQueryClient();
  /** The coverage just registered: 'Programar sesiones' leads to scheduling for it (issue 27 item 9). */
  const [registrada, setRegistrada] = useState<{ id: string; codigo: string; pacienteId: string } | null>(null);
  const [tipoCliente, setTipoCliente] = useState(6);
  const [paciente, setPaciente] = useState<PacienteElegible | null>(null);
  const [porConfirmar, setPorConfirmar] = useState<PacienteElegible | null>(null);
  const [noConcuerda, setNoConcuerda] = useState(false);
  const [formato, setFormato] = useState<'1' | '0'>('1');
  const [sinOrden, setSinOrden] = useState(false);
  const [codigo90, setCodigo90] = useState(false);
  const [orden, setOrden] = useState<string | null>(null);
  const [entidad, setEntidad] = useState('');
  const [codigo, setCodigo] = useState('');
  const [numeroEps, setNumeroEps] = useState('');
  const [fecha, setFecha] = useState(hoyBogota());
  const [cobertura, setCobertura] = useState('');
  const [observaciones, setObservaciones] = useState('');
  const [particular, setParticular] = useState({ nombreCliente: '', formaPago: '1', periodo: '30', contrato: '', orden: '' });
  const [lineas, setLineas] = useState<LineaServicio[]>([]);

  const asegurado = tipoCliente in TIPO_EPS;
  const conOrden = asegurado && formato === '1' && !sinOrden && !codigo90;
  const { data: aseguradoras = [], error: errorAseguradoras } = useQuery({
    queryKey: ['aseguradoras', TIPO_EPS[tipoCliente]],
    queryFn: () => dataProvider.aseguradorasActivas(TIPO_EPS[tipoCliente]),
    enabled: asegurado,
  });
  const { data: ordenes = [] } = useQuery({
    queryKey: ['coberturas', 'ordenes-activas', paciente?.id],
    queryFn: () => dataProvider.ordenesActivasDelPaciente(paciente!.id),
    enabled: !!paciente && conOrden,
  });
  const { data: delPaciente = [] } = useQuery({
    queryKey: ['coberturas', 'del-paciente', paciente?.id],
    queryFn: () => dataProvider.coberturasDelPaciente(paciente!.id),
    enabled: !!paciente,
  });
  const programarSesiones = (coberturaId: string, pacienteId: string) =>
    navegar(`/programacion/programacion-citas?${new URLSearchParams({ programar: coberturaId, paciente: pacienteId, linea: '1' })}`);

  const elegir = (p: PacienteElegible) => {
    setPaciente(p);
    setOrden(null);
    setNoConcuerda(p.tipoCliente !== tipoCliente);
    // The entity comes from the patient's insurer (issue 27 item 9): EPS, prepaid or policy as the client type says.
    void dataProvider
      .obtenerPaciente(p.id)
      .then((leido) => {
        const suya = ({ 6: leido.eps, 7: leido.prepagada, 8: leido.poliza } as Record<number, string | null>)[p.tipoCliente] ?? null;
        if (suya) setEntidad((actual) => actual || suya);
      })
      .catch(() => undefined);
  };
  const limpiar = () => {
    setLineas([]);
    setCodigo('');
    setNumeroEps('');
    setObservaciones('');
    setOrden(null);
    setCobertura('');
  };

  const registrar = useMutation({
    mutationFn: () => {
      const comun = { paciente: paciente!.id, fecha, lineas, observaciones: observaciones.trim() || undefined };
      if (tipoCliente === 2)
        return dataProvider.registrarCobertura('particulares', {
          ...comun,
          cobertura: Number(cobertura),
          nombreCliente: particular.nombreCliente,
          formaPago: Number(particular.formaPago),
          periodo: Number(particular.periodo),
          contrato: particular.contrato,
          orden: particular.orden.trim() || undefined,
        });
      if (tipoCliente === 3) return dataProvider.registrarCobertura('convenios', { ...comun, cobertura: Number(cobertura) });
      if (formato === '0') return dataProvider.registrarCobertura('ordenes', { ...comun, entidad, cobertura: Number(cobertura) });
      if (conOrden)
        return dataProvider.registrarCobertura('autorizaciones', {
          ...comun,
          pertenece: orden,
          cobertura: Number(cobertura),
          numeroAutorizacionEps: numeroEps.trim() || undefined,
        });
      return dataProvider.registrarCobertura('autorizaciones', {
        ...comun,
        sinOrden,
        codigo90,
        codigo,
        entidad: codigo90 ? undefined : entidad || undefined,
        cobertura: cobertura === '' ? null : Number(cobertura),
      });
    },
    onSuccess: (r) => {
      notify(`${r.mensaje} ${r.codigo}`, { type: 'success' });
      if (asegurado && formato === '0') {
        // The order registered inline: back to the authorization, the new order among the active ones.
        setFormato('1');
        setSinOrden(false);
        setCodigo90(false);
        setRegistrada(null);
        void consultas.invalidateQueries({ queryKey: ['coberturas', 'ordenes-activas'] });
      } else if (paciente) {
        setRegistrada({ id: r.id, codigo: r.codigo, pacienteId: paciente.id });
      }
      void consultas.invalidateQueries({ queryKey: ['coberturas', 'del-paciente'] });
      limpiar();
    },
    onError: (e) => notify(e.message || 'Ocurrió un error en el servidor, intentelo de nuevo', { type: 'error' }),
  });

  const mensajeSinServicios =
    tipoCliente === 2 || tipoCliente === 3
      ? 'Debe cargar servicios a la autorización'
      : formato === '0'
        ? 'Debe cargar servicios a la orden'
        : conOrden
          ? 'Debe cargar servicios a la autorización'
          : 'Debe cargarle servicios a la autorización';
  const porQueNo = !paciente
    ? 'Seleccione un paciente'
    : conOrden && !orden
      ? 'Seleccione la orden médica'
      : asegurado && (formato === '0' || sinOrden) && !entidad
        ? 'Seleccione la entidad'
        : !conOrden && asegurado && formato === '1' && !codigo.trim()
          ? 'Escriba el número de la autorización'
          : conOrden && !NUMERO_EPS.test(numeroEps.trim())
            ? 'El N.º autorización EPS admite solo letras, números y guiones (máximo 30)'
            : cobertura === '' && !(asegurado && formato === '1' && !conOrden)
              ? 'Elija la cobertura'
              : tipoCliente === 2 && (!particular.nombreCliente.trim() || !particular.contrato.trim())
                ? 'Escriba el nombre del cliente y el número de contrato'
                : null;
  const boton =
    tipoCliente === 2
      ? 'Registrar servicio particular'
      : tipoCliente === 3
        ? 'Registrar convenio'
        : formato === '0'
          ? 'Registrar Orden médica'
          : codigo90
            ? 'Registrar Autorización codigo 90'
            : sinOrden
              ? 'Registrar Autorización (sin OM)'
              : 'Registrar Autorización';
  const opcionesCobertura: [number, string][] = tipoCliente === 2 ? DIAS_PARTICULAR : DIAS_ORDEN.map((d) => [d, `${d} días`]);

  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 } }}>
      <Paper data-seccion="paciente" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <FormControl>
          <FormLabel id="tipo-cliente">Tipo de cliente</FormLabel>
          <RadioGroup
            row
            aria-labelledby="tipo-cliente"
            value={String(tipoCliente)}
            onChange={(e) => {
              setTipoCliente(Number(e.target.value));
              setPaciente(null);
              limpiar();
            }}
          >
            {TIPOS_CLIENTE.map((t) => (
              <FormControlLabel key={t.codigo} value={String(t.codigo)} control={<Radio />} label={t.nombre} />
            ))}
          </RadioGroup>
        </FormControl>
        <BuscarPaciente onElegir={(p) => (p.tipoCliente !== tipoCliente ? setPorConfirmar(p) : elegir(p))} />
        {paciente && (
          <Box sx={columnas} data-paciente-elegido>
            <TextField size="small" label="Paciente" value={nombrePaciente(paciente)} slotProps={{ input: { readOnly: true } }} />
            <TextField
              size="small"
              label="Documento"
              value={`${paciente.tipoDocumento} ${paciente.numeroDocumento}`}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField size="small" label="Código" value={paciente.codigo} slotProps={{ input: { readOnly: true } }} />
          </Box>
        )}
        {noConcuerda && <Alert severity="warning">El tipo de cliente no concueda con el modulo seleccionado</Alert>}
      </Paper>

      <Paper data-seccion="servicio" sx={{ p: 2, display: 'grid', gap: 2 }}>
        {asegurado && (
          <FormControl>
            <FormLabel id="formato">Formato</FormLabel>
            <RadioGroup row aria-labelledby="formato" value={formato} onChange={(e) => setFormato(e.target.value as '1' | '0')}>
              <FormControlLabel value="1" control={<Radio />} label="Autorización" />
              <FormControlLabel value="0" control={<Radio />} label="Orden médica" />
            </RadioGroup>
          </FormControl>
        )}
        {asegurado && formato === '1' && (
          <Box sx={{ display: 'flex', gap: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  name="sinOrden"
                  checked={sinOrden}
                  onChange={(e) => {
                    setSinOrden(e.target.checked);
                    if (e.target.checked) setCodigo90(false);
                  }}
                />
              }
              label="Autorización sin orden médica"
            />
            <FormControlLabel
              control={
                <Switch
                  name="codigo90"
                  checked={codigo90}
                  onChange={(e) => {
                    setCodigo90(e.target.checked);
                    if (e.target.checked) setSinOrden(false);
                  }}
                />
              }
              label="Autorización codigo 90"
            />
          </Box>
        )}
        {conOrden &&
          paciente &&
          (ordenes.length === 0 ? (
            <Alert
              severity="info"
              data-aviso="sin-orden"
              action={
                <MuiButton color="inherit" size="small" data-accion="registrar-orden" onClick={() => setFormato('0')}>
                  Registrar la orden médica
                </MuiButton>
              }
            >
              El paciente no tiene órdenes médicas activas: regístrela aquí y luego cargue la autorización.
            </Alert>
          ) : (
            <Table size="small" aria-label="Órdenes activas">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell>Código</TableCell>
                  <TableCell>Fecha</TableCell>
                  <TableCell>Entidad</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ordenes.map((o) => (
                  <TableRow key={o.id} hover selected={orden === o.id} onClick={() => setOrden(o.id)} sx={{ cursor: 'pointer' }} data-orden={o.codigo}>
                    <TableCell padding="checkbox">
                      <Radio size="small" checked={orden === o.id} />
                    </TableCell>
                    <TableCell>{o.codigo}</TableCell>
                    <TableCell>{formatearFecha(o.fecha)}</TableCell>
                    <TableCell>{o.entidadNombre}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
        <Box sx={columnas}>
          {asegurado && formato === '0' && <TextField size="small" label="Régimen" value="Contributivo" disabled />}
          {asegurado && (formato === '0' || sinOrden) && (
            <TextField
              select
              size="small"
              required
              name="entidad"
              label="Entidad"
              value={entidad}
              onChange={(e) => setEntidad(e.target.value)}
              error={!!errorAseguradoras}
              helperText={errorAseguradoras ? `No se pudieron cargar las entidades: ${errorAseguradoras.message}` : undefined}
            >
              {aseguradoras.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
          {asegurado && formato === '1' && !conOrden && (
            <TextField
              size="small"
              required
              name="codigoAutorizacion"
              label="Número de autorización"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
            />
          )}
          {conOrden && (
            <TextField
              size="small"
              name="numeroAutorizacionEps"
              label="N.º autorización EPS"
              value={numeroEps}
              onChange={(e) => setNumeroEps(e.target.value)}
              error={!NUMERO_EPS.test(numeroEps.trim())}
              helperText="Opcional: el número que dio la EPS"
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          )}
          <CampoFecha
            size="small"
            required
            label={tipoCliente === 2 ? 'Fecha de inicio' : 'Fecha de expedición'}
            name="fecha"
            value={fecha}
            onChange={setFecha}
          />
          <TextField select size="small" required name="cobertura" label="Cobertura" value={cobertura} onChange={(e) => setCobertura(e.target.value)}>
            {asegurado && formato === '1' && !conOrden && <MenuItem value="">Sin vigencia</MenuItem>}
            {opcionesCobertura.map(([d, t]) => (
              <MenuItem key={d} value={String(d)}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Fecha de vencimiento"
            value={cobertura ? formatearFecha(masDias(fecha, Number(cobertura))) : 'Sin vigencia'}
            slotProps={{ input: { readOnly: true } }}
          />
          {tipoCliente === 2 && (
            <>
              <TextField
                size="small"
                name="ordenParticular"
                label="Número de orden (opcional)"
                value={particular.orden}
                onChange={(e) => setParticular({ ...particular, orden: e.target.value })}
              />
              <TextField
                size="small"
                required
                name="nombreCliente"
                label="Nombre del cliente"
                value={particular.nombreCliente}
                onChange={(e) => setParticular({ ...particular, nombreCliente: e.target.value })}
              />
              <TextField
                select
                size="small"
                required
                name="formaPago"
                label="Forma de pago"
                value={particular.formaPago}
                onChange={(e) => setParticular({ ...particular, formaPago: e.target.value })}
              >
                {FORMAS_PAGO.map((f) => (
                  <MenuItem key={f.codigo} value={String(f.codigo)}>
                    {f.nombre}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                required
                name="periodo"
                label="Periodo de pago"
                value={particular.periodo}
                onChange={(e) => setParticular({ ...particular, periodo: e.target.value })}
              >
                {PERIODOS.map((p) => (
                  <MenuItem key={p} value={String(p)}>
                    {p} días
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                required
                name="contrato"
                label="Número de contrato"
                value={particular.contrato}
                onChange={(e) => setParticular({ ...particular, contrato: e.target.value })}
              />
            </>
          )}
        </Box>
        <TextField
          size="small"
          multiline
          minRows={2}
          name="observaciones"
          label="Observaciones"
          value={observaciones}
          onChange={(e) => setObservaciones(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20000 } }}
        />
        <LineasServicio lineas={lineas} onCambiar={setLineas} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <MuiButton
            variant="contained"
            disabled={!!porQueNo || registrar.isPending}
            onClick={() => (lineas.length === 0 ? notify(mensajeSinServicios, { type: 'warning' }) : registrar.mutate())}
          >
            {boton}
          </MuiButton>
          <MuiButton
            onClick={() => {
              setPaciente(null);
              limpiar();
            }}
          >
            Cancelar
          </MuiButton>
          {porQueNo && (
            <Typography variant="caption" color="text.secondary">
              {porQueNo}
            </Typography>
          )}
        </Box>
      </Paper>
      {registrada && (
        <Alert
          severity="success"
          data-aviso="registrada"
          onClose={() => setRegistrada(null)}
          action={
            <MuiButton color="inherit" size="small" data-accion="programar-sesiones" onClick={() => programarSesiones(registrada.id, registrada.pacienteId)}>
              Programar sesiones
            </MuiButton>
          }
        >
          {registrada.codigo} quedó registrada: programe sus sesiones.
        </Alert>
      )}
      {paciente && delPaciente.length > 0 && (
        <Paper data-seccion="coberturas-del-paciente" sx={{ p: 2, display: 'grid', gap: 1, overflowX: 'auto' }}>
          <Typography variant="subtitle1">Órdenes y autorizaciones del paciente</Typography>
          <Table size="small" aria-label="Órdenes y autorizaciones del paciente">
            <TableHead>
              <TableRow>
                <TableCell>Código</TableCell>
                <TableCell>N.º autorización EPS</TableCell>
                <TableCell>Entidad o cliente</TableCell>
                <TableCell>Vence</TableCell>
                <TableCell align="right">Saldo en bolsa</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {delPaciente.map((c) => (
                <TableRow key={c.id} data-cobertura={c.codigo}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.codigo}</TableCell>
                  <TableCell data-numero-eps>{c.numeroAutorizacionEps ?? ''}</TableCell>
                  <TableCell>{c.formato >= 2 ? (c.nombreCliente ?? c.entidadNombre) : c.entidadNombre}</TableCell>
                  <TableCell>{c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia'}</TableCell>
                  <TableCell align="right">{c.bolsa}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {c.formato !== 0 && c.estado === 1 && c.bolsa > 0 && (
                      <MuiButton size="small" data-accion="programar-cobertura" onClick={() => programarSesiones(c.id, c.paciente)}>
                        Programar sesiones
                      </MuiButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Confirm
        isOpen={!!porConfirmar}
        title="Tipo de cliente"
        content="El tipo de cliente de este paciente, no concuerta con el modulo seleccionado, ¿desea continuar?"
        confirm="Continuar"
        cancel="Cancelar"
        onConfirm={() => {
          if (porConfirmar) elegir(porConfirmar);
          setPorConfirmar(null);
        }}
        onClose={() => setPorConfirmar(null)}
      />
    </Box>
  );
};

export default IngresoServicios;
