import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatearFecha } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

/** The patient's latest orders and authorizations under the form, each with a way to scheduling while it has sessions. */
export const CoberturasDelPaciente = ({ paciente, onProgramar }: { paciente: string; onProgramar: (cobertura: string, paciente: string) => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data: delPaciente = [] } = useQuery({
    queryKey: ['coberturas', 'del-paciente', paciente],
    queryFn: () => dataProvider.coberturasDelPaciente(paciente),
  });
  if (delPaciente.length === 0) return null;
  return (
    <Paper data-seccion="coberturas-del-paciente" sx={{ p: 2, display: 'grid', gap: 1, overflowX: 'auto' }}>
      <Typography variant="subtitle1">{t('resources.coberturas/textos.titulos.delPaciente')}</Typography>
      <Table size="small" aria-label={t('resources.coberturas/textos.titulos.delPaciente')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('resources.coberturas/textos.columnas.codigo')}</TableCell>
            <TableCell>{t('resources.coberturas/textos.columnas.autorizacionEps')}</TableCell>
            <TableCell>{t('resources.coberturas/textos.columnas.entidadOCliente')}</TableCell>
            <TableCell>{t('resources.coberturas/textos.columnas.vence')}</TableCell>
            <TableCell align="right">{t('resources.coberturas/textos.columnas.saldo')}</TableCell>
            <TableCell>{t('resources.coberturas/textos.columnas.acciones')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {delPaciente.map((c) => (
            <TableRow key={c.id} data-cobertura={c.codigo}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.codigo}</TableCell>
              <TableCell data-numero-eps>{c.numeroAutorizacionEps ?? ''}</TableCell>
              <TableCell>{c.formato >= 2 ? (c.nombreCliente ?? c.entidadNombre) : c.entidadNombre}</TableCell>
              <TableCell>{c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia'}</TableCell>
              <TableCell align="right">{c.bolsa}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.formato !== 0 && c.estado === 1 && c.bolsa > 0 && (
                  <MuiButton size="small" data-accion="programar-cobertura" onClick={() => onProgramar(c.id, c.paciente)}>
                    Programar sesiones
                  </MuiButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
