import { useState } from 'react';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useErroresDeCampo } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { MENSAJE_FALTAN_CAMPOS, mensajeDeError } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const VACIO = { nombres: '', apellidos: '', usuario: '', password: '', rol: '', correo: '', sede: '' };
const OBLIGATORIOS: readonly string[] = ['nombres', 'apellidos', 'usuario', 'password', 'rol'];

/** The 'Nuevo usuario' modal (spec 3 §2.5): nombres, apellidos, usuario, password and rol required. */
export const DialogoNuevoUsuario = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { roles, sedes } = useOpcionesUsuario();
  const [valores, setValores] = useState(VACIO);
  const [enviando, setEnviando] = useState(false);
  const { marcarFaltantes, marcarDelServidor, quitar, limpiar, propsDe } = useErroresDeCampo();
  const translate = useTranslate();
  const campo = (nombre: keyof typeof VACIO, ayuda?: string) => ({
    name: nombre,
    label: translate(`resources.usuarios.fields.${nombre}`),
    required: OBLIGATORIOS.includes(nombre),
    value: valores[nombre],
    onChange: (e: { target: { value: string } }) => {
      quitar(nombre);
      setValores((v) => ({ ...v, [nombre]: e.target.value }));
    },
    fullWidth: true,
    margin: 'dense' as const,
    ...propsDe(nombre, ayuda),
  });

  const cerrar = () => {
    setValores(VACIO);
    limpiar();
    onCerrar();
  };
  // Escape, a click outside or 'Cancelar' with something typed asks before throwing it away (decision 0036).
  const descarte = useCierreConConfirmacion(
    Object.values(valores).some((v) => v.trim() !== ''),
    cerrar,
  );

  const guardar = async () => {
    const { nombres, apellidos, usuario, password, rol, correo, sede } = valores;
    if (marcarFaltantes(valores, OBLIGATORIOS)) {
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
      marcarDelServidor(error);
      notify(mensajeDeError(error, 'Ocurrió un error, inténtelo de nuevo'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={abierto} onClose={descarte.cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-nuevo-usuario">
      <DialogTitle id="titulo-nuevo-usuario">Nuevo usuario</DialogTitle>
      <DialogContent>
        <TextField {...campo('nombres')} autoFocus />
        <TextField {...campo('apellidos')} />
        <TextField {...campo('usuario')} autoComplete="off" />
        <TextField type="password" {...campo('password', 'Mínimo 8 caracteres')} autoComplete="new-password" />
        <TextField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('rol')}>
          <option value="" />
          {roles.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.nombre}
            </option>
          ))}
        </TextField>
        <TextField type="email" {...campo('correo')} />
        <TextField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('sede', 'Por defecto, la sede de quien registra')}>
          <option value="" />
          {sedes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nombre}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={descarte.cerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => void guardar()} disabled={enviando}>
          Guardar
        </MuiButton>
      </DialogActions>
      {descarte.confirmacion}
    </Dialog>
  );
};
