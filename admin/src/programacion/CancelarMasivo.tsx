import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import {
  Confirm,
  Form,
  RadioButtonGroupInput,
  required,
  SelectInput,
  setSubmissionErrors,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { textoTipoSesion } from '../contratos';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { formatearFecha, formatearHorario } from '../formato';
import { hoyDelServidor } from '../comun/reloj';
import { CamposMotivo } from './FormulariosSesion';
import { motivoCompleto } from './HistorialSesion';
import { AvisoSiInvalido, EntradaPaciente, pacienteDe } from './EntradasFiltro';
import { EntradaFechaSesion } from './programar/Entradas';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

type Busqueda = { paciente?: string; terapeuta?: string; desde: string; hasta: string };

const RECURSO = 'cancelar-masivo';
const clave = (k: string) => `resources.${RECURSO}.${k}`;
const texto = (v: unknown) => (typeof v === 'string' ? v : '');
const COLUMNAS = ['paciente', 'fecha', 'horario', 'terapeuta', 'tipo'] as const;
const obligatorio = required();
const noAntesDeDesde: Validator = (hasta: unknown, valores: FieldValues) => {
  const desde = texto(valores.desde);
  return texto(hasta) && desde && texto(hasta) < desde ? clave('rangoInvertido') : undefined;
};
/** Whom and the dates first, then the order of the dates: the same warnings the search always gave. */
const avisoDeBusqueda = (v: FieldValues) => {
  const elegido = v.por === 'terapeuta' ? !!texto(v.terapeuta) : !!pacienteDe(v.paciente);
  return !elegido || !texto(v.desde) || !texto(v.hasta) ? clave('faltanDatos') : clave('rangoInvertido');
};

/** Whose sessions (a patient or a therapist) and the range; locked while a search is shown. */
const FiltroBusqueda = ({ bloqueado, onOtra }: { bloqueado: boolean; onOtra: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { setValue } = useFormContext();
  const por = useWatch({ name: 'por' }) as 'paciente' | 'terapeuta';
  const terapeutas = useQuery({ queryKey: ['terapeutas', 'todos'], queryFn: () => dataProvider.terapeutasProgramables(), enabled: por === 'terapeuta' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioButtonGroupInput
        source="por"
        row
        disabled={bloqueado}
        helperText={false}
        translateChoice={false}
        choices={[
          { id: 'paciente', name: t(clave('porPaciente')) },
          { id: 'terapeuta', name: t(clave('porTerapeuta')) },
        ]}
        onChange={() => (setValue('paciente', null), setValue('terapeuta', ''))}
        sx={{ m: 0 }}
      />
      {por === 'paciente' && <EntradaPaciente validate={obligatorio} cambiar={t(clave('cambiarPaciente'))} disabled={bloqueado} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {por === 'terapeuta' && (
          <SelectInput
            source="terapeuta"
            validate={obligatorio}
            disabled={bloqueado}
            translateChoice={false}
            choices={(terapeutas.data ?? []).map((x) => ({ id: x.id, name: `${x.nombres} ${x.apellidos}` }))}
            helperText={false}
            sx={{ minWidth: 260, m: 0 }}
          />
        )}
        <EntradaFechaSesion source="desde" validate={obligatorio} disabled={bloqueado} />
        <EntradaFechaSesion source="hasta" validate={[obligatorio, noAntesDeDesde]} disabled={bloqueado} />
        {bloqueado ? (
          // Keyed apart: reusing the element would make it 'submit' while its own click is still going on.
          <MuiButton key="otra" onClick={onOtra}>
            {t(clave('otraBusqueda'))}
          </MuiButton>
        ) : (
          <MuiButton key="buscar" type="submit" variant="contained">
            {t(clave('buscar'))}
          </MuiButton>
        )}
      </Box>
      <AvisoSiInvalido mensaje={avisoDeBusqueda} />
    </Box>
  );
};

/** The reason for all of them, 'Cancelar todas' and its confirmation; the server's field errors go to the fields. */
const CancelarTodas = ({
  busqueda,
  cantidad,
  confirmando,
  onConfirmando,
}: {
  busqueda: Busqueda;
  cantidad: number;
  confirmando: boolean;
  onConfirmando: (si: boolean) => void;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const notify = useNotify();
  const cliente = useQueryClient();
  const { handleSubmit, setError } = useFormContext();
  const [motivo, detalle] = useWatch({ name: ['motivo', 'detalleMotivo'] }).map(texto);
  const cancelar = useMutation({
    mutationFn: (v: FieldValues) =>
      dataProvider.cancelarSesionesMasivo({ ...busqueda, motivo: texto(v.motivo), ...(v.motivo === 'Otros' ? { detalle: texto(v.detalleMotivo) } : {}) }),
  });
  const ejecutar = async (v: FieldValues) => {
    try {
      const r = await cancelar.mutateAsync(v);
      notify(r.mensaje, { type: 'success' });
      onConfirmando(false);
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
    } catch (error) {
      onConfirmando(false);
      notify((error instanceof Error && error.message) || clave('errorServidor'), { type: 'error' });
      const { detalle: enDetalle, ...errores } = erroresDelServidor(error);
      setSubmissionErrors(enDetalle ? { ...errores, detalleMotivo: enDetalle } : errores, setError);
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 320 }}>
          <CamposMotivo />
        </Box>
        <MuiButton type="submit" color="error" variant="contained" disabled={!motivoCompleto(motivo, detalle) || cancelar.isPending}>
          {t(clave('cancelarTodas'))}
        </MuiButton>
        {!motivo && (
          <Typography variant="body2" color="text.secondary">
            {t(clave('seleccioneMotivo'))}
          </Typography>
        )}
      </Box>
      <Confirm
        isOpen={confirmando}
        title={clave('confirmarTitulo')}
        content={clave('confirmarTexto')}
        contentTranslateOptions={{ cantidad, motivo }}
        confirm={clave('cancelarTodas')}
        cancel={clave('volver')}
        onConfirm={() => void handleSubmit(ejecutar)()}
        onClose={() => onConfirmando(false)}
      />
    </>
  );
};

/** Mass cancellation (/programacion/cancelar-masivo, spec 2): a patient's or a therapist's pending sessions in a range, with one reason. */
export const CancelarMasivo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [busqueda, setBusqueda] = useState<Busqueda | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const sesiones = useQuery({
    queryKey: ['sesiones', 'masivo', busqueda],
    queryFn: () => dataProvider.sesionesProgramadas({ ...busqueda!, estado: 3 }),
    enabled: !!busqueda,
  });
  const buscar = (v: FieldValues) => {
    const paciente = pacienteDe(v.paciente);
    const desde = texto(v.desde);
    const hasta = texto(v.hasta);
    setBusqueda(v.por === 'paciente' ? { paciente: paciente?.id, desde, hasta } : { terapeuta: texto(v.terapeuta), desde, hasta });
  };
  const hoy = hoyDelServidor();
  const hay = !!busqueda && !!sesiones.data && sesiones.data.length > 0;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-pantalla="cancelar-masivo">
      <Title title={t(clave('titulo'))} />
      <Form
        noValidate
        resource={RECURSO}
        defaultValues={{ por: 'paciente', paciente: null, terapeuta: '', desde: hoy, hasta: hoy }}
        onSubmit={buscar}
        disableInvalidFormNotification
      >
        <FiltroBusqueda bloqueado={!!busqueda} onOtra={() => setBusqueda(null)} />
      </Form>
      {busqueda &&
        sesiones.data &&
        (sesiones.data.length === 0 ? (
          <Alert severity="info">{t(clave('sinSesiones'))}</Alert>
        ) : (
          <Table size="small" aria-label={t(clave('tabla'))}>
            <TableHead>
              <TableRow>
                {COLUMNAS.map((c) => (
                  <TableCell key={c}>{t(clave(`columnas.${c}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sesiones.data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.pacienteNombre}</TableCell>
                  <TableCell>{formatearFecha(s.fecha)}</TableCell>
                  <TableCell>{formatearHorario(s.horaInicio, s.horaFin)}</TableCell>
                  <TableCell>{s.terapeutaNombre}</TableCell>
                  <TableCell>{textoTipoSesion(s.tipo)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      {/* Mounted all along, so the reason chosen stays for the next search; 'Cancelar todas' asks before sending. */}
      <Form noValidate resource={RECURSO} defaultValues={{ motivo: '', detalleMotivo: '' }} onSubmit={() => setConfirmando(true)}>
        {hay && busqueda && (
          <CancelarTodas busqueda={busqueda} cantidad={sesiones.data?.length ?? 0} confirmando={confirmando} onConfirmando={setConfirmando} />
        )}
      </Form>
    </Box>
  );
};
