import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { documentoSegun, obligatorio, opciones, sinAyuda, telefonoValido, useAvisoAlGuardar } from './entradasIngreso';
import { formatearFecha } from '../formato';
import { CampoArchivo } from '../comun/CampoArchivo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { CatalogosAdmisiones } from './proveedorAdmisiones';
import { mensajeDeError } from './util';
import { DOCUMENTOS_PACIENTE } from '../contratos';

const ACUDIENTE_VACIO = { parentesco: '', tipoDocumento: '', numeroDocumento: '', nombres: '', apellidos: '', telefono: '', correo: '', ocupacion: '' };
const documentoValido = documentoSegun((todos) => (todos.acudiente as Record<string, unknown> | undefined)?.tipoDocumento);

/** A list of a loaded patient (guardians, reasons), read through react-query and refreshed after each command. */
const useListaDelPaciente = <T,>(pacienteId: string | null, lista: 'acudientes' | 'motivos', leer: (id: string) => Promise<T[]>) =>
  useQuery({ queryKey: ['pacientes', pacienteId, lista], queryFn: () => leer(pacienteId!), enabled: !!pacienteId }).data ?? [];

/** The guardian's fields (`acudiente.*`), every one required; the save checks them before the server does. */
const CamposAcudiente = ({ catalogos }: { catalogos: CatalogosAdmisiones }) => {
  const { isSubmitting } = useFormState();
  const { trigger, getValues } = useFormContext();
  useAvisoAlGuardar();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, mt: 2, alignItems: 'start' }}>
      <TextInput source="acudiente.apellidos" validate={obligatorio} {...sinAyuda} />
      <TextInput source="acudiente.nombres" validate={obligatorio} {...sinAyuda} />
      <SelectInput
        source="acudiente.tipoDocumento"
        choices={opciones(catalogos.tiposDocumento)}
        validate={obligatorio}
        {...sinAyuda}
        onChange={() => {
          if (getValues('acudiente.numeroDocumento')) void trigger('acudiente.numeroDocumento');
        }}
      />
      <TextInput source="acudiente.numeroDocumento" validate={[...obligatorio, documentoValido]} {...sinAyuda} />
      <SelectInput source="acudiente.parentesco" choices={opciones(catalogos.parentescos)} validate={obligatorio} {...sinAyuda} />
      <TextInput source="acudiente.telefono" validate={[...obligatorio, telefonoValido]} {...sinAyuda} />
      <TextInput source="acudiente.correo" validate={obligatorio} {...sinAyuda} />
      <SelectInput source="acudiente.ocupacion" choices={opciones(catalogos.ocupaciones)} validate={obligatorio} {...sinAyuda} />
      <Button type="submit" variant="contained" disabled={isSubmitting} data-accion="registrar-acudiente">
        Registrar acudiente
      </Button>
    </Box>
  );
};

/** Responsible persons of a loaded patient: list, form and unlinking (only for active patients). */
export const PanelAcudientes = ({ pacienteId, activo, catalogos }: { pacienteId: string; activo: boolean; catalogos: CatalogosAdmisiones }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const refresh = useRefresh();
  const lista = useListaDelPaciente(pacienteId, 'acudientes', (id) => dp.acudientes(id));
  // Each registration starts the form over, empty.
  const [registrados, setRegistrados] = useState(0);
  const registrar = async (valores: Record<string, unknown>) => {
    const a = { ...ACUDIENTE_VACIO, ...(valores.acudiente as Record<string, string | null>) };
    try {
      const r = await dp.registrarAcudiente(pacienteId, {
        ...Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v ?? ''])),
        parentesco: Number(a.parentesco),
        ocupacion: Number(a.ocupacion),
      });
      notify(r.mensaje, { type: 'success' });
      setRegistrados((n) => n + 1);
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'No se pudo registrar el acudiente.'), { type: 'error' });
      return erroresDelServidor(error, 'acudiente.');
    }
  };
  const desvincular = useMutation({
    mutationFn: (documento: string) => dp.desvincularAcudiente(pacienteId, documento),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(mensajeDeError(error, 'No se pudo desvincular el acudiente.'), { type: 'error' }),
  });
  const nombreDe = (l: { codigo: number; nombre: string }[], c: number) => l.find((o) => o.codigo === c)?.nombre ?? String(c);
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-panel="acudientes">
      <Typography variant="h6">{t('resources.admisiones/ingreso.paneles.acudientes')}</Typography>
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
        <Form
          key={registrados}
          defaultValues={{ acudiente: ACUDIENTE_VACIO }}
          onSubmit={registrar}
          resource="admisiones/acudiente"
          mode="onChange"
          noValidate
          disableInvalidFormNotification
        >
          <CamposAcudiente catalogos={catalogos} />
        </Form>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          Paciente inactivo: no se pueden registrar acudientes.
        </Alert>
      )}
    </Paper>
  );
};

/** The reason being typed, with its length under it (at most 1000). */
const CampoMotivo = () => {
  const { isSubmitting } = useFormState();
  const texto = useWatch({ name: 'motivo' }) as string | null;
  useAvisoAlGuardar();
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
      <TextInput
        source="motivo"
        validate={obligatorio}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        helperText={`${(texto ?? '').length}/1000`}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting} data-accion="registrar-motivo">
        Registrar motivo
      </Button>
    </Box>
  );
};

