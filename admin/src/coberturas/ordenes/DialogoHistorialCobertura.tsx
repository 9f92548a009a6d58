import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EntradaHistorialCobertura } from '../../contratos';
import { formatearFecha, formatearFechaHora, formatearHora } from '../../formato';
import { PantallaCargando } from '../../shell/PantallaCargando';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

type Grupo = { automaticos: EntradaHistorialCobertura[] } | { entrada: EntradaHistorialCobertura };

/** Consecutive automatic debits and credits fold into one group; everything else (a person's adjustment) stands alone. */
const agrupar = (entradas: readonly EntradaHistorialCobertura[]): Grupo[] =>
  entradas.reduce<Grupo[]>((grupos, e) => {
    const ultimo = grupos[grupos.length - 1];
    if (e.automatico && ultimo && 'automaticos' in ultimo) ultimo.automaticos.push(e);
    else grupos.push(e.automatico ? { automaticos: [e] } : { entrada: e });
    return grupos;
  }, []);

/** 'Descontó 1 sesión · sesión del 21/11/2026 8:00 a. m. con LUIS DÍAZ'. */
const movimiento = (e: EntradaHistorialCobertura) => {
  const cantidad = (e.datos as { cantidad?: number } | null)?.cantidad ?? 0;
  const verbo = e.tipo === 'SesionesDebitadas' ? 'Descontó' : 'Devolvió';
  const que = `${verbo} ${cantidad} ${cantidad === 1 ? 'sesión' : 'sesiones'}`;
  return e.sesion
    ? `${que} · sesión del ${formatearFecha(e.sesion.fecha)} ${formatearHora(e.sesion.horaInicio)} con ${e.sesion.terapeutaNombre}`
    : e.descripcion;
};

const Fila = ({ e, children, destacada }: { e: EntradaHistorialCobertura; children: ReactNode; destacada?: boolean }) => (
  <TableRow data-tipo={e.tipo} sx={destacada ? { bgcolor: 'warning.light', '& td': { fontWeight: 600 } } : undefined}>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(e.fecha)}</TableCell>
    <TableCell title={e.usuario}>{e.usuarioNombre}</TableCell>
    <TableCell>{children}</TableCell>
  </TableRow>
);

const GrupoAutomatico = ({ entradas }: { entradas: EntradaHistorialCobertura[] }) => {
  const [abierto, setAbierto] = useState(false);
  const debitos = entradas.filter((e) => e.tipo === 'SesionesDebitadas').reduce((n, e) => n + ((e.datos as { cantidad?: number } | null)?.cantidad ?? 0), 0);
  const creditos = entradas.filter((e) => e.tipo === 'SesionesAcreditadas').reduce((n, e) => n + ((e.datos as { cantidad?: number } | null)?.cantidad ?? 0), 0);
  const resumen = [
    debitos && `${debitos} ${debitos === 1 ? 'descontada' : 'descontadas'}`,
    creditos && `${creditos} ${creditos === 1 ? 'devuelta' : 'devueltas'}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <TableRow data-grupo="automatico">
        <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
          <MuiButton size="small" onClick={() => setAbierto((a) => !a)} aria-expanded={abierto}>
            {abierto ? 'Ocultar' : 'Ver'} {entradas.length} {entradas.length === 1 ? 'movimiento automático' : 'movimientos automáticos'} de sesiones ({resumen}
            )
          </MuiButton>
        </TableCell>
      </TableRow>
      {abierto &&
        entradas.map((e) => (
          <Fila key={e.id} e={e}>
            <Typography variant="body2" color="text.secondary">
              {movimiento(e)}
            </Typography>
          </Fila>
        ))}
    </>
  );
};

/**
 * A coverage's events in Spanish, newest first, with who (by name) and when (GET /api/coberturas/:id/historial). The
 * debits and credits scheduling makes on its own are grouped and name their session; an adjustment stands out (issue 27
 * item 10).
 */
export const DialogoHistorialCobertura = ({ id, codigo, onCerrar }: { id: string; codigo: string; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data, isPending, error } = useQuery({ queryKey: ['coberturas', id, 'historial'], queryFn: () => dataProvider.historialCobertura(id) });
  const grupos = agrupar(data ?? []);
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-historial-cobertura" data-dialogo="historial-cobertura">
      <DialogTitle id="titulo-historial-cobertura">Historial de {codigo}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <PantallaCargando />
        ) : error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : grupos.length === 0 ? (
          <Typography color="text.secondary">Aún no hay datos para mostrar.</Typography>
        ) : (
          <Table size="small" aria-label="Historial">
            <TableHead>
              <TableRow>
                <TableCell>{t('resources.coberturas/textos.columnas.fecha')}</TableCell>
                <TableCell>{t('resources.coberturas/textos.columnas.usuario')}</TableCell>
                <TableCell>{t('resources.coberturas/textos.columnas.accion')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grupos.map((g) =>
                'automaticos' in g ? (
                  <GrupoAutomatico key={g.automaticos[0].id} entradas={g.automaticos} />
                ) : (
                  <Fila key={g.entrada.id} e={g.entrada} destacada={g.entrada.tipo === 'OrdenAjustada'}>
                    {g.entrada.tipo === 'OrdenAjustada' && <Chip size="small" color="warning" label={t('resources.coberturas/textos.ajuste')} sx={{ mr: 1 }} />}
                    {g.entrada.descripcion}
                  </Fila>
                ),
              )}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
