import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLoading } from 'react-admin';

/** A visible 'Cargando' notice while any call to the API runs. It does not block the screen. */
export const IndicadorCargando = () => {
  const cargando = useLoading();
  if (!cargando) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      elevation={4}
      data-testid="indicador-cargando"
      sx={{
        position: 'fixed',
        top: 72,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        pointerEvents: 'none',
        borderRadius: 4,
      }}
    >
      <CircularProgress size={18} />
      <Typography variant="body2">Cargando...</Typography>
    </Paper>
  );
};
