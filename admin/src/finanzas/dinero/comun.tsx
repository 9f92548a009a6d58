import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CampoFecha, EntradaFecha } from '../../comun/CampoFecha';
import { MenuAcciones } from '../../comun/MenuAcciones';
import { hoyDelServidor } from '../../comun/reloj';
import { useComando } from '../../comun/useComando';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import { proveedorFinanzas, type RecursoAnulable } from './proveedorFinanzas';

export const MENSAJE_FECHAS = 'Seleccione las fechas en las que quiere ver la información';
export const COMPLETE = 'Complete los campos requeridos';

/** This month up to today: the range a money list opens with. */
export const rangoDelMes = () => {
  const hoy = hoyDelServidor();
  return { desde: `${hoy.slice(0, 8)}01`, hasta: hoy };
};

export const filtrosDeFechas = (recurso: string) => [
  <EntradaFecha key="desde" source="desde" label={`resources.${recurso}.fields.desde`} alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label={`resources.${recurso}.fields.hasta`} alwaysOn />,
];

export const AvisoFechas = () => (
  <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
    {MENSAJE_FECHAS}
  </Typography>
);

/** The 'Seleccione las fechas…' prompt, a range and 'Consultar', as the payroll board and the late evolutions ask it. */
export const RangoDeFechas = (p: { desde: string; hasta: string; setDesde(v: string): void; setHasta(v: string): void; consultar(): void }) => (
  <>
    <Typography variant="body2" color="text.secondary">
      {MENSAJE_FECHAS}
    </Typography>
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <CampoFecha name="desde" label="Desde" value={p.desde} onChange={p.setDesde} />
      <CampoFecha name="hasta" label="Hasta" value={p.hasta} onChange={p.setHasta} />
      <MuiButton variant="contained" sx={{ mt: 1 }} onClick={p.consultar}>
        Consultar
      </MuiButton>
    </Box>
  </>
);

/** A colour legend: one chip per meaning. */
export const Leyenda = ({ items }: { items: { nombre: string; color: string }[] }) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 2, py: 1 }} data-leyenda>
    {items.map((i) => (
      <Box key={i.nombre} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: i.color }} />
        <Typography variant="body2">{i.nombre}</Typography>
      </Box>
    ))}
  </Box>
);

export const Punto = ({ color, titulo }: { color: string; titulo: string }) => (
  <Box
    component="span"
    title={titulo}
    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color, mr: 1, verticalAlign: 'middle' }}
  />
);

/** A row's '⋮' with 'Eliminar', asking first and naming the record; deleting is an event, the original stays in the audit. */
export const AccionesAnular = ({ recurso, id, descripcion }: { recurso: RecursoAnulable; id: string; descripcion: string }) => {
  const { pedir, dialogo } = useComando({
    ejecutar: () => proveedorFinanzas.anular(recurso, id),
    confirmar: { titulo: 'Eliminar', contenido: `¿Eliminar ${descripcion}? Quedará registrado en la auditoría.`, boton: 'Eliminar' },
  });
  return <MenuAcciones acciones={[{ etiqueta: 'Eliminar', accion: 'eliminar', color: 'error', alElegir: pedir }]}>{dialogo}</MenuAcciones>;
};

/** Whether any field differs from what the dialog opened with (typed text is not thrown away without asking). */
export function useCambiado(valores: Readonly<Record<string, string>> | undefined): boolean {
  const [iniciales] = useState(valores);
  return !!valores && Object.keys(valores).some((c) => (valores[c] ?? '').trim() !== (iniciales?.[c] ?? '').trim());
}

/**
 * The shell of a register dialog: titled, fields in a grid, the reason beside a disabled save. With `valores`,
 * Escape, a click outside or 'Cancelar' after something was typed asks '¿Descartar lo escrito?' first (decision 0036).
 */
export const DialogoRegistro = ({
  titulo,
  marca,
  children,
  onCerrar,
  onGuardar,
  enCurso,
  valores,
}: {
  titulo: string;
  marca: string;
  children: ReactNode;
  onCerrar: () => void;
  onGuardar: () => void;
  enCurso: boolean;
  valores?: Readonly<Record<string, string>>;
}) => {
  const { cerrar, confirmacion } = useCierreConConfirmacion(useCambiado(valores), onCerrar);
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby={`titulo-${marca}`} data-dialogo={marca}>
      <DialogTitle id={`titulo-${marca}`}>{titulo}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', pt: 1 }}>{children}</Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={cerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={onGuardar} disabled={enCurso}>
          Guardar
        </MuiButton>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};

export const pesos = (texto: string) => /^\d+$/.test(texto.trim()) && Number(texto) > 0;
