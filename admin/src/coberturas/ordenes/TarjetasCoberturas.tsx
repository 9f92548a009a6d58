import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { CoberturaEnLista } from '../../contratos';
import { formatearFecha } from '../../formato';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { DialogoVerMas } from './DialogoVerMas';
import { etiquetaFormato } from './etiquetas';

const POR_PAGINA = 12;

/** Variant B of /gestion-ordenes: the cards, with search, 'Recargar datos' and 'Ver más'. */
export const TarjetasCoberturas = () => {
  const t = useTranslate();
  const [q, setQ] = useState('');
  const [pagina, setPagina] = useState(1);
  const [verMas, setVerMas] = useState<string | null>(null);
  const { data, total, isPending, refetch } = useGetList<CoberturaEnLista & { id: string }>('coberturas', {
    filter: q.trim() ? { q: q.trim() } : {},
    pagination: { page: pagina, perPage: POR_PAGINA },
    sort: { field: 'fecha', order: 'DESC' },
  });
  return (
    <Paper data-seccion="tarjetas" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('resources.coberturas/textos.titulos.ordenesYAutorizaciones')}
        </Typography>
        <TextField
          size="small"
          label={t('resources.coberturas/textos.buscar')}
          placeholder={t('resources.coberturas/textos.buscarTarjetas')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPagina(1);
          }}
        />
        <MuiButton onClick={() => void refetch()}>Recargar datos</MuiButton>
      </Box>
      {isPending ? (
        <PantallaCargando />
      ) : (data ?? []).length === 0 ? (
        <Typography color="text.secondary">Aún no hay datos para mostrar.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {(data ?? []).map((c) => (
            <Card key={c.id} variant="outlined" data-tarjeta={c.codigo}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 'bold', wordBreak: 'break-all' }}>{c.codigo}</Typography>
                  <Chip size="small" label={etiquetaFormato(c.formato)} color={c.estado === 1 ? 'primary' : 'default'} />
                </Box>
                {c.numeroAutorizacionEps && (
                  <Typography variant="body2" data-numero-eps>
                    N.º autorización EPS: {c.numeroAutorizacionEps}
                  </Typography>
                )}
                <Typography variant="body2">{c.pacienteNombre}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.formato <= 1 ? 'Entidad' : 'Cliente'}: {c.formato <= 1 ? c.entidadNombre : (c.nombreCliente ?? c.entidadNombre)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatearFecha(c.fecha)} – {c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'sin vigencia'}
                  {c.estado !== 1 && ' · Cancelada'}
                </Typography>
              </CardContent>
              <CardActions>
                <MuiButton size="small" onClick={() => setVerMas(c.id)}>
                  Ver más
                </MuiButton>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {(total ?? 0) > POR_PAGINA && <Pagination count={Math.ceil((total ?? 0) / POR_PAGINA)} page={pagina} onChange={(_, p) => setPagina(p)} />}
      {verMas && <DialogoVerMas id={verMas} onCerrar={() => setVerMas(null)} />}
    </Paper>
  );
};
