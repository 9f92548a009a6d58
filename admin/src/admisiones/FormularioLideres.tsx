import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiButton from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useFormState, useWatch } from 'react-hook-form';
import { Form, SelectInput, useDataProvider, useInput, useNotify, useRefresh, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { AREAS_LIDER } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { Paciente, Terapeuta } from './proveedorAdmisiones';
import { mensajeDeError } from './util';

const R = 'resources.admisiones/lideres';

/** A checkbox as a form input (the confidential mark). */
const EntradaCasilla = (props: InputProps) => {
  const { field } = useInput(props);
  const etiqueta = useTranslateLabel()({ source: props.source });
  return (
    <FormControlLabel control={<Checkbox name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={etiqueta} />
  );
};

const Campos = ({ terapeutas, puedeConfidencial, onCerrar }: { terapeutas: Terapeuta[]; puedeConfidencial: boolean; onCerrar: () => void }) => {
  const t = useTranslate();
  const { isSubmitting } = useFormState();
  const lideres = useWatch({ name: AREAS_LIDER.map((e) => e.campo) }) as (string | null)[];
  const algunLider = lideres.some(Boolean);
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {AREAS_LIDER.map((e) => (
          <SelectInput
            key={e.campo}
            source={e.campo}
            choices={terapeutas.filter((x) => x.rol === e.rol).map((x) => ({ id: x.id, name: x.nombre }))}
            translateChoice={false}
            emptyText={`${R}.sinLider`}
            helperText={false}
            sx={{ mt: 1 }}
          />
        ))}
        {puedeConfidencial && algunLider && <EntradaCasilla source="confidencial" />}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>{t('ra.action.cancel')}</MuiButton>
        <MuiButton type="submit" variant="contained" disabled={isSubmitting}>
          {t('ra.action.save')}
        </MuiButton>
      </DialogActions>
    </>
  );
};

/** The patient's therapy leaders, one per area among the therapists of the patient's site, and (with the capacity) the confidential mark. */
export const FormularioLideres = ({ paciente, onCerrar }: { paciente: Paciente; onCerrar: () => void }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { tiene } = usePermisos();
  const puedeConfidencial = tiene('capacidad.lider-confidencial');
  // Leaders are therapists of the patient's own site (the server refuses any other).
  const { data: terapeutas = [] } = useQuery({ queryKey: ['terapeutas', paciente.sede], queryFn: () => dp.terapeutas(paciente.sede) });
  const iniciales = {
    ...Object.fromEntries(AREAS_LIDER.map((e) => [e.campo, paciente.lideres?.[e.campo]?.id ?? ''])),
    confidencial: !!paciente.confidencial,
  };
  const guardar = async (valores: Record<string, unknown>) => {
    const datos: Record<string, unknown> = Object.fromEntries(AREAS_LIDER.map((e) => [e.campo, valores[e.campo] || null]));
    if (puedeConfidencial) datos.confidencial = !!valores.confidencial && AREAS_LIDER.some((e) => !!valores[e.campo]);
    try {
      const r = await dp.asignarLideres(paciente.id, datos);
      notify(r.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'Error en el servidor, inténtelo de nuevo'), { type: 'error' });
    }
  };
  return (
    <Form defaultValues={iniciales} onSubmit={guardar} resource="admisiones/lideres" noValidate>
      <Campos terapeutas={terapeutas} puedeConfidencial={puedeConfidencial} onCerrar={onCerrar} />
    </Form>
  );
};
