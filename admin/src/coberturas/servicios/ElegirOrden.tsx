import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { formatearFecha } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

/** The patient's active orders, one chosen for the authorization (the `orden` input); none offers to register one. */
export const ElegirOrden = ({ paciente, onRegistrarOrden }: { paciente: string; onRegistrarOrden: () => void }) => {
  const t = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { field } = useInput({ source: 'orden' });
  const { data: ordenes = [] } = useQuery({
    queryKey: ['coberturas', 'ordenes-activas', paciente],
    queryFn: () => dataProvider.ordenesActivasDelPaciente(paciente),
  });
  if (ordenes.length === 0)
    return (
      <Alert
        severity="info"
        data-aviso="sin-orden"
        action={
          <MuiButton color="inherit" size="small" data-accion="registrar-orden" onClick={onRegistrarOrden}>
            Registrar la orden médica
          </MuiButton>
        }
      >
        El paciente no tiene órdenes médicas activas: regístrela aquí y luego cargue la autorización.
      </Alert>
    );
  return (
    <Table size="small" aria-label="Órdenes activas">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{t('resources.coberturas/textos.columnas.codigo')}</TableCell>
          <TableCell>{t('resources.coberturas/textos.columnas.fecha')}</TableCell>
          <TableCell>{t('resources.coberturas/textos.columnas.entidad')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordenes.map((o) => (
          <TableRow key={o.id} hover selected={field.value === o.id} onClick={() => field.onChange(o.id)} sx={{ cursor: 'pointer' }} data-orden={o.codigo}>
            <TableCell padding="checkbox">
              <Radio size="small" checked={field.value === o.id} />
            </TableCell>
            <TableCell>{o.codigo}</TableCell>
            <TableCell>{formatearFecha(o.fecha)}</TableCell>
            <TableCell>{o.entidadNombre}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
