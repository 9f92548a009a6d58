import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { Paciente } from './proveedorAdmisiones';

/** Search by surnames, names or document number; Enter searches. */
export const DialogoBuscarPaciente = ({ abierto, onCerrar, onElegir }: { abierto: boolean; onCerrar: () => void; onElegir: (id: string) => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<Paciente[] | null>(null);
  const buscar = async () => {
    if (!texto.trim()) return;
    setResultados(await dp.buscarPacientes(texto.trim()).catch(() => []));
  };
  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="md">
      <DialogTitle>{t('resources.admisiones/ingreso.buscarPaciente')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          name="busqueda"
          label={t('resources.admisiones/ingreso.fields.busqueda')}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void buscar();
          }}
          sx={{ mt: 1 }}
        />
        {resultados && resultados.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('resources.admisiones/ingreso.sinResultados', { texto })}
          </Alert>
        )}
        {resultados && resultados.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableBody>
              {resultados.map((p) => (
                <TableRow key={p.id} hover sx={{ cursor: 'pointer' }} onClick={() => onElegir(p.id)} data-paciente={p.id}>
                  <TableCell>{[p.primerApellido, p.segundoApellido].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{[p.primerNombre, p.segundoNombre].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{`${p.tipoDocumento} ${p.numeroDocumento}`}</TableCell>
                  <TableCell>{p.estado === 1 ? 'ACTIVO' : 'INACTIVO'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
};
