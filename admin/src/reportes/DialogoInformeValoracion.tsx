import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Form, required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { esFechaIso, MENSAJES_VALORACION } from '../contratos';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { FechaDeFormulario } from './FechaDeFormulario';
import { usePedidoPdf } from './usePedidoPdf';

const MAX = 20000;
const RECURSO = 'informe-valoracion';
/** Required, and not only spaces: the spec's words either way. */
const recomendacionesObligatorias = [
  required(MENSAJES_VALORACION.recomendacionesRequeridas),
  (v: unknown) => (String(v ?? '').trim() ? undefined : MENSAJES_VALORACION.recomendacionesRequeridas),
];

type Valores = {
  fecha: string;
  recomendaciones: string;
};

interface Props {
  abierto: boolean;
  onCerrar: () => void;
  paciente: string;
  nombrePaciente: string;
  fecha: string;
  /** The history's modal: the evaluation's date is chosen (today by default). */
  elegirFecha?: boolean;
}

/** The dialog's body, inside the form: it reads the typed date and text to ask the requirements and count characters. */
const Contenido = ({
  onCerrar,
  paciente,
  nombrePaciente,
  fecha,
  elegirFecha,
  cerrar,
  alEscribir,
  pdf,
}: Props & {
  cerrar: () => void;
  alEscribir: (hayTexto: boolean) => void;
  pdf: ReturnType<typeof usePedidoPdf<Valores>>;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const dia = useWatch<Valores, 'fecha'>({ name: 'fecha' }) ?? '';
  const recomendaciones = useWatch<Valores, 'recomendaciones'>({ name: 'recomendaciones' }) ?? '';
  const { seguimiento, enCurso, descargar } = pdf;
  const hayTexto = recomendaciones.trim() !== '' && !seguimiento;
  useEffect(() => alEscribir(hayTexto), [hayTexto, alEscribir]);
  // Why the PDF cannot be generated, before anything is typed (issue 27 item 12).
  const requisitos = useQuery({
    queryKey: ['valoracion', 'requisitos', paciente, dia],
    queryFn: () => dataProvider.requisitosInformeValoracion(paciente, dia),
    enabled: esFechaIso(dia),
    retry: false,
  });
  const bloqueado = requisitos.data?.listo === false;
  return (
    <>
      <DialogTitle>{t(`resources.${RECURSO}.titulo`)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {nombrePaciente}
          {elegirFecha ? '' : ` · ${t(`resources.${RECURSO}.valoracionDel`, { fecha: formatearFecha(fecha) })}`}
        </Typography>
        {elegirFecha && <FechaDeFormulario source="fecha" validate={required()} sx={{ mb: 2 }} disabled={enCurso} />}
        {bloqueado && (
          <Alert severity="warning" sx={{ mb: 2 }} data-aviso="informe-no-disponible">
            {t(`resources.${RECURSO}.noDisponible`, { mensaje: requisitos.data?.mensaje })}
            {requisitos.data?.arreglo && (
              <>
                {' '}
                <Link component={RouterLink} to={requisitos.data.arreglo.ruta} onClick={onCerrar}>
                  {requisitos.data.arreglo.texto}
                </Link>
              </>
            )}
          </Alert>
        )}
        <TextInput
          source="recomendaciones"
          validate={recomendacionesObligatorias}
          multiline
          minRows={5}
          fullWidth
          helperText={`${recomendaciones.length}/${MAX}`}
          slotProps={{ htmlInput: { maxLength: MAX } }}
          disabled={enCurso || bloqueado}
        />
        {seguimiento && (
          <div style={{ marginTop: 16 }}>
            <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>{t('ra.action.close')}</Button>
        <Button variant="contained" type="submit" disabled={enCurso || bloqueado} data-accion="generar-informe">
          {t(`resources.${RECURSO}.generar`)}
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * 'Exportar informe de valoración': asks the recommendations (required, the spec's words when empty),
 * then follows the PDF job with its progress and downloads it. Used by /reportes/valoraciones (a row)
 * and by the clinical history's export button.
 */
export const DialogoInformeValoracion = (props: Props) => {
  const { abierto, onCerrar, paciente, fecha } = props;
  const dataProvider = useDataProvider<AvantiDataProvider>();
  // Whether closing must ask first: what is typed lives in the form, the question outside it.
  const [hayTexto, setHayTexto] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(hayTexto, onCerrar);
  const pdf = usePedidoPdf<Valores>(RECURSO, (v: Valores) =>
    dataProvider.solicitarInformeValoracion({ paciente, fecha: v.fecha || fecha, recomendaciones: v.recomendaciones }),
  );
  return (
    <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm" data-dialogo="informe-valoracion">
      <Form<Valores>
        defaultValues={{ fecha, recomendaciones: '' }}
        onSubmit={(v: Record<string, unknown>) => pdf.pedir(v as Valores)}
        resource={RECURSO}
        noValidate
      >
        <Contenido {...props} cerrar={cerrar} alEscribir={setHayTexto} pdf={pdf} />
      </Form>
      {confirmacion}
    </Dialog>
  );
};
