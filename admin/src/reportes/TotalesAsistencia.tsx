import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { RecordContextProvider, useDataProvider, useListContext } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { ReporteConTotales } from './proveedorReportes';

/** The id of the totals row: the columns render 'Total' for it. */
export const ID_TOTALES = 'total';

/**
 * A report's 'Total' row, as its Excel's last row: the attendance reports (items 8 and 9: done, cancelled and neither
 * with their shares) and the therapeutic sessions pivot (item 10: each column's sum), over the whole filter (every
 * page), asked of the server (`/api/reportes/<reporte>/totales`) with the list's filter, under the table's columns.
 */
export const pieTotalesAsistencia = (reporte: ReporteConTotales) => {
  const Pie = ({ children }: { children?: ReactNode }) => {
    const dataProvider = useDataProvider<AvantiDataProvider>();
    const { filterValues, data } = useListContext();
    const hayFilas = !!data?.length;
    const { data: totales } = useQuery({
      queryKey: ['reportes', reporte, 'totales', filterValues],
      queryFn: () => dataProvider.totalesDeReporte(reporte, filterValues),
      enabled: hayFilas,
      retry: false,
    });
    if (!totales || !hayFilas) return null;
    return (
      <TableFooter>
        <RecordContextProvider value={{ id: ID_TOTALES, ...totales }}>
          <TableRow data-fila="totales" sx={{ bgcolor: 'action.hover', '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            {children}
          </TableRow>
        </RecordContextProvider>
      </TableFooter>
    );
  };
  return Pie;
};
