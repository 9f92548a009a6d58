import Typography from '@mui/material/Typography';

/** The empty state of every table. */
export const SinDatos = () => (
  <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="sin-datos">
    Aún no hay datos para mostrar.
  </Typography>
);
