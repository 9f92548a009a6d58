import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useErroresDeCampo } from '../comun/useErroresDeCampo';
import { formatearFecha } from '../formato';
import { CampoArchivo } from '../comun/CampoArchivo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { CatalogosAdmisiones } from './proveedorAdmisiones';
import { mensajeDeError } from './util';
import { DOCUMENTOS_PACIENTE, problemaNumeroDocumento, problemaTelefono } from '../contratos';

const ACUDIENTE_VACIO = { parentesco: '', tipoDocumento: '', numeroDocumento: '', nombres: '', apellidos: '', telefono: '', correo: '', ocupacion: '' };
const OBLIGATORIOS_ACUDIENTE = Object.keys(ACUDIENTE_VACIO);

/** A list of a loaded patient (guardians, reasons), read through react-query and refreshed after each command. */
const useListaDelPaciente = <T,>(pacienteId: string | null, lista: 'acudientes' | 'motivos', leer: (id: string) => Promise<T[]>) =>
  useQuery({ queryKey: ['pacientes', pacienteId, lista], queryFn: () => leer(pacienteId!), enabled: !!pacienteId }).data ?? [];

/** Responsible persons of a loaded patient: list, form and unlinking (only for active patients). */
export const PanelAcudientes = ({ pacienteId, activo, catalogos }: { pacienteId: string; activo: boolean; catalogos: CatalogosAdmisiones }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const lista = useListaDelPaciente(pacienteId, 'acudientes', (id) => dp.acudientes(id));
  const [form, setForm] = useState<Record<string, string>>(ACUDIENTE_VACIO);
  const { errores, marcarFaltantes, marcarDelServidor, quitar, propsDe } = useErroresDeCampo();
  const avisos: Record<string, string | null> = {
    numeroDocumento: form.tipoDocumento && form.numeroDocumento.trim() ? problemaNumeroDocumento(form.tipoDocumento, form.numeroDocumento) : null,
    telefono: problemaTelefono(form.telefono),
  };
  const errorDe = (nombre: string) =>
    errores[`acudiente.${nombre}`] ? propsDe(`acudiente.${nombre}`) : avisos[nombre] ? { error: true, helperText: avisos[nombre] } : {};
  const campo = (nombre: string, etiqueta: string, opciones?: { codigo: string | number; nombre: string }[]) => (
    <TextField
      size="small"
      label={etiqueta}
      name={`acudiente.${nombre}`}
      value={form[nombre]}
      select={!!opciones}
      required
      {...errorDe(nombre)}
      onChange={(e) => {
        quitar(`acudiente.${nombre}`);
        setForm({ ...form, [nombre]: e.target.value });
      }}
    >
      {opciones?.map((o) => (
        <MenuItem key={o.codigo} value={String(o.codigo)}>
          {o.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
  const registrar = useMutation({
    mutationFn: () => dp.registrarAcudiente(pacienteId, { ...form, parentesco: Number(form.parentesco), ocupacion: Number(form.ocupacion) }),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      setForm(ACUDIENTE_VACIO);
      refresh();
    },
    onError: (error) => {
      marcarDelServidor(error, 'acudiente.');
      notify(mensajeDeError(error, 'No se pudo registrar el acudiente.'), { type: 'error' });
    },
  });
  const desvincular = useMutation({
    mutationFn: (documento: string) => dp.desvincularAcudiente(pacienteId, documento),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(mensajeDeError(error, 'No se pudo desvincular el acudiente.'), { type: 'error' }),
  });
  const intentarRegistrar = () => {
    if (marcarFaltantes(form, OBLIGATORIOS_ACUDIENTE, 'acudiente.')) {
      notify('Faltan campos por llenar!', { type: 'warning' });
      return;
    }
    const aviso = Object.values(avisos).find(Boolean);
    if (aviso) {
      notify(aviso, { type: 'warning' });
      return;
    }
    registrar.mutate();
  };
  const nombreDe = (l: { codigo: number; nombre: string }[], c: number) => l.find((o) => o.codigo === c)?.nombre ?? String(c);
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-panel="acudientes">
      <Typography variant="h6">Acudientes</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['Nombres', 'Apellidos', 'Documento', 'Parentesco', 'Teléfono', 'Correo', 'Ocupación', ''].map((t) => (
              <TableCell key={t}>{t}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lista.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>Aún no hay datos para mostrar.</TableCell>
            </TableRow>
          )}
          {lista.map((a) => (
            <TableRow key={a.numeroDocumento}>
              <TableCell>{a.nombres}</TableCell>
              <TableCell>{a.apellidos}</TableCell>
              <TableCell>{`${a.tipoDocumento} ${a.numeroDocumento}`}</TableCell>
              <TableCell>{nombreDe(catalogos.parentescos, a.parentesco)}</TableCell>
              <TableCell>{a.telefono}</TableCell>
              <TableCell>{a.correo}</TableCell>
              <TableCell>{nombreDe(catalogos.ocupaciones, a.ocupacion)}</TableCell>
              <TableCell>
                {activo && (
                  <Button size="small" color="error" disabled={desvincular.isPending} onClick={() => desvincular.mutate(a.numeroDocumento)}>
                    Desvincular
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {activo ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, mt: 2, alignItems: 'start' }}>
          {campo('apellidos', 'Apellidos')}
          {campo('nombres', 'Nombres')}
          {campo('tipoDocumento', 'Tipo de documento', catalogos.tiposDocumento)}
          {campo('numeroDocumento', 'Número de documento')}
          {campo('parentesco', 'Parentesco', catalogos.parentescos)}
          {campo('telefono', 'Teléfono')}
          {campo('correo', 'Correo')}
          {campo('ocupacion', 'Ocupación', catalogos.ocupaciones)}
          <Button variant="contained" disabled={registrar.isPending} onClick={intentarRegistrar} data-accion="registrar-acudiente">
            Registrar acudiente
          </Button>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          Paciente inactivo: no se pueden registrar acudientes.
        </Alert>
      )}
    </Paper>
  );
};

/** Consultation reasons of a loaded patient. */
export const PanelMotivos = ({ pacienteId, activo }: { pacienteId: string | null; activo: boolean }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const lista = useListaDelPaciente(pacienteId, 'motivos', (id) => dp.motivos(id));
  const [texto, setTexto] = useState('');
  const { marcarDelServidor, quitar, propsDe } = useErroresDeCampo();
  const registrar = useMutation({
    mutationFn: (id: string) => dp.registrarMotivo(id, texto),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      setTexto('');
      refresh();
    },
    onError: (error) => {
      marcarDelServidor({ body: { errores: [{ campo: 'motivo', mensaje: mensajeDeError(error, 'No se pudo registrar el motivo.') }] } });
      notify(mensajeDeError(error, 'No se pudo registrar el motivo.'), { type: 'error' });
    },
  });
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-panel="motivos">
      <Typography variant="h6">Motivos de consulta</Typography>
      {lista.map((m) => (
        <Box key={m.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
          <Typography variant="body2">
            {formatearFecha(m.fecha)} · {m.estado === 1 ? 'Verificado' : 'Por verificar'}
          </Typography>
          <Typography>{m.descripcion}</Typography>
        </Box>
      ))}
      {activo && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
          <TextField
            name="motivo"
            label="Motivo de consulta"
            required
            multiline
            minRows={2}
            fullWidth
            value={texto}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            {...propsDe('motivo', `${texto.length}/1000`)}
            onChange={(e) => {
              quitar('motivo');
              setTexto(e.target.value);
            }}
          />
          <Button
            variant="contained"
            disabled={registrar.isPending}
            onClick={() => (pacienteId ? registrar.mutate(pacienteId) : notify('FALTAN DATOS DEL PACIENTE', { type: 'warning' }))}
            data-accion="registrar-motivo"
          >
            Registrar motivo
          </Button>
        </Box>
      )}
    </Paper>
  );
};

export const DOCUMENTOS = DOCUMENTOS_PACIENTE;

/** The six documents (jpg, png or pdf) and the photo (jpg or png). */
export const PanelDocumentos = ({
  pacienteId,
  activo,
  guardados,
  alGuardar,
}: {
  pacienteId: string | null;
  activo: boolean;
  guardados: string[];
  alGuardar: () => void;
}) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const [archivos, setArchivos] = useState<Record<string, File | null>>({});
  const [enviando, setEnviando] = useState(false);
  const guardar = async () => {
    if (!pacienteId) {
      notify('Faltan datos del paciente!', { type: 'warning' });
      return;
    }
    if (DOCUMENTOS.some((d) => !archivos[d.campo])) {
      notify('No hay documentos para guardar!', { type: 'warning' });
      return;
    }
    setEnviando(true);
    try {
      const r = await dp.guardarDocumentos(pacienteId, archivos);
      notify(r.mensaje, { type: 'success' });
      setArchivos({});
      alGuardar();
    } catch (error) {
      notify(mensajeDeError(error, 'No se pudieron guardar los documentos.'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };
  /** One document on its own (issue 27 item 9): its own button and its own result; the others stay as chosen. */
  const [guardandoUno, setGuardandoUno] = useState<string | null>(null);
  const [resultados, setResultados] = useState<Record<string, { ok: boolean; texto: string }>>({});
  const guardarUno = async (campo: string) => {
    const elegido = archivos[campo];
    if (!pacienteId || !elegido) return;
    setGuardandoUno(campo);
    try {
      const r = await dp.guardarDocumento(pacienteId, campo, elegido);
      setResultados((x) => ({ ...x, [campo]: { ok: true, texto: r.mensaje } }));
      setArchivos((x) => ({ ...x, [campo]: null }));
      notify(r.mensaje, { type: 'success' });
      alGuardar();
    } catch (error) {
      const texto = mensajeDeError(error, 'No se pudo guardar el documento.');
      setResultados((x) => ({ ...x, [campo]: { ok: false, texto } }));
      notify(texto, { type: 'error' });
    } finally {
      setGuardandoUno(null);
    }
  };
  const archivo = (campo: string, nombre: string, acepta: string, formatos: string) => (
    <Box key={campo} data-documento={campo} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <CampoArchivo
          campo={campo}
          nombre={nombre}
          acepta={acepta}
          formatos={formatos}
          elegido={archivos[campo]}
          guardado={guardados.includes(campo)}
          disabled={!activo}
          onElegir={(f) => (setArchivos({ ...archivos, [campo]: f }), setResultados(({ [campo]: _anterior, ...resto }) => resto))}
          onVerGuardado={() => pacienteId && void abrirDocumento(dp, pacienteId, campo)}
        />
        {resultados[campo] && (
          <Typography variant="caption" color={resultados[campo].ok ? 'success.main' : 'error'} component="div" role="status" data-resultado={campo}>
            {resultados[campo].texto}
          </Typography>
        )}
      </Box>
      {activo && archivos[campo] && (
        <Button
          size="small"
          variant="contained"
          disabled={guardandoUno !== null || enviando}
          onClick={() => void guardarUno(campo)}
          data-accion={`guardar-${campo}`}
          aria-label={`Guardar ${nombre}`}
        >
          {guardandoUno === campo ? 'Guardando...' : 'Guardar'}
        </Button>
      )}
    </Box>
  );
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-panel="documentos">
      <Typography variant="h6">Documentos</Typography>
      <Typography variant="body2" color="text.secondary" data-regla="documentos">
        Se guardan juntos los seis documentos (jpg, png o pdf) y, si la tiene, la foto (jpg o png). Un archivo nuevo reemplaza al guardado. También puede
        guardar cada uno por sí solo con su botón Guardar.
      </Typography>
      {DOCUMENTOS.map((d) => archivo(d.campo, d.nombre, '.jpg,.jpeg,.png,.pdf', 'jpg, png o pdf'))}
      {archivo('foto', 'Foto', '.jpg,.jpeg,.png', 'jpg o png')}
      {activo ? (
        <Button variant="contained" sx={{ mt: 1 }} disabled={enviando || guardandoUno !== null} onClick={() => void guardar()} data-accion="guardar-documentos">
          Guardar documentos
        </Button>
      ) : (
        <Alert severity="info">Paciente inactivo: no se pueden guardar documentos.</Alert>
      )}
    </Paper>
  );
};

/** Opens a stored document in a new tab (the request carries the session's token). */
const abrirDocumento = async (dp: AvantiDataProvider, pacienteId: string, tipo: string) => {
  const { contenido } = await dp.documentoPaciente(pacienteId, tipo);
  const url = URL.createObjectURL(contenido);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
