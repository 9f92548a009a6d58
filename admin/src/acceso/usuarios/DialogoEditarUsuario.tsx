import { useEffect, useState } from 'react';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import { useMutation } from '@tanstack/react-query';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { CampoArchivo } from '../../comun/CampoArchivo';
import { useErroresDeCampo } from '../../comun/useErroresDeCampo';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { mensajeDeError, type Usuario } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const IMAGENES = [
  { campo: 'foto', etiqueta: 'Foto de perfil' },
  { campo: 'CamFir1', etiqueta: 'Firma 1 (CamFir1)' },
  { campo: 'CamFir2', etiqueta: 'Firma 2 (CamFir2)' },
  { campo: 'CamFir3', etiqueta: 'Firma 3 (CamFir3)' },
] as const;

type Valores = { password: string; correo: string; tarjetaProfesional: string; cedula: string; rol: string };

/**
 * Edit a user (spec 3 §2.5): password, correo, tarjeta profesional, cédula, rol (hidden for role-1
 * users), profile photo and the three signature images, .jpg or .png. The list does not carry the
 * professional card and the ID number: the dialog reads the user (useGetOne) and starts the form from it.
 */
export const DialogoEditarUsuario = ({ usuario, onCerrar }: { usuario: Usuario | null; onCerrar: () => void }) => {
  // A meta of its own: the list pre-fills react-admin's getOne cache with rows that lack these fields.
  const { data, isPending } = useGetOne<Usuario>('usuarios', { id: usuario?.id ?? '', meta: { detalle: true } }, { enabled: !!usuario });
  // The form tells whether something was typed or chosen: closing then asks first (decision 0036).
  const [escrito, setEscrito] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, () => {
    setEscrito(false);
    onCerrar();
  });
  if (!usuario) return null;
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-editar-usuario">
      <DialogTitle id="titulo-editar-usuario">Editar usuario {usuario.usuario}</DialogTitle>
      {isPending || !data || data.id !== usuario.id ? (
        <DialogContent>
          <PantallaCargando />
        </DialogContent>
      ) : (
        <FormularioEditarUsuario
          key={usuario.id}
          usuario={usuario}
          inicial={{
            password: '',
            correo: data.correo ?? '',
            tarjetaProfesional: data.tarjetaProfesional ?? '',
            cedula: data.cedula ?? '',
            rol: String(usuario.rol),
          }}
          onCerrar={() => {
            setEscrito(false);
            onCerrar();
          }}
          onCancelar={cerrar}
          onEscrito={setEscrito}
        />
      )}
      {confirmacion}
    </Dialog>
  );
};

const FormularioEditarUsuario = ({
  usuario,
  inicial,
  onCerrar,
  onCancelar,
  onEscrito,
}: {
  usuario: Usuario;
  inicial: Valores;
  onCerrar: () => void;
  onCancelar: () => void;
  onEscrito: (escrito: boolean) => void;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { roles } = useOpcionesUsuario();
  const [valores, setValores] = useState(inicial);
  const [archivos, setArchivos] = useState<Record<string, File | null>>({});
  const { marcarDelServidor, quitar, propsDe } = useErroresDeCampo();
  const escrito = (Object.keys(inicial) as (keyof Valores)[]).some((c) => valores[c] !== inicial[c]) || Object.values(archivos).some((a) => !!a);
  useEffect(() => onEscrito(escrito), [escrito, onEscrito]);

  const campo = (nombre: keyof Valores, ayuda?: string) => ({
    name: nombre,
    label: translate(`resources.usuarios.fields.${nombre}`),
    value: valores[nombre],
    onChange: (e: { target: { value: string } }) => {
      quitar(nombre);
      setValores((v) => ({ ...v, [nombre]: e.target.value }));
    },
    fullWidth: true,
    margin: 'dense' as const,
    ...propsDe(nombre, ayuda),
  });

  const guardar = useMutation({
    mutationFn: () => {
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
      return dataProvider.actualizarUsuario(usuario.id, datos);
    },
    onSuccess: (res) => {
      notify(res.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    },
    onError: (error) => {
      marcarDelServidor(error);
      notify(mensajeDeError(error, 'Ocurrió un error, inténtelo de nuevo'), { type: 'error' });
    },
  });

  return (
    <>
      <DialogContent>
        <TextField
          type="password"
          {...campo('password', 'Déjela vacía para no cambiarla. Cambiarla cierra las sesiones del usuario.')}
          label="Nueva contraseña"
          autoComplete="new-password"
        />
        <TextField type="email" {...campo('correo')} />
        <TextField {...campo('tarjetaProfesional')} />
        <TextField {...campo('cedula')} />
        {usuario.rol !== 1 && (
          <TextField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...campo('rol')}>
            <option value="" />
            {roles.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.nombre}
              </option>
            ))}
          </TextField>
        )}
        {IMAGENES.map(({ campo, etiqueta }) => (
          <CampoArchivo
            key={campo}
            campo={campo}
            nombre={etiqueta}
            acepta=".jpg,.jpeg,.png,image/jpeg,image/png"
            formatos="jpg o png, máximo 2 MB"
            elegido={archivos[campo]}
            guardado={false}
            onElegir={(f) => setArchivos((a) => ({ ...a, [campo]: f }))}
            onVerGuardado={() => undefined}
          />
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={onCancelar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => guardar.mutate()} disabled={guardar.isPending}>
          Guardar
        </MuiButton>
      </DialogActions>
    </>
  );
};
