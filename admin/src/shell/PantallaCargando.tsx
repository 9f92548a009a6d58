import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while a screen or the session check loads. */
export const PantallaCargando = () => (
  <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
    <CircularProgress />
    <Typography>Cargando...</Typography>
  </Box>
);
