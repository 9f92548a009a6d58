import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Menu, useSidebarState } from 'react-admin';
import { ICONOS_MODULO } from './iconosModulo';
import type { GrupoMenu } from './menuDesdePermisos';

/** One module of the sidebar: a header that folds, and the screens of the module the role may open. */
export const GrupoMenuLateral = ({ grupo, activo }: { grupo: GrupoMenu; activo: boolean }) => {
  const [abierto, setAbierto] = useState(activo);
  const [barraAbierta] = useSidebarState();
  const icono = ICONOS_MODULO[grupo.modulo];
  return (
    <li style={{ listStyle: 'none' }} data-modulo={grupo.modulo}>
      <Tooltip title={barraAbierta ? '' : grupo.modulo} placement="right">
        <ListItemButton
          onClick={() => setAbierto((valor) => !valor)}
          aria-expanded={abierto}
          aria-label={grupo.modulo}
          sx={{ py: 0.75, color: activo ? 'primary.main' : 'text.secondary' }}
        >
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{icono}</ListItemIcon>
          <ListItemText
            primary={grupo.modulo}
            slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
            sx={{ display: barraAbierta ? 'block' : 'none' }}
          />
          {abierto ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      </Tooltip>
      <Collapse in={abierto} timeout="auto" unmountOnExit>
        <List component="ul" disablePadding aria-label={grupo.modulo} sx={{ pl: barraAbierta ? 2 : 0 }}>
          {grupo.entradas.map((e) => (
            <li key={e.ruta}>
              <Menu.Item
                to={e.ruta}
                primaryText={e.nombre}
                leftIcon={icono}
                dense
                role="link"
                sx={{ '& .MuiTypography-root': { whiteSpace: 'normal', lineHeight: 1.25 } }}
              />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
};
