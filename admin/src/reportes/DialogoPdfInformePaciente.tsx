import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ESPECIALIDADES,
  MAX_RESUMEN_OBJETIVOS,
  MAX_TEXTO_INFORME,
  MENSAJES_INFORMES_PACIENTE,
  MENSAJES_REPORTES,
  MESES,
  textoDe,
  TIPOS_INFORME_PACIENTE,
  type TipoInformePaciente,
} from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import { useExportacion } from '../exportaciones/useExportacion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const RECURSO: Record<TipoInformePaciente, string> = { evolucion: 'informe-evolucion', mensual: 'informe-mensual', objetivos: 'informe-objetivos' };

/**
 * 'Generar PDF' of a patient report (spec 3 §2.2 item 13): the evolution report asks the dates and a summary, the
 * monthly one the month, the specialty, the concept and the recommendation, the objectives one the dates and a
 * summary of up to 1000 characters with its counter. Then the job's progress and the download.
 */
export const DialogoPdfInformePaciente = ({
  abierto,
  onCerrar,
  tipo,
  paciente,
  nombrePaciente,
  inicial,
}: {
  abierto: boolean;
  onCerrar: () => void;
  tipo: TipoInformePaciente;
  paciente: string;
  nombrePaciente: string;
  inicial: { desde: string; hasta: string; mes: number; anio: number; especialidad: number | '' };
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [desde, setDesde] = useState(inicial.desde);
  const [hasta, setHasta] = useState(inicial.hasta);
  const [mes, setMes] = useState<number>(inicial.mes);
  const [especialidad, setEspecialidad] = useState<number | ''>(inicial.especialidad);
  const [resumen, setResumen] = useState('');
  const [concepto, setConcepto] = useState('');
  const [recomendacion, setRecomendacion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { seguimiento, enCurso, exportar, descargar } = useExportacion(RECURSO[tipo], (d) => dataProvider.solicitarInformePaciente(d));
  const maximo = tipo === 'objetivos' ? MAX_RESUMEN_OBJETIVOS : MAX_TEXTO_INFORME;

  const generar = () => {
    if (tipo !== 'mensual' && (!desde || !hasta)) return setError(MENSAJES_REPORTES.faltanFechas);
    if (tipo !== 'mensual' && hasta < desde) return setError(MENSAJES_REPORTES.rangoInvertido);
    if (tipo === 'mensual' && especialidad === '') return setError(MENSAJES_INFORMES_PACIENTE.especialidadRequerida);
    setError(null);
    const comun = { tipo, paciente, ...(especialidad !== '' ? { especialidad } : {}) };
    exportar(tipo === 'mensual' ? { ...comun, mes, anio: inicial.anio, concepto, recomendacion } : { ...comun, desde, hasta, resumen });
  };

  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="sm" data-dialogo="pdf-informe-paciente">
      <DialogTitle>{textoDe(TIPOS_INFORME_PACIENTE, tipo)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {nombrePaciente}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {tipo === 'mensual' ? (
            <Box sx={{ display: 'flex', gap: 2 }}>
              <TextField
                select
                size="small"
                name="mes"
                label="Mes"
                required
                value={mes}
                onChange={(e) => setMes(Number(e.target.value))}
                sx={{ minWidth: 160 }}
                disabled={enCurso}
              >
                {MESES.map((m) => (
                  <MenuItem key={m.codigo} value={m.codigo}>
                    {m.nombre}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                name="especialidad"
                label="Especialidad"
                required
                value={especialidad}
                onChange={(e) => setEspecialidad(Number(e.target.value))}
                sx={{ minWidth: 220 }}
                disabled={enCurso}
              >
                {ESPECIALIDADES.map((m) => (
                  <MenuItem key={m.codigo} value={m.codigo}>
                    {m.nombre}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 2 }}>
              <CampoFecha label="Fecha inicial" name="desde" required value={desde} onChange={setDesde} disabled={enCurso} />
              <CampoFecha label="Fecha final" name="hasta" required value={hasta} onChange={setHasta} disabled={enCurso} />
            </Box>
          )}
          {tipo === 'mensual' ? (
            <>
              <TextField
                label="Concepto"
                name="concepto"
                multiline
                minRows={3}
                fullWidth
                value={concepto}
                onChange={(e) => setConcepto(e.target.value.slice(0, MAX_TEXTO_INFORME))}
                disabled={enCurso}
              />
              <TextField
                label="Recomendación"
                name="recomendacion"
                multiline
                minRows={3}
                fullWidth
                value={recomendacion}
                onChange={(e) => setRecomendacion(e.target.value.slice(0, MAX_TEXTO_INFORME))}
                disabled={enCurso}
              />
            </>
          ) : (
            <TextField
              label="Resumen"
              name="resumen"
              multiline
              minRows={4}
              fullWidth
              value={resumen}
              onChange={(e) => setResumen(e.target.value.slice(0, maximo))}
              helperText={`${resumen.length}/${maximo}`}
              disabled={enCurso}
            />
          )}
          {error && (
            <Typography color="error" variant="body2" data-aviso="pdf">
              {error}
            </Typography>
          )}
          {seguimiento && <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
        <Button variant="contained" onClick={generar} disabled={enCurso} data-accion="generar-pdf">
          Generar PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
};
