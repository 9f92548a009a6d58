import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MiEspacio } from './proveedorMiEspacio';

const Tarjeta = ({ titulo, filas, marca }: { titulo: string; filas: [string, number][]; marca: string }) => (
  <Paper variant="outlined" sx={{ p: 2 }} data-tarjeta={marca}>
    <Typography component="h3" sx={{ fontWeight: 600 }} gutterBottom>
      {titulo}
    </Typography>
    {filas.map(([etiqueta, valor]) => (
      <Box key={etiqueta} sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2">{etiqueta}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {valor}
        </Typography>
      </Box>
    ))}
  </Paper>
);

/** Today's cards in plain words (the spec's SSP and SSR): scheduled and done sessions by place, and the same by modality. */
export const TarjetasDelDia = ({ tarjetas }: { tarjetas: MiEspacio['tarjetas'] }) => {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <Tarjeta
        marca="ssp"
        titulo={t('resources.mi-espacio.titulos.programadasHoy')}
        filas={[
          ['Sede', tarjetas.ssp.sede],
          ['Domicilio', tarjetas.ssp.domicilio],
          ['Total', tarjetas.ssp.total],
        ]}
      />
      <Tarjeta
        marca="ssr"
        titulo={t('resources.mi-espacio.titulos.realizadasHoy')}
        filas={[
          ['Sede', tarjetas.ssr.sede],
          ['Domicilio', tarjetas.ssr.domicilio],
          ['Canceladas', tarjetas.ssr.canceladas],
          ['Total', tarjetas.ssr.total],
        ]}
      />
      {tarjetas.porModalidad.map((m) => (
        <Tarjeta
          key={m.lugar}
          marca={m.lugar}
          titulo={m.lugar}
          filas={[
            ['Programadas', m.programadas],
            ['Realizadas', m.realizadas],
            ['Canceladas', m.canceladas],
          ]}
        />
      ))}
    </Box>
  );
};
