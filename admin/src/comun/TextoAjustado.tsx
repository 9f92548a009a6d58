import Box from '@mui/material/Box';

/**
 * A report cell's name (patient, therapist, entity) shown whole: it wraps onto more lines past `ancho`
 * pixels instead of being cut (issue 28 item 11). Lists keep `TextoCorto`; reports are read, not scanned.
 */
export const TextoAjustado = ({ texto, ancho = 200 }: { texto: string; ancho?: number }) => (
  <Box component="span" sx={{ display: 'block', maxWidth: ancho, whiteSpace: 'normal', overflowWrap: 'break-word' }}>
    {texto}
  </Box>
);

/** An authorization code: always whole and on one line, never cut or broken (issue 28 item 11). */
export const Codigo = ({ codigo }: { codigo: string }) => (
  <Box component="span" data-codigo={codigo} sx={{ whiteSpace: 'nowrap' }}>
    {codigo}
  </Box>
);
