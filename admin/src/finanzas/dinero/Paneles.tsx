import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MENSAJES_REPORTES } from '../../contratos';
import { formatearMoneda } from '../../formato';

/** A title or a column's text: an i18n key, or the text itself. */
const useTexto = () => {
  const translate = useTranslate();
  return (x: ReactNode) => (typeof x === 'string' && x !== '' ? translate(x, { _: x }) : x);
};

/** The cards and tables of /dashboard-nomina and its payroll tab; titles and column texts are i18n keys. */
export const Tarjeta = ({ titulo, valor, marca }: { titulo: string; valor: number; marca: string }) => {
  const texto = useTexto();
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 180, flex: 1 }} data-tarjeta={marca}>
      <Typography variant="body2" color="text.secondary">
        {texto(titulo)}
      </Typography>
      <Typography variant="h5" data-valor>
        {formatearMoneda(valor)}
      </Typography>
    </Paper>
  );
};

export type Celda = { texto: ReactNode; derecha?: boolean };
export const Panel = ({ titulo, marca, columnas, filas, pie }: { titulo: string; marca: string; columnas: Celda[]; filas: Celda[][]; pie?: Celda[] }) => {
  const texto = useTexto();
  return (
    <Paper variant="outlined" sx={{ p: 2, overflow: 'auto' }} data-seccion={marca}>
      <Typography variant="h6">{texto(titulo)}</Typography>
      {filas.length === 0 ? (
        <Typography color="text.secondary">{MENSAJES_REPORTES.sinDatos}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {columnas.map((c, i) => (
                <TableCell key={i} align={c.derecha ? 'right' : 'left'}>
                  {texto(c.texto)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((f, i) => (
              <TableRow key={i}>
                {f.map((c, j) => (
                  <TableCell key={j} align={c.derecha ? 'right' : 'left'}>
                    {c.texto}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {pie && (
              <TableRow>
                {pie.map((c, j) => (
                  <TableCell key={j} align={c.derecha ? 'right' : 'left'} sx={{ fontWeight: 'bold' }}>
                    {c.texto}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};

/** Money never breaks inside a figure. */
export const $ = (n: number): Celda => ({ texto: <span style={{ whiteSpace: 'nowrap' }}>{formatearMoneda(n)}</span>, derecha: true });
export const n = (x: number): Celda => ({ texto: x, derecha: true });
export const t = (x: ReactNode): Celda => ({ texto: x });
