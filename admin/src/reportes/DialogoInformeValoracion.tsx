import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { esFechaIso, MENSAJES_VALORACION } from '../contratos';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import { useExportacion } from '../exportaciones/useExportacion';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const MAX = 20000;

/**
 * 'Exportar informe de valoración': asks the recommendations (required, the spec's words when empty),
 * then follows the PDF job with its progress and downloads it. Used by /reportes/valoraciones (a row)
 * and by the clinical history's export button.
 */
export const DialogoInformeValoracion = ({
  abierto,
  onCerrar,
  paciente,
  nombrePaciente,
  fecha,
  elegirFecha = false,
}: {
  abierto: boolean;
  onCerrar: () => void;
  paciente: string;
  nombrePaciente: string;
  fecha: string;
  /** The history's modal: the evaluation's date is chosen (today by default). */
  elegirFecha?: boolean;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [recomendaciones, setRecomendaciones] = useState('');
  const [dia, setDia] = useState(fecha);
  const [error, setError] = useState<string | null>(null);
  const { seguimiento, enCurso, exportar, descargar } = useExportacion('informe-valoracion', (d) =>
    dataProvider.solicitarInformeValoracion({ paciente, fecha: String(d.fecha ?? fecha), recomendaciones: String(d.recomendaciones ?? '') }),
  );
  // Why the PDF cannot be generated, before anything is typed (issue 27 item 12).
  const fechaValida = esFechaIso(dia);
  const requisitos = useQuery({
    queryKey: ['valoracion', 'requisitos', paciente, dia],
    queryFn: () => dataProvider.requisitosInformeValoracion(paciente, dia),
    enabled: abierto && fechaValida,
    retry: false,
  });
  const bloqueado = requisitos.data?.listo === false;
  const { cerrar, confirmacion } = useCierreConConfirmacion(recomendaciones.trim() !== '' && !seguimiento, onCerrar);
  const generar = () => {
    if (!recomendaciones.trim()) {
      setError(MENSAJES_VALORACION.recomendacionesRequeridas);
      return;
    }
    setError(null);
    exportar({ recomendaciones, fecha: dia });
  };
  return (
    <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm" data-dialogo="informe-valoracion">
      <DialogTitle>Informe clínico de valoración</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {nombrePaciente}
          {elegirFecha ? '' : ` · valoración del ${formatearFecha(fecha)}`}
        </Typography>
        {elegirFecha && <CampoFecha label="Fecha de la valoración" name="fecha" required value={dia} onChange={setDia} sx={{ mb: 2 }} disabled={enCurso} />}
        {bloqueado && (
          <Alert severity="warning" sx={{ mb: 2 }} data-aviso="informe-no-disponible">
            No se puede generar el informe: {requisitos.data?.mensaje}.
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
        <TextField
          label="Recomendaciones"
          name="recomendaciones"
          required
          multiline
          minRows={5}
          fullWidth
          value={recomendaciones}
          onChange={(e) => setRecomendaciones(e.target.value.slice(0, MAX))}
          error={error !== null}
          helperText={error ?? `${recomendaciones.length}/${MAX}`}
          disabled={enCurso || bloqueado}
        />
        {seguimiento && (
          <div style={{ marginTop: 16 }}>
            <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>Cerrar</Button>
        <Button variant="contained" onClick={generar} disabled={enCurso || bloqueado} data-accion="generar-informe">
          Generar informe
        </Button>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};
