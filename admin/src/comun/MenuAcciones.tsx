import { useState, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

export interface AccionDeFila {
  etiqueta: string;
  /** `data-accion` of the item, for tests and styling. */
  accion: string;
  alElegir: () => void;
  color?: 'error' | 'success';
  oculta?: boolean;
}

/**
 * A row's actions behind one '⋮' button, so a list keeps one line per row on a laptop. Commands that
 * ask first keep their `dialogo` (useComando) outside the menu, next to this button: pass it as `children`.
 */
export const MenuAcciones = ({ acciones, titulo = 'Acciones', children }: { acciones: AccionDeFila[]; titulo?: string; children?: ReactNode }) => {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const visibles = acciones.filter((a) => !a.oculta);
  return (
    <>
      <Tooltip title={titulo}>
        <IconButton
          size="small"
          aria-label={titulo}
          aria-haspopup="menu"
          data-accion="menu"
          onClick={(e) => {
            e.stopPropagation();
            setAncla(e.currentTarget);
          }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={ancla} open={!!ancla} onClose={() => setAncla(null)} onClick={(e) => e.stopPropagation()}>
        {visibles.map((a) => (
          <MenuItem
            key={a.accion}
            data-accion={a.accion}
            sx={a.color ? { color: `${a.color}.main` } : undefined}
            onClick={() => {
              setAncla(null);
              a.alElegir();
            }}
          >
            {a.etiqueta}
          </MenuItem>
        ))}
      </Menu>
      {children}
    </>
  );
};
