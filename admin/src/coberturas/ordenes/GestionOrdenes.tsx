import Box from '@mui/material/Box';
import { BuscarPorCodigo } from './BuscarPorCodigo';
import { TarjetasCoberturas } from './TarjetasCoberturas';

/** Authorization management (spec 1, /gestion-ordenes): the code lookup above, the cards below. */
const GestionOrdenes = () => (
  <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 } }}>
    <BuscarPorCodigo />
    <TarjetasCoberturas />
  </Box>
);

export default GestionOrdenes;
