import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A tab's title and its add button (hidden for an inactive patient). */
export const BarraSeccion = ({ titulo, activo, etiqueta, onNuevo }: { titulo: string; activo: boolean; etiqueta?: string; onNuevo?: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
    <Typography variant="h6">{titulo}</Typography>
    {activo && onNuevo && etiqueta && (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNuevo}>
        {etiqueta}
      </Button>
    )}
  </Box>
);

export const SinRegistros = () => (
  <Typography color="text.secondary" sx={{ py: 2 }}>
    No se encontraron datos
  </Typography>
);
