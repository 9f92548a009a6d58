import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { TIPOS_CLIENTE, textoDe } from '../../contratos';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import type { PacienteElegible } from '../proveedorCoberturas';

export type { PacienteElegible };

export const nombrePaciente = (p: PacienteElegible) =>
  [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ') + ` (${p.tipoDocumento} ${p.numeroDocumento})`;

/** Patient search by surnames, names or document (Enter or 'Buscar'); inactive ones show INACTIVO and cannot be chosen. */
export const BuscarPaciente = ({ onElegir }: { onElegir: (p: PacienteElegible) => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [q, setQ] = useState('');
  const t = useTranslate();
  const buscar = useMutation({
    mutationFn: () => dataProvider.buscarPacientesParaCobertura(q.trim()),
  });
  const buscarSiHayTexto = () => {
    if (q.trim()) buscar.mutate();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {/* Not a <form>: it sits inside the intake and scheduling forms, and searching must not submit them. */}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          name="buscarPaciente"
          label={t('resources.coberturas/servicios.fields.buscarPaciente')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            buscarSiHayTexto();
          }}
          sx={{ minWidth: 320 }}
        />
        <MuiButton variant="outlined" disabled={!q.trim() || buscar.isPending} onClick={buscarSiHayTexto}>
          {t('ra.action.search')}
        </MuiButton>
      </Box>
      {buscar.data &&
        (buscar.data.length === 0 ? (
          <Typography color="text.secondary">NO SE ENCONTRARON REGISTROS</Typography>
        ) : (
          <Table size="small" aria-label="Pacientes encontrados">
            <TableHead>
              <TableRow>
                <TableCell>{t('resources.coberturas/textos.columnas.apellidos')}</TableCell>
                <TableCell>{t('resources.coberturas/textos.columnas.nombres')}</TableCell>
                <TableCell>{t('resources.coberturas/textos.columnas.documento')}</TableCell>
                <TableCell>{t('resources.coberturas/textos.columnas.tipoCliente')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {buscar.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{[p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{[p.primerNombre, p.segundoNombre].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{`${p.tipoDocumento} ${p.numeroDocumento}`}</TableCell>
                  <TableCell>{textoDe(TIPOS_CLIENTE, p.tipoCliente)}</TableCell>
                  <TableCell>
                    {p.estado === 1 ? (
                      <MuiButton size="small" onClick={() => onElegir(p)}>
                        Seleccionar
                      </MuiButton>
                    ) : (
                      <Chip size="small" label="INACTIVO" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
    </Box>
  );
};
