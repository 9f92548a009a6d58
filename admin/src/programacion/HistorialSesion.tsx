import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatearFecha, ZONA_HORARIA } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const hora = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: ZONA_HORARIA, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));

/** The session's own history: who programmed, moved, reassigned, cancelled or evolved it, when and why (issue 27 item 8). */
export const HistorialSesion = ({ id }: { id: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { data, error } = useQuery({ queryKey: ['sesiones', 'historial', id], queryFn: () => dataProvider.historialSesion(id), retry: false });
  if (error || !data) return null;
  return (
    <Box data-historial-sesion>
      <Typography variant="subtitle2" gutterBottom>
        {t('resources.sesion-programada.historial')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {data.map((h, i) => (
          <li key={i} data-cambio={h.accion}>
            <Typography variant="body2">
              <strong>{h.accion}</strong> ·{' '}
              <span data-persona title={h.usuario && h.usuario !== h.persona ? `Usuario: ${h.usuario}` : undefined}>
                {h.persona}
              </span>{' '}
              · {formatearFecha(h.fecha)} {hora(h.fecha)}
              {h.detalle ? ` · ${h.detalle}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
};

export const motivoCompleto = (motivo: string, detalle: string) => !!motivo && (motivo !== 'Otros' || detalle.trim() !== '');