/** Consultation reasons of a loaded patient. */
export const PanelMotivos = ({ pacienteId, activo }: { pacienteId: string | null; activo: boolean }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const refresh = useRefresh();
  const lista = useListaDelPaciente(pacienteId, 'motivos', (id) => dp.motivos(id));
  // Each registration starts the form over, empty.
  const [registrados, setRegistrados] = useState(0);
  const registrar = async (valores: Record<string, unknown>) => {
    if (!pacienteId) {
      notify('FALTAN DATOS DEL PACIENTE', { type: 'warning' });
      return;
    }
    try {
      const r = await dp.registrarMotivo(pacienteId, String(valores.motivo ?? ''));
      notify(r.mensaje, { type: 'success' });
      setRegistrados((n) => n + 1);
      refresh();
    } catch (error) {
      const mensaje = mensajeDeError(error, 'No se pudo registrar el motivo.');
      notify(mensaje, { type: 'error' });
      return { motivo: mensaje };
    }
  };
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-panel="motivos">
      <Typography variant="h6">{t('resources.admisiones/ingreso.paneles.motivos')}</Typography>
      {lista.map((m) => (
        <Box key={m.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
          <Typography variant="body2">
            {formatearFecha(m.fecha)} · {m.estado === 1 ? 'Verificado' : 'Por verificar'}
          </Typography>
          <Typography>{m.descripcion}</Typography>
        </Box>
      ))}
      {activo && (
        <Form key={registrados} defaultValues={{ motivo: '' }} onSubmit={registrar} resource="admisiones/motivo" noValidate disableInvalidFormNotification>
          <CampoMotivo />
        </Form>
      )}
    </Paper>
  );
};

export const DOCUMENTOS = DOCUMENTOS_PACIENTE;

/** The six documents (jpg, png or pdf) and the photo (jpg or png): the inputs of the documents' form. */
const ARCHIVOS = [
  ...DOCUMENTOS.map((d) => ({ campo: d.campo, nombre: d.nombre, acepta: '.jpg,.jpeg,.png,.pdf', formatos: 'jpg, png o pdf' })),
  { campo: 'foto', nombre: 'Foto', acepta: '.jpg,.jpeg,.png', formatos: 'jpg o png' },
];
const SIN_ARCHIVOS: Record<string, File | null> = Object.fromEntries(ARCHIVOS.map((a) => [a.campo, null]));

interface PropsDocumentos {
  pacienteId: string | null;
  activo: boolean;
  guardados: string[];
  alGuardar: () => void;
}

/** The six documents and the photo, saved together ('Guardar documentos') or each on its own; a saved one empties the form. */
export const PanelDocumentos = (props: PropsDocumentos) => {
  const { pacienteId, alGuardar } = props;
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  // Each save of them all starts a fresh form (nothing left chosen); each document's own result stays under it.
  const [guardadosJuntos, setGuardadosJuntos] = useState(0);
  const [resultados, setResultados] = useState<Resultados>({});
  const guardar = async (valores: Record<string, unknown>) => {
    const archivos = valores as Record<string, File | null>;
    if (!pacienteId) {
      notify('Faltan datos del paciente!', { type: 'warning' });
      return;
    }
    if (DOCUMENTOS.some((d) => !archivos[d.campo])) {
      notify('No hay documentos para guardar!', { type: 'warning' });
      return;
    }
    try {
      const r = await dp.guardarDocumentos(pacienteId, archivos);
      notify(r.mensaje, { type: 'success' });
      setGuardadosJuntos((n) => n + 1);
      alGuardar();
    } catch (error) {
      notify(mensajeDeError(error, 'No se pudieron guardar los documentos.'), { type: 'error' });
    }
  };
  return (
    <Form key={guardadosJuntos} defaultValues={SIN_ARCHIVOS} onSubmit={guardar} noValidate disableInvalidFormNotification>
      <CamposDocumentos {...props} resultados={resultados} setResultados={setResultados} />
    </Form>
  );
};

type Resultados = Record<string, { ok: boolean; texto: string }>;

const CamposDocumentos = ({
  pacienteId,
  activo,
  guardados,
  alGuardar,
  resultados,
  setResultados,
}: PropsDocumentos & { resultados: Resultados; setResultados: (cambiar: (anteriores: Resultados) => Resultados) => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const { setValue } = useFormContext();
  const { isSubmitting: enviando } = useFormState();
  const archivos = useWatch() as Record<string, File | null>;
  /** One document on its own (issue 27 item 9): its own button and its own result; the others stay as chosen. */
  const [guardandoUno, setGuardandoUno] = useState<string | null>(null);
  const guardarUno = async (campo: string) => {
    const elegido = archivos[campo];
    if (!pacienteId || !elegido) return;
    setGuardandoUno(campo);
    try {
      const r = await dp.guardarDocumento(pacienteId, campo, elegido);
      setResultados((x) => ({ ...x, [campo]: { ok: true, texto: r.mensaje } }));
      setValue(campo, null);
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
  const archivo = ({ campo, nombre, acepta, formatos }: (typeof ARCHIVOS)[number]) => (
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
          onElegir={(f) => (setValue(campo, f, { shouldDirty: true }), setResultados(({ [campo]: _anterior, ...resto }) => resto))}
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
      <Typography variant="h6">{t('resources.admisiones/ingreso.paneles.documentos')}</Typography>
      <Typography variant="body2" color="text.secondary" data-regla="documentos">
        Se guardan juntos los seis documentos (jpg, png o pdf) y, si la tiene, la foto (jpg o png). Un archivo nuevo reemplaza al guardado. También puede
        guardar cada uno por sí solo con su botón Guardar.
      </Typography>
      {ARCHIVOS.map(archivo)}
      {activo ? (
        <Button variant="contained" sx={{ mt: 1 }} type="submit" disabled={enviando || guardandoUno !== null} data-accion="guardar-documentos">
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
