import { useEffect, useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { mensajeDeError, type Usuario } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const IMAGENES = [
  { campo: 'foto', etiqueta: 'Foto de perfil' },
  { campo: 'CamFir1', etiqueta: 'Firma 1 (CamFir1)' },
  { campo: 'CamFir2', etiqueta: 'Firma 2 (CamFir2)' },
  { campo: 'CamFir3', etiqueta: 'Firma 3 (CamFir3)' },
] as const;

/**
 * Edit a user (spec 3 §2.5): password, correo, tarjeta profesional, cédula, rol (hidden for role-1
 * users), profile photo and the three signature images, .jpg or .png.
 */
export const DialogoEditarUsuario = ({ usuario, onCerrar }: { usuario: Usuario | null; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { roles } = useOpcionesUsuario();
  const [valores, setValores] = useState({ password: '', correo: '', tarjetaProfesional: '', cedula: '', rol: '' });
  const [archivos, setArchivos] = useState<Record<string, File | undefined>>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!usuario) return;
    setArchivos({});
    setValores({ password: '', correo: usuario.correo ?? '', tarjetaProfesional: '', cedula: '', rol: String(usuario.rol) });
    // The list does not carry the professional card and the ID number: read the user.
    dataProvider.getOne<Usuario>('usuarios', { id: usuario.id }).then(
      ({ data }) =>
        setValores((v) => ({ ...v, tarjetaProfesional: data.tarjetaProfesional ?? '', cedula: data.cedula ?? '', correo: data.correo ?? '' })),
      () => undefined,
    );
  }, [usuario, dataProvider]);

  if (!usuario) return null;
  const campo = (nombre: keyof typeof valores) => ({
    name: nombre,
    value: valores[nombre],
    onChange: (e: { target: { value: string } }) => setValores((v) => ({ ...v, [nombre]: e.target.value })),
    fullWidth: true,
    margin: 'dense' as const,
  });

  const guardar = async () => {
    const datos = new FormData();
    if (valores.password) datos.append('password', valores.password);
    datos.append('correo', valores.correo.trim());
    datos.append('tarjetaProfesional', valores.tarjetaProfesional.trim());
    datos.append('cedula', valores.cedula.trim());
    if (usuario.rol !== 1 && valores.rol) datos.append('rol', valores.rol);
    for (const { campo } of IMAGENES) {
      const archivo = archivos[campo];
      if (archivo) datos.append(campo, archivo, archivo.name);
    }
    setEnviando(true);
    try {
      const res = await dataProvider.actualizarUsuario(usuario.id, datos);
      notify(res.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'Ocurrió un error, inténtelo de nuevo'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-editar-usuario">
      <DialogTitle id="titulo-editar-usuario">Editar usuario {usuario.usuario}</DialogTitle>
      <DialogContent>
        <TextField label="Nueva contraseña" type="password" {...campo('password')} autoComplete="new-password" helperText="Déjela vacía para no cambiarla. Cambiarla cierra las sesiones del usuario." />
        <TextField label="Correo" type="email" {...campo('correo')} />
        <TextField label="Tarjeta profesional" {...campo('tarjetaProfesional')} />
        <TextField label="Cédula" {...campo('cedula')} />
        {usuario.rol !== 1 && (
          <TextField label="Rol" select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('rol')}>
            <option value="" />
            {roles.map((r) => (
              <option key={r.id} value={String(r.id)}>
              {r.nombre}
            </option>
            ))}
          </TextField>
        )}
        {IMAGENES.map(({ campo, etiqueta }) => (
          <div key={campo} style={{ marginTop: 12 }}>
            <Typography variant="body2" component="label" htmlFor={`archivo-${campo}`}>
              {etiqueta} (.jpg o .png, máximo 2 MB)
            </Typography>
            <input
              id={`archivo-${campo}`}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              onChange={(e) => setArchivos((a) => ({ ...a, [campo]: e.target.files?.[0] }))}
              style={{ display: 'block', marginTop: 4 }}
            />
          </div>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={onCerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => void guardar()} disabled={enviando}>
          Guardar
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};
