import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TEXTO_ESTADO_EXPORTACION } from './estados';
import type { SeguimientoExportacion } from './useExportacion';

/** A progress bar with the percentage and the state of an export, and the 'Descargar' link when it is done. */
export const ProgresoExportacion = ({ seguimiento, onDescargar }: { seguimiento: SeguimientoExportacion; onDescargar: () => void }) => {
  const translate = useTranslate();
  const { estado, progreso, mensaje } = seguimiento;
  return (
    <Box sx={{ minWidth: 220, maxWidth: 320 }} data-testid="progreso-exportacion" data-estado={estado}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {TEXTO_ESTADO_EXPORTACION[estado]}
        </Typography>
        <Typography variant="caption">{progreso}%</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progreso}
        color={estado === 'fallido' ? 'error' : estado === 'completado' ? 'success' : 'primary'}
        aria-label={`Exportación: ${TEXTO_ESTADO_EXPORTACION[estado]} ${progreso}%`}
      />
      {estado === 'completado' && (
        <Link component="button" type="button" variant="caption" onClick={onDescargar}>
          {translate('resources.exportaciones.descargar')}
        </Link>
      )}
      {estado === 'fallido' && mensaje && (
        <Typography variant="caption" color="error" component="p">
          {translate(mensaje, { _: mensaje })}
        </Typography>
      )}
    </Box>
  );
};
