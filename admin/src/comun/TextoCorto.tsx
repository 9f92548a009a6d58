import Box from '@mui/material/Box';

/**
 * A cell's text on one line, cut with '…' past `ancho` pixels and whole on hover: lists keep one
 * line per row on a 1366 px laptop whatever the names are.
 */
export const TextoCorto = ({ texto, ancho = 200 }: { texto: string; ancho?: number }) => (
  <Box component="span" title={texto} sx={{ display: 'block', maxWidth: ancho, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
    {texto}
  </Box>
);
