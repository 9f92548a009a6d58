import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiButton from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

import type { LineaServicio } from './reglasIngreso';

export type { LineaServicio };

/**
 * The `lineas` input: a specialty and a quantity make a line (CUPS, quantity), each removable; the running total is
 * the pool. The specialty and quantity being typed are not the form's until 'Agregar servicio'.
 */
export const LineasServicio = () => {
  const t = useTranslate();
  const { field } = useInput<LineaServicio[]>({ source: 'lineas', defaultValue: [] });
  const lineas: LineaServicio[] = Array.isArray(field.value) ? field.value : [];
  const onCambiar = (nuevas: LineaServicio[]) => field.onChange(nuevas);
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data: especialidades = [] } = useQuery({ queryKey: ['especialidades'], queryFn: () => dataProvider.especialidadesConCups(), staleTime: 5 * 60_000 });
  const [servicio, setServicio] = useState('');
  const [cantidad, setCantidad] = useState('');
  const valida = servicio !== '' && /^\d+$/.test(cantidad) && Number(cantidad) > 0;
  const nombre = (codigo: number) => especialidades.find((e) => e.codigo === codigo);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-seccion="servicios">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          name="servicio"
          label={t('resources.coberturas/servicios.fields.servicio')}
          value={servicio}
          onChange={(e) => setServicio(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {especialidades.map((e) => (
            <MenuItem key={e.codigo} value={String(e.codigo)}>
              {e.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          required
          name="cantidad"
          label={t('resources.coberturas/servicios.fields.cantidad')}
          value={cantidad}
          onChange={(e) => setCantidad(e.target.value)}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <MuiButton
          variant="outlined"
          disabled={!valida}
          onClick={() => {
            onCambiar([...lineas, { servicio: Number(servicio), cantidad: Number(cantidad) }]);
            setServicio('');
            setCantidad('');
          }}
        >
          Agregar servicio
        </MuiButton>
        {!valida && (
          <Typography variant="caption" color="text.secondary">
            Elija el servicio y escriba la cantidad para agregarlo
          </Typography>
        )}
      </Box>
      {lineas.length > 0 && (
        <Table size="small" aria-label="Servicios cargados">
          <TableHead>
            <TableRow>
              <TableCell>{t('resources.coberturas/textos.columnas.servicio')}</TableCell>
              <TableCell>{t('resources.coberturas/textos.columnas.cups')}</TableCell>
              <TableCell align="right">{t('resources.coberturas/textos.columnas.cantidad')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lineas.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{nombre(l.servicio)?.nombre ?? l.servicio}</TableCell>
                <TableCell>{nombre(l.servicio)?.cups ?? '—'}</TableCell>
                <TableCell align="right">{l.cantidad}</TableCell>
                <TableCell>
                  <IconButton aria-label="Quitar servicio" size="small" onClick={() => onCambiar(lineas.filter((_, j) => j !== i))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography data-total-servicios>Total de sesiones: {lineas.reduce((s, l) => s + l.cantidad, 0)}</Typography>
    </Box>
  );
};
