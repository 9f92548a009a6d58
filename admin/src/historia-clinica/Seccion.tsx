import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A tab's title and its add button (hidden for an inactive patient), both translation keys. */
export const BarraSeccion = ({ titulo, activo, etiqueta, onNuevo }: { titulo: string; activo: boolean; etiqueta?: string; onNuevo?: () => void }) => {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h6">{t(titulo)}</Typography>
      {activo && onNuevo && etiqueta && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNuevo}>
          {t(etiqueta)}
        </Button>
      )}
    </Box>
  );
};

/** A section table's header row: each column named by resources.<recurso>.columnas.<columna>; '' leaves a cell empty. */
export const Encabezados = ({ recurso, columnas }: { recurso: string; columnas: readonly string[] }) => {
  const t = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columnas.map((c, i) => (
          <TableCell key={c || i}>{c ? t(`resources.${recurso}.columnas.${c}`) : null}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

export const SinRegistros = () => {
  const t = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {t('resources.historia-clinica.sinRegistros')}
    </Typography>
  );
};
