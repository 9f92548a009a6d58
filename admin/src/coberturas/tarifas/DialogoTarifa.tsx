import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { TarifaLeida } from '../../contratos';
import { useErroresDeCampo } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

const pesos = (texto: string) => /^\d+$/.test(texto.trim());

/** Add (Cancelar / Guardar) or edit (Cancelar / Actualizar) a rate; insurer and specialty are fixed when editing. */
export const DialogoTarifa = ({ tarifa, onCerrar }: { tarifa: TarifaLeida | null; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const editando = tarifa !== null;
  const [valores, setValores] = useState({ eps: '', especialidad: '', tarifa: '', copago: '0' });
  useEffect(() => {
    if (tarifa) setValores({ eps: tarifa.eps, especialidad: String(tarifa.especialidad), tarifa: String(tarifa.tarifa), copago: String(tarifa.copago) });
  }, [tarifa]);
  const { marcarFaltantes, marcarDelServidor, quitar, propsDe } = useErroresDeCampo();
  const { data: aseguradoras = [] } = useQuery({
    queryKey: ['aseguradoras', undefined],
    queryFn: () => dataProvider.aseguradorasActivas(),
    enabled: !editando,
  });
  const { data: especialidades = [] } = useQuery({ queryKey: ['especialidades'], queryFn: () => dataProvider.especialidadesConCups(), staleTime: 5 * 60_000 });
  const guardar = useMutation({
    mutationFn: () => {
      const datos = { eps: valores.eps, especialidad: Number(valores.especialidad), tarifa: Number(valores.tarifa), copago: Number(valores.copago || 0) };
      return editando ? dataProvider.actualizarTarifa(tarifa.id, datos) : dataProvider.registrarTarifa(datos);
    },
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      refresh();
      onCerrar();
    },
    onError: (error) => {
      marcarDelServidor(error);
      notify(error.message || 'Error en el servidor, inténtelo de nuevo', { type: 'error' });
    },
  });
  const cambiar = (campo: keyof typeof valores) => (e: { target: { value: string } }) => {
    setValores((v) => ({ ...v, [campo]: e.target.value }));
    quitar(campo);
  };
  const enviar = () => {
    if (marcarFaltantes(valores, ['eps', 'especialidad', 'tarifa'])) return;
    if (!pesos(valores.tarifa) || (valores.copago && !pesos(valores.copago))) {
      notify('La tarifa y el copago deben ser valores numéricos en pesos, sin decimales', { type: 'warning' });
      return;
    }
    guardar.mutate();
  };
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-tarifa" data-dialogo="tarifa">
      <DialogTitle id="titulo-tarifa">{editando ? 'Actualizar tarifa' : 'Agregar tarifa'}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', pt: 1 }}>
          <TextField select required name="eps" label="Aseguradora" value={valores.eps} onChange={cambiar('eps')} disabled={editando} {...propsDe('eps')}>
            {editando ? (
              <MenuItem value={tarifa.eps}>{tarifa.epsNombre}</MenuItem>
            ) : (
              aseguradoras.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.nombre}
                </MenuItem>
              ))
            )}
          </TextField>
          <TextField
            select
            required
            name="especialidad"
            label="Especialidad"
            value={valores.especialidad}
            onChange={cambiar('especialidad')}
            disabled={editando}
            {...propsDe('especialidad')}
          >
            {especialidades.map((e) => (
              <MenuItem key={e.codigo} value={String(e.codigo)}>
                {e.nombre}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            name="tarifa"
            label="Tarifa (COP)"
            value={valores.tarifa}
            onChange={cambiar('tarifa')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...propsDe('tarifa')}
          />
          <TextField
            name="copago"
            label="Copago (COP)"
            value={valores.copago}
            onChange={cambiar('copago')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...propsDe('copago')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={enviar} disabled={guardar.isPending}>
          {editando ? 'Actualizar' : 'Guardar'}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
