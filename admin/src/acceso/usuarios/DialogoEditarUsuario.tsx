import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormState } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { EntradaImagen, SelectNativo, VigiaCambios } from '../formulario';
import { mensajeDeError, type Usuario } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const IMAGENES = ['foto', 'CamFir1', 'CamFir2', 'CamFir3'] as const;

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
  const translate = useTranslate();
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, () => {
    setEscrito(false);
    onCerrar();
  });
  if (!usuario) return null;
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-editar-usuario">
      <DialogTitle id="titulo-editar-usuario">{translate('resources.usuarios/edicion.titulo', { usuario: usuario.usuario })}</DialogTitle>
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

  const guardar = async (v: Record<string, unknown>) => {
    const texto = (c: string) => String(v[c] ?? '').trim();
    const datos = new FormData();
    if (v.password) datos.append('password', String(v.password));
    datos.append('correo', texto('correo'));
    datos.append('tarjetaProfesional', texto('tarjetaProfesional'));
    datos.append('cedula', texto('cedula'));
    if (usuario.rol !== 1 && v.rol) datos.append('rol', String(v.rol));
    for (const campo of IMAGENES) {
      const archivo = v[campo];
      if (archivo instanceof File) datos.append(campo, archivo, archivo.name);
    }
    try {
      const res = await dataProvider.actualizarUsuario(usuario.id, datos);
      notify(res.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, translate('resources.usuarios/edicion.errorGeneral')), { type: 'error' });
      return erroresDelServidor(error);
    }
  };

  return (
    <Form defaultValues={inicial} onSubmit={guardar} resource="usuarios" noValidate>
      <VigiaCambios onCambio={onEscrito} />
      <DialogContent>
        <TextInput
          source="password"
          type="password"
          label="resources.usuarios/edicion.nuevaContrasena"
          helperText="resources.usuarios/edicion.ayudaContrasena"
          autoComplete="new-password"
          margin="dense"
        />
        <TextInput source="correo" type="email" margin="dense" />
        <TextInput source="tarjetaProfesional" margin="dense" />
        <TextInput source="cedula" margin="dense" />
        {usuario.rol !== 1 && <SelectNativo source="rol" opciones={roles} />}
        {IMAGENES.map((campo) => (
          <EntradaImagen key={campo} source={campo} nombre={translate(`resources.usuarios/edicion.imagenes.${campo}`)} />
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={onCancelar}>{translate('ra.action.cancel')}</MuiButton>
        <BotonGuardar />
      </DialogActions>
    </Form>
  );
};

const BotonGuardar = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <MuiButton type="submit" variant="contained" disabled={isSubmitting}>
      {translate('ra.action.save')}
    </MuiButton>
  );
};
