import Typography from '@mui/material/Typography';
import { AppBar, type AppBarProps } from 'react-admin';
import { usePantallaActual } from './usePantallaActual';

/** The top bar: the name of the current screen. The user's name and 'Cerrar sesión' live in the sidebar. */
export const BarraSuperior = (props: AppBarProps) => {
  const pantalla = usePantallaActual();
  return (
    <AppBar {...props} userMenu={false}>
      <Typography
        variant="h6"
        component="h1"
        color="inherit"
        data-testid="titulo-pantalla"
        sx={{ flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '1.15rem' }}
      >
        {pantalla}
      </Typography>
    </AppBar>
  );
};
