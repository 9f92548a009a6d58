import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, required, SelectInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SesionLeida } from '../contratos';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { formatearFecha, formatearHorario } from '../formato';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import { hoyDelServidor } from '../comun/reloj';
import { AvisarTexto, EntradaCasilla, EntradaEstrategias, TextoConCuenta } from './EntradasEvolucion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export const AVISO_ATRASADA = 'La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.';
const RECURSO = 'evolucionar-sesion';
const clave = (k: string) => `resources.${RECURSO}.${k}`;
const obligatorio = [required()];
const VALORES = { estrategias: [], material: '', estadoPaciente: '', evolucion: '', requiereExamen: false };

const texto = (v: unknown) => (typeof v === 'string' ? v : '');
const completo = (v: FieldValues) =>
  Array.isArray(v.estrategias) && v.estrategias.length > 0 && texto(v.estadoPaciente).trim() !== '' && texto(v.evolucion).trim() !== '';

/** 'Evolucionar' with, while something required is empty, a line saying what (spec 2's 'Faltan campos por llenar'). */
const Acciones = ({ pendiente, onCancelar }: { pendiente: boolean; onCancelar: () => void }) => {
  const t = useTranslate();
  const notify = useNotify();
  const lleno = completo(useWatch());
  return (
    <DialogActions>
      {!lleno && (
        <Typography variant="body2" color="text.secondary">
          {t(clave('queFalta'))}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <MuiButton onClick={onCancelar}>{t(clave('cancelar'))}</MuiButton>
      <MuiButton type="submit" variant="contained" disabled={pendiente} onClick={() => !lleno && notify(clave('faltanCampos'), { type: 'warning' })}>
        {t(clave(pendiente ? 'guardando' : 'evolucionar'))}
      </MuiButton>
    </DialogActions>
  );
};

/** The evolve form of a pending therapy (spec 2 'Therapist agenda and evolutions'). */
export const DialogoEvolucion = ({ sesion, onCerrar }: { sesion: SesionLeida; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [escrito, setEscrito] = useState(false);
  const catalogoEstrategias = useQuery({
    queryKey: ['catalogo', 'estrategias', sesion.servicio],
    queryFn: () => dataProvider.catalogoDeEvolucion('estrategias', sesion.servicio),
  });
  const catalogoMateriales = useQuery({
    queryKey: ['catalogo', 'materiales', sesion.servicio],
    queryFn: () => dataProvider.catalogoDeEvolucion('materiales', sesion.servicio),
  });
  const atrasada = sesion.fecha < hoyDelServidor();
  const guardar = useMutation({
    mutationFn: (v: FieldValues) =>
      dataProvider.evolucionarSesion(sesion.id, {
        estrategias: v.estrategias as string[],
        material: texto(v.material),
        estadoPaciente: texto(v.estadoPaciente),
        evolucion: texto(v.evolucion),
        requiereExamen: !!v.requiereExamen,
      }),
  });
  const evolucionar = async (v: FieldValues) => {
    try {
      const r = await guardar.mutateAsync(v);
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onCerrar();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, onCerrar);
  return (
    <>
      <Dialog
        open
        onClose={cerrar}
        maxWidth="md"
        fullWidth
        data-dialogo="evolucion"
        sx={{ '& .formulario-evolucion': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } }}
      >
        <DialogTitle>{t(clave('titulo'))}</DialogTitle>
        <Form noValidate defaultValues={VALORES} onSubmit={evolucionar} resource={RECURSO} className="formulario-evolucion">
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <Typography>
              {sesion.pacienteNombre} ({sesion.pacienteDocumento}) · {formatearFecha(sesion.fecha)} {formatearHorario(sesion.horaInicio, sesion.horaFin)} ·{' '}
              {sesion.especialidad}
            </Typography>
            {atrasada && <Alert severity="warning">{AVISO_ATRASADA}</Alert>}
            <EntradaEstrategias opciones={catalogoEstrategias.data ?? []} sinOpciones={t(clave('sinEstrategias'))} validate={obligatorio} />
            <SelectInput
              source="material"
              choices={catalogoMateriales.data ?? []}
              optionText="descripcion"
              translateChoice={false}
              emptyText={clave('ninguno')}
              helperText={false}
            />
            <TextoConCuenta source="estadoPaciente" maximo={200} minRows={2} validate={obligatorio} />
            <TextoConCuenta source="evolucion" maximo={1000} minRows={4} validate={obligatorio} />
            <EntradaCasilla source="requiereExamen" />
          </DialogContent>
          <Acciones pendiente={guardar.isPending} onCancelar={cerrar} />
          <AvisarTexto fuentes={['estadoPaciente', 'evolucion']} onTexto={setEscrito} />
        </Form>
      </Dialog>
      {confirmacion}
    </>
  );
};
