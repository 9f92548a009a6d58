import Typography from '@mui/material/Typography';
import { FormDataConsumer, required, TextInput, useInput, useTranslate } from 'react-admin';
import { ESPECIALIDADES, MENSAJES_OBJETIVOS, rangoDeInicioObjetivo, textoDe } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha } from '../formato';
import { hoyDelServidor } from '../comun/reloj';
import { finDeTrimestre } from './proveedorObjetivos';
import { useAccionObjetivo } from './useAccionObjetivo';
import { DialogoObjetivo, type Valores } from './DialogoObjetivo';

const TAREAS = ['tarea1', 'tarea2', 'tarea3'] as const;
const texto = (v: unknown) => String(v ?? '').trim();
const normalizar = (t: string) => t.toLocaleLowerCase('es');
const tareasDe = (v: Valores) => TAREAS.map((k) => texto(v[k])) as [string, string, string];
const repetidas = (v: Valores) => tareasDe(v).every(Boolean) && new Set(tareasDe(v).map(normalizar)).size < 3;
const fueraDeRango = (fecha: unknown, rango: { desde: string; hasta: string }) => !!fecha && (String(fecha) < rango.desde || String(fecha) > rango.hasta);

/** The start date as a react-admin input: under it the range the server takes, or the spec's message when outside it. */
const FechaInicio = ({ rango }: { rango: { desde: string; hasta: string } }) => {
  const t = useTranslate();
  const { field, fieldState } = useInput({ source: 'fechaInicio', validate: required() });
  const fuera = fueraDeRango(field.value, rango);
  return (
    <CampoFecha
      name={field.name}
      label={t('resources.objetivos.fields.fechaInicio')}
      required
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fuera || !!fieldState.error}
      helperText={
        fuera
          ? MENSAJES_OBJETIVOS.inicioFueraDeRango(rango.desde, rango.hasta)
          : (fieldState.error?.message ?? t('resources.objetivos.entreFechas', { desde: formatearFecha(rango.desde), hasta: formatearFecha(rango.hasta) }))
      }
    />
  );
};

/** 'Nuevo objetivo': the objective, exactly three distinct tasks and the start date; shows the completion date it will get. */
export const DialogoNuevoObjetivo = ({ paciente, especialidad, onCerrar }: { paciente: string; especialidad: number; onCerrar: () => void }) => {
  const t = useTranslate();
  const accion = useAccionObjetivo(
    (dp, v: Valores) => dp.crearObjetivo({ paciente, especialidad, objetivo: texto(v.objetivo), tareas: tareasDe(v), fechaInicio: String(v.fechaInicio) }),
    onCerrar,
  );
  const rango = rangoDeInicioObjetivo(hoyDelServidor());
  const estado = (v: Valores) => {
    const falta = !texto(v.objetivo) || !tareasDe(v).every(Boolean) || !v.fechaInicio;
    return { aviso: falta ? t('resources.objetivos.faltanCampos') : null, bloqueado: falta || repetidas(v) || fueraDeRango(v.fechaInicio, rango) };
  };
  return (
    <DialogoObjetivo
      dialogo="nuevo-objetivo"
      titulo={t('resources.objetivos.nuevoDe', { especialidad: textoDe(ESPECIALIDADES, especialidad) })}
      ancho="sm"
      valores={{ objetivo: '', tarea1: '', tarea2: '', tarea3: '', fechaInicio: '' }}
      guardar={accion.ejecutar}
      enviando={accion.enCurso}
      escrito={(v) => !!texto(v.objetivo) || tareasDe(v).some(Boolean) || !!v.fechaInicio}
      estado={estado}
      onCerrar={onCerrar}
    >
      <TextInput source="objetivo" validate={required()} multiline minRows={2} helperText={false} />
      {TAREAS.map((k) => (
        <TextInput key={k} source={k} validate={required()} helperText={false} />
      ))}
      <FechaInicio rango={rango} />
      <FormDataConsumer>
        {({ formData }) => (
          <>
            <Typography data-fecha-fin>
              {t('resources.objetivos.fechaDeCumplimiento', {
                fecha: formData.fechaInicio ? formatearFecha(finDeTrimestre(String(formData.fechaInicio))) : '—',
              })}
            </Typography>
            {repetidas(formData as Valores) && <Typography color="error">{MENSAJES_OBJETIVOS.tareasIguales}</Typography>}
          </>
        )}
      </FormDataConsumer>
    </DialogoObjetivo>
  );
};
