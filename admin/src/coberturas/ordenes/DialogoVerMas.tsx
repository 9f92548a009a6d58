import { Fragment, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
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
import type { CoberturaLeida, LineaCoberturaLeida } from '../../contratos';
import { formatearFecha } from '../../formato';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { DialogoHistorialCobertura } from './DialogoHistorialCobertura';
import { etiquetaFormato } from './etiquetas';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

export const TablaServicios = ({ lineas }: { lineas: readonly LineaCoberturaLeida[] }) => {
  const t = useTranslate();
  return (
    <Table size="small" aria-label={t('resources.coberturas/textos.titulos.servicios')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.coberturas/textos.columnas.servicio')}</TableCell>
          <TableCell>{t('resources.coberturas/textos.columnas.cups')}</TableCell>
          <TableCell align="right">{t('resources.coberturas/textos.columnas.cantidad')}</TableCell>
          <TableCell align="right">{t('resources.coberturas/textos.columnas.programadas')}</TableCell>
          <TableCell align="right">{t('resources.coberturas/textos.columnas.restantes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lineas.map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.especialidad}</TableCell>
            <TableCell>{l.cups ?? '—'}</TableCell>
            <TableCell align="right">{l.cantidad}</TableCell>
            <TableCell align="right">{l.programadas}</TableCell>
            <TableCell align="right">{l.restantes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Dato = ({ etiqueta, valor }: { etiqueta: string; valor: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {etiqueta}
    </Typography>
    <Typography>{valor || '—'}</Typography>
  </Box>
);

type AutorizacionDeOrden = NonNullable<CoberturaLeida['autorizaciones']>[number];

/** An order's authorizations, each opening its services; `estado` and `acciones` where the screen needs them. */
export const TablaAutorizaciones = ({
  autorizaciones,
  conEstado = false,
  acciones,
}: {
  autorizaciones: readonly AutorizacionDeOrden[];
  conEstado?: boolean;
  acciones?: (a: AutorizacionDeOrden) => ReactNode;
}) => {
  const [abierta, setAbierta] = useState<string | null>(null);
  const t = useTranslate();
  if (autorizaciones.length === 0) return <Typography color="text.secondary">Aún no hay autorizaciones cargadas a esta orden.</Typography>;
  return (
    <Table size="small" aria-label={t('resources.coberturas/textos.titulos.autorizaciones')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.coberturas/textos.columnas.codigo')}</TableCell>
          <TableCell>{t('resources.coberturas/textos.columnas.fecha')}</TableCell>
          <TableCell>{t('resources.coberturas/textos.columnas.vencimiento')}</TableCell>
          {conEstado && <TableCell>{t('resources.coberturas/textos.columnas.estado')}</TableCell>}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {autorizaciones.map((a) => (
          <Fragment key={a.id}>
            <TableRow data-autorizacion={a.codigo}>
              <TableCell>{a.codigo}</TableCell>
              <TableCell>{formatearFecha(a.fecha)}</TableCell>
              <TableCell>{a.fechaVencimiento ? formatearFecha(a.fechaVencimiento) : 'Sin vigencia'}</TableCell>
              {conEstado && <TableCell>{a.estado === 1 ? 'Activa' : 'Cancelada'}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <MuiButton size="small" onClick={() => setAbierta(abierta === a.id ? null : a.id)}>
                  {abierta === a.id ? 'Ocultar servicios' : 'Ver servicios'}
                </MuiButton>
                {acciones?.(a)}
              </TableCell>
            </TableRow>
            {abierta === a.id && (
              <TableRow>
                <TableCell colSpan={conEstado ? 5 : 4}>
                  <TablaServicios lineas={a.lineas} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};

/** 'Ver más' of a card: patient, dates, observations, client, the code-90 note, services and (orders) authorizations. */
export const DialogoVerMas = ({ id, onCerrar }: { id: string; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data: c, isPending, error } = useQuery({ queryKey: ['coberturas', id, 'detalle'], queryFn: () => dataProvider.obtenerCobertura(id) });
  const [historial, setHistorial] = useState(false);
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-ver-mas" data-dialogo="ver-mas">
      <DialogTitle id="titulo-ver-mas">{c ? `${etiquetaFormato(c.formato)} ${c.codigo}` : 'Detalle'}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <PantallaCargando />
        ) : error || !c ? (
          <Alert severity="error">{error?.message ?? 'No se encontró una Autorización con este código'}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              {c.formato === 1 && <Dato etiqueta="N.º autorización EPS" valor={c.numeroAutorizacionEps ?? 'Sin número'} />}
              <Dato etiqueta="Paciente" valor={c.pacienteNombre} />
              <Dato etiqueta={c.formato >= 2 ? 'Cliente' : 'Entidad'} valor={c.nombreCliente ?? c.entidadNombre} />
              <Dato etiqueta="Fecha de expedición" valor={formatearFecha(c.fecha)} />
              <Dato etiqueta="Fecha de vencimiento" valor={c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia'} />
              <Dato etiqueta="Estado" valor={c.estado === 1 ? 'Activa' : 'Cancelada'} />
              <Dato etiqueta="Saldo en bolsa" valor={String(c.bolsa)} />
              <Dato etiqueta="Observaciones" valor={c.observaciones ?? ''} />
            </Box>
            {c.codigo90 && <Alert severity="info">Autorización ingresada como codigo 90 por el usuario {c.registradaPor}.</Alert>}
            <Typography variant="subtitle2">{t('resources.coberturas/textos.titulos.servicios')}</Typography>
            <TablaServicios lineas={c.lineas} />
            {c.formato === 0 && (
              <>
                <Typography variant="subtitle2">{t('resources.coberturas/textos.titulos.autorizaciones')}</Typography>
                <TablaAutorizaciones autorizaciones={c.autorizaciones ?? []} conEstado />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {c && <MuiButton onClick={() => setHistorial(true)}>Historial</MuiButton>}
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
      {historial && c && <DialogoHistorialCobertura id={c.id} codigo={c.codigo} onCerrar={() => setHistorial(false)} />}
    </Dialog>
  );
};
