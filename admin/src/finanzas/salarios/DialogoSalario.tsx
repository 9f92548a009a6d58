import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CAMPOS_MONTO_SALARIO, type CampoMontoSalario, TIPOS_CONTRATO, type SalarioLeido } from '../../contratos';
import { useErroresDeCampo } from '../../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import { useCambiado } from '../dinero/comun';
import { proveedorSalarios } from './proveedorSalarios';

type Campo = CampoMontoSalario;

const pesos = (texto: string) => /^\d+$/.test(texto.trim());

/** Edit a user's salary and contract ('Escribir salario sin puntos'); starts from the row it was opened on. */
export const DialogoSalario = ({ salario, onCerrar }: { salario: SalarioLeido; onCerrar: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [tipoContrato, setTipoContrato] = useState(String(salario.tipoContratoId));
  const [valores, setValores] = useState<Record<Campo, string>>(
    () => Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, String(salario[c])])) as Record<Campo, string>,
  );
  const { marcarDelServidor, quitar, propsDe } = useErroresDeCampo();
  const malos = CAMPOS_MONTO_SALARIO.filter((c) => !pesos(valores[c]));
  const guardar = useMutation({
    mutationFn: () =>
      proveedorSalarios.guardarSalario(salario.idUsuario, {
        tipoContrato: Number(tipoContrato),
        ...Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, Number(valores[c])])),
      }),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      refresh();
      onCerrar();
    },
    onError: (error) => {
      marcarDelServidor(error);
      notify(error.message || 'Error al actualizar la información', { type: 'error' });
    },
  });
  const { cerrar, confirmacion } = useCierreConConfirmacion(useCambiado({ tipoContrato, ...valores }), onCerrar);
  const cambiar = (campo: Campo) => (e: { target: { value: string } }) => {
    setValores((v) => ({ ...v, [campo]: e.target.value }));
    quitar(campo);
  };
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth="md" aria-labelledby="titulo-salario" data-dialogo="salario">
      <DialogTitle id="titulo-salario">Salario y contrato de {salario.nombreUsuario}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Escribir salario sin puntos
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          <TextField
            select
            required
            name="tipoContrato"
            label={translate('resources.salarios.fields.tipoContratoId')}
            value={tipoContrato}
            onChange={(e) => setTipoContrato(e.target.value)}
          >
            {TIPOS_CONTRATO.map((t) => (
              <MenuItem key={t.codigo} value={String(t.codigo)}>
                {t.nombre}
              </MenuItem>
            ))}
          </TextField>
          {CAMPOS_MONTO_SALARIO.map((c) => (
            <TextField
              key={c}
              required
              name={c}
              label={translate(`resources.salarios.fields.${c}`)}
              value={valores[c]}
              onChange={cambiar(c)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...propsDe(c)}
              error={!pesos(valores[c]) || propsDe(c).error}
              helperText={!pesos(valores[c]) ? 'Solo números, sin puntos' : propsDe(c).helperText}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {malos.length > 0 && (
          <Typography variant="body2" color="error" sx={{ mr: 'auto', pl: 2 }}>
            Revise los valores: solo números en pesos, sin puntos
          </Typography>
        )}
        <MuiButton onClick={cerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => guardar.mutate()} disabled={guardar.isPending || malos.length > 0}>
          Actualizar
        </MuiButton>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};
