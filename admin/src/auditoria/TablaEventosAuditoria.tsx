import { useTranslate } from 'react-admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatearFechaHora } from '../formato';
import type { EventoAuditoria } from './tipos';

/** A compact table of audit entries: date, who (by name; the login on hover), action. */
export const TablaEventosAuditoria = ({ eventos }: { eventos: readonly EventoAuditoria[] }) => {
  const t = useTranslate();
  return eventos.length === 0 ? (
    <Typography color="text.secondary">Aún no hay datos para mostrar.</Typography>
  ) : (
    <Table size="small" aria-label="Historial">
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.auditoria.fields.fecha')}</TableCell>
          <TableCell>{t('resources.auditoria.fields.usuario')}</TableCell>
          <TableCell>{t('resources.auditoria.fields.descripcion')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {eventos.map((e) => (
          <TableRow key={e.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(e.fecha)}</TableCell>
            <TableCell title={e.usuario}>{e.usuarioNombre ?? e.usuario}</TableCell>
            <TableCell>{e.descripcion}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
