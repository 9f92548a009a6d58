import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ConFaltante, CuerpoEntrada, estiloFormularioEntrada, type PropsEntrada } from '../DialogoEntrada';

/**
 * A history entry on a phone: a full-screen form (the desktop's modal leaves a phone too little room), its
 * title and close button on top, the fields, and at the bottom 'Guardar' with why it is disabled, as on the desktop.
 */
export const FormularioMovil = ({ titulo, children, onCerrar, formulario }: PropsEntrada) => {
  const t = useTranslate();
  return (
    <Dialog open fullScreen onClose={onCerrar} aria-labelledby="titulo-formulario-movil" sx={estiloFormularioEntrada}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('ra.action.cancel')} onClick={onCerrar} sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
        <Typography id="titulo-formulario-movil" variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {titulo}
        </Typography>
      </Box>
      <CuerpoEntrada formulario={formulario}>
        <Stack spacing={2} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
          {children}
        </Stack>
        {formulario && (
          <ConFaltante
            formulario={formulario}
            hijos={(falta) => (
              <Stack spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
                {formulario.enviando && <Typography variant="body2">{t('resources.historia-clinica.entrada.enviando')}</Typography>}
                {!formulario.enviando && falta && (
                  <Typography variant="body2" color="text.secondary">
                    {falta}
                  </Typography>
                )}
                <Button type="submit" variant="contained" size="large" fullWidth sx={{ minHeight: 48 }} disabled={formulario.enviando || !!falta}>
                  {formulario.enviando ? t('resources.historia-clinica.entrada.guardando') : t('ra.action.save')}
                </Button>
                <Button size="large" fullWidth sx={{ minHeight: 48 }} onClick={onCerrar}>
                  {t('ra.action.cancel')}
                </Button>
              </Stack>
            )}
          />
        )}
      </CuerpoEntrada>
    </Dialog>
  );
};
