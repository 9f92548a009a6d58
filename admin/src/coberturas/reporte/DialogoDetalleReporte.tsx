import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CoberturaEnLista, LineaCoberturaLeida } from '../../contratos';
import { useComando } from '../../comun/useComando';
import { formatearFecha } from '../../formato';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { TablaAutorizaciones, TablaServicios } from '../ordenes/DialogoVerMas';
import { etiquetaFormato } from '../ordenes/etiquetas';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

const ERROR_SERVIDOR = 'Ocurrió un error en el servidor, intentelo de nuevo';

/** Spec 1 §4: from the report only a single active authorization whose services have no programmed sessions. */
const desactivable = (c: CoberturaEnLista & { lineas: readonly LineaCoberturaLeida[] }) =>
  c.formato !== 0 && c.estado === 1 && c.lineas.every((l) => l.programadas === 0);

/** 'Desactivar' an authorization, confirmed, naming its code; closes the detail and refreshes the list. */
const BotonDesactivar = ({ id, codigo, alTerminar }: { id: string; codigo: string; alTerminar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { pedir, dialogo, enCurso } = useComando({
    ejecutar: () => dataProvider.cancelarCobertura(id),
    confirmar: {
      titulo: 'Desactivar autorización',
      contenido: `¿Desactivar la autorización ${codigo}? Sus sesiones dejarán de estar disponibles.`,
      boton: 'Desactivar',
    },
    errorPorDefecto: ERROR_SERVIDOR,
    alTerminar,
  });
  return (
    <>
      <MuiButton size="small" color="warning" onClick={pedir} disabled={enCurso} data-accion="desactivar" data-codigo={codigo}>
        Desactivar
      </MuiButton>
      {dialogo}
    </>
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

/** The report's detail modal: data, services, an order's authorizations (each with its services) and the deactivate action. */
export const DialogoDetalleReporte = ({ id, onCerrar }: { id: string; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data: c, isPending, error } = useQuery({ queryKey: ['coberturas', id, 'detalle-reporte'], queryFn: () => dataProvider.obtenerCobertura(id) });
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-detalle-reporte" data-dialogo="detalle-reporte">
      <DialogTitle id="titulo-detalle-reporte">{c ? `${etiquetaFormato(c.formato)} ${c.codigo}` : 'Detalle'}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <PantallaCargando />
        ) : error || !c ? (
          <Alert severity="error">{error?.message || ERROR_SERVIDOR}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              {c.formato === 1 && <Dato etiqueta="N.º autorización EPS" valor={c.numeroAutorizacionEps ?? 'Sin número'} />}
              <Dato etiqueta="Paciente" valor={c.pacienteNombre} />
              <Dato etiqueta={c.formato >= 2 ? 'Cliente' : 'Entidad'} valor={c.nombreCliente ?? c.entidadNombre} />
              <Dato etiqueta="Fecha de expedición" valor={formatearFecha(c.fecha)} />
              <Dato etiqueta="Fecha de vencimiento" valor={c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia'} />
              <Dato etiqueta="Saldo en bolsa" valor={String(c.bolsa)} />
              <Dato etiqueta="Estado" valor={c.estado === 1 ? 'Activa' : 'Cancelada'} />
              {c.perteneceCodigo && <Dato etiqueta="Orden médica" valor={c.perteneceCodigo} />}
              <Dato etiqueta="Observaciones" valor={c.observaciones ?? ''} />
            </Box>
            <Typography variant="subtitle2">{t('resources.coberturas/textos.titulos.servicios')}</Typography>
            <TablaServicios lineas={c.lineas} />
            {c.formato !== 0 && c.estado === 1 && !desactivable(c) && (
              <Typography color="text.secondary">Esta autorización tiene sesiones programadas: no se puede desactivar.</Typography>
            )}
            {c.formato === 0 && (
              <>
                <Typography variant="subtitle2">{t('resources.coberturas/textos.titulos.autorizaciones')}</Typography>
                <TablaAutorizaciones
                  autorizaciones={c.autorizaciones ?? []}
                  conEstado
                  acciones={(a) => desactivable(a) && <BotonDesactivar id={a.id} codigo={a.codigo} alTerminar={onCerrar} />}
                />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {c && desactivable(c) && <BotonDesactivar id={c.id} codigo={c.codigo} alTerminar={onCerrar} />}
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
