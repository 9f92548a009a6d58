import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AvantiDataProvider, PermisoDeRol } from '../../proveedor-datos/dataProvider';

/** Every module and submodule with Sí/No; each change is saved at once and the server's message shown (spec 3 §2.5). */
export const DialogoPermisos = ({ rol, onCerrar }: { rol: { id: number; nombre: string } | null; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const queryClient = useQueryClient();
  const clave = ['roles', rol?.id, 'permisos'];
  const { data: permisos, error } = useQuery({ queryKey: clave, queryFn: () => dataProvider.permisosDeRol(rol!.id), enabled: !!rol });
  const cambiar = useMutation({
    mutationFn: ({ permiso, estado }: { permiso: PermisoDeRol; estado: 0 | 1 }) => dataProvider.cambiarPermisoDeRol(rol!.id, permiso.id, estado),
    onSuccess: (res, { permiso, estado }) => {
      queryClient.setQueryData<PermisoDeRol[]>(clave, (lista) => lista?.map((p) => (p.id === permiso.id ? { ...p, estado } : p)));
      notify(res.mensaje, { type: 'success' });
    },
    onError: (e) => notify(e instanceof Error && e.message ? e.message : 'Ocurrió un error, inténtelo de nuevo', { type: 'error' }),
  });

  if (!rol) return null;
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-permisos">
      <DialogTitle id="titulo-permisos">Permisos del rol {rol.nombre}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('resources.roles/permisos.columnas.modulo')}</TableCell>
              <TableCell>{t('resources.roles/permisos.columnas.submodulo')}</TableCell>
              <TableCell>{t('resources.roles/permisos.columnas.permiso')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(permisos ?? []).map((p) => (
              <TableRow key={p.id} data-permiso={p.id}>
                <TableCell>{p.modulo}</TableCell>
                <TableCell>{p.submodulo}</TableCell>
                <TableCell>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={p.estado === 1}
                        disabled={cambiar.isPending}
                        onChange={(e) => cambiar.mutate({ permiso: p, estado: e.target.checked ? 1 : 0 })}
                        slotProps={{ input: { 'aria-label': `${p.modulo} / ${p.submodulo}` } }}
                      />
                    }
                    label={p.estado === 1 ? 'Sí' : 'No'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
