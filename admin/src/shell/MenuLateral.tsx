import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Menu, useGetIdentity, useLocation, useLogout, useSidebarState, useTranslate, type MenuProps } from 'react-admin';
import { EntradaCambiarContrasena } from '../acceso/DialogoCambiarContrasena';
import { usePermisos } from '../acceso/permisos';
import { GrupoMenuLateral } from './GrupoMenuLateral';
import { gruposMenu, PERMISO_MI_ESPACIO } from './menuDesdePermisos';

/**
 * The sidebar: the user's name, 'Mi Espacio' when granted, one group per module the role has
 * a permission in (from GET /api/auth/permisos only), and 'Cerrar sesión'.
 */
export const MenuLateral = (props: MenuProps) => {
  const { permisos, tiene, isPending } = usePermisos();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [barraAbierta] = useSidebarState();
  const translate = useTranslate();
  const grupos = gruposMenu(permisos);

  return (
    // A navigation list, not an ARIA menu: react-admin's <Menu> is a MenuList (role="menu"), whose children must all be
    // menu items; axe-core reported it as critical on every screen (issue 27 item 11). Every child is an <li>.
    <Menu {...props} role="list" aria-label="Menú principal" data-testid="menu-lateral">
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: 'text.secondary' }} data-testid="usuario-sesion">
        <AccountCircleIcon />
        {barraAbierta && (
          <Typography variant="body2" color="text.primary" noWrap sx={{ fontWeight: 600 }}>
            {identity?.fullName ?? localStorage.getItem('nombre') ?? ''}
          </Typography>
        )}
      </Box>
      <li>
        <Divider />
      </li>
      {tiene(PERMISO_MI_ESPACIO) && (
        <li>
          <Menu.Item to="/mi-espacio" primaryText="Mi Espacio" leftIcon={<SelfImprovementIcon />} role="link" />
        </li>
      )}
      {isPending && barraAbierta && (
        <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          Cargando...
        </Typography>
      )}
      {grupos.map((grupo) => (
        <GrupoMenuLateral key={grupo.modulo} grupo={grupo} activo={grupo.entradas.some((e) => pathname.toLowerCase().startsWith(e.ruta.toLowerCase()))} />
      ))}
      <li>
        <Divider sx={{ my: 1 }} />
      </li>
      <li>
        <EntradaCambiarContrasena />
      </li>
      <li>
        <MenuItem
          component="div"
          role="button"
          aria-label={translate('ra.auth.logout')}
          onClick={() => void logout({}, '/', false)}
          data-testid="cerrar-sesion"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {barraAbierta && <ListItemText>{translate('ra.auth.logout')}</ListItemText>}
        </MenuItem>
      </li>
    </Menu>
  );
};
