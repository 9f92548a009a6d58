import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { MENSAJE_FALTAN_CAMPOS, mensajeDeError } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const VACIO = { nombres: '', apellidos: '', usuario: '', password: '', rol: '', correo: '', sede: '' };

/** The 'Nuevo usuario' modal (spec 3 §2.5): nombres, apellidos, usuario, password and rol required. */
export const DialogoNuevoUsuario = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { roles, sedes } = useOpcionesUsuario();
  const [valores, setValores] = useState(VACIO);
  const [enviando, setEnviando] = useState(false);
  const campo = (nombre: keyof typeof VACIO) => ({
    name: nombre,
    value: valores[nombre],
    onChange: (e: { target: { value: string } }) => setValores((v) => ({ ...v, [nombre]: e.target.value })),
    fullWidth: true,
    margin: 'dense' as const,
  });

  const cerrar = () => {
    setValores(VACIO);
    onCerrar();
  };

  const guardar = async () => {
    const { nombres, apellidos, usuario, password, rol, correo, sede } = valores;
    if (![nombres, apellidos, usuario, password, rol].every((v) => String(v).trim())) {
      notify(MENSAJE_FALTAN_CAMPOS, { type: 'warning' });
      return;
    }
    setEnviando(true);
    try {
      const res = await dataProvider.registrarUsuario({
        nombres: nombres.trim(),
        apellidos: apellidos.trim(),
        usuario: usuario.trim(),
        password,
        rol: Number(rol),
        ...(correo.trim() ? { correo: correo.trim() } : {}),
        ...(sede ? { sede } : {}),
      });
      notify(res.mensaje, { type: 'success' });
      cerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'Ocurrió un error, intentelo de nuevo'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-nuevo-usuario">
      <DialogTitle id="titulo-nuevo-usuario">Nuevo usuario</DialogTitle>
      <DialogContent>
        <TextField label="Nombres *" {...campo('nombres')} autoFocus />
        <TextField label="Apellidos *" {...campo('apellidos')} />
        <TextField label="Usuario *" {...campo('usuario')} autoComplete="off" />
        <TextField label="Contraseña *" type="password" {...campo('password')} autoComplete="new-password" helperText="Mínimo 8 caracteres" />
        <TextField label="Rol *" select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('rol')}>
            <option value="" />
          {roles.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.nombre}
            </option>
          ))}
        </TextField>
        <TextField label="Correo" type="email" {...campo('correo')} />
        <TextField label="Sede" select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('sede')} helperText="Por defecto, la sede de quien registra">
          <option value="" />
          {sedes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nombre}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={cerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => void guardar()} disabled={enviando}>
          Guardar
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
