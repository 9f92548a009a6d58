import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BooleanInput, FormDataConsumer, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ESCALA_CALIFICACION, MENSAJES_OBJETIVOS, type ObjetivoLeido } from '../contratos';
import type { Calificacion } from './proveedorObjetivos';
import { useAccionObjetivo } from './useAccionObjetivo';
import { DialogoObjetivo, type Valores } from './DialogoObjetivo';

const ESCALA = ESCALA_CALIFICACION.map((o) => ({ id: o.codigo, name: `${o.codigo} · ${o.nombre}` }));
const TAREAS = [1, 2, 3] as const;
const texto = (v: unknown) => String(v ?? '').trim();
const vacio = (v: unknown) => v === '' || v === null || v === undefined;

const Escala = ({ source }: { source: string }) => (
  <SelectInput source={source} choices={ESCALA} validate={required()} sx={{ minWidth: 240 }} helperText={false} />
);

/**
 * 'Calificar': objectives from 2025-03-09 by periods in order (per task the scale and 'cumple'; period 3 adds the
 * achievement and its evidence link); older ones once, with score and achievement.
 */
export const DialogoCalificar = ({ objetivo, onCerrar }: { objetivo: ObjetivoLeido; onCerrar: () => void }) => {
  const t = useTranslate();
  const siguiente = [1, 2, 3].find((p) => !objetivo.periodosCalificados.includes(p)) ?? 3;
  const unica = objetivo.forma === 'unica';
  const pideLogro = (v: Valores) => unica || Number(v.periodo) === 3;
  const pedido = (v: Valores): Calificacion =>
    unica
      ? { puntaje: Number(v.puntaje), logro: texto(v.logro), evidencia: texto(v.evidencia) || undefined }
      : {
          periodo: Number(v.periodo),
          tareas: TAREAS.map((i) => ({ puntaje: Number(v[`puntaje${i}`]), cumple: !!v[`cumple${i}`] })),
          ...(Number(v.periodo) === 3 ? { comentario: texto(v.logro), evidencia: texto(v.evidencia) || undefined } : {}),
        };
  const accion = useAccionObjetivo((dp, v: Valores) => dp.calificarObjetivo(objetivo.id, pedido(v)), onCerrar);
  const estado = (v: Valores) => {
    const falta = unica ? vacio(v.puntaje) : TAREAS.some((i) => vacio(v[`puntaje${i}`]));
    const sinLogro = pideLogro(v) && !texto(v.logro);
    return { aviso: falta ? t('resources.objetivos.califiqueCadaTarea') : sinLogro ? MENSAJES_OBJETIVOS.sinLogro : null, bloqueado: falta || sinLogro };
  };
  const periodos = [1, 2, 3].map((p) => {
    const evaluado = objetivo.periodosCalificados.includes(p);
    return { id: p, name: `${t('resources.objetivos.periodoN', { periodo: p })}${evaluado ? t('resources.objetivos.evaluado') : ''}`, disabled: evaluado };
  });
  return (
    <DialogoObjetivo
      dialogo="calificar"
      titulo={t('resources.objetivos.calificar')}
      ancho="md"
      valores={{
        periodo: siguiente,
        puntaje: '',
        puntaje1: '',
        puntaje2: '',
        puntaje3: '',
        cumple1: false,
        cumple2: false,
        cumple3: false,
        logro: '',
        evidencia: '',
      }}
      guardar={accion.ejecutar}
      enviando={accion.enCurso}
      escrito={(v) => !!texto(v.logro) || !!texto(v.evidencia) || !vacio(v.puntaje) || TAREAS.some((i) => !vacio(v[`puntaje${i}`]))}
      estado={estado}
      onCerrar={onCerrar}
    >
      <Typography>{objetivo.objetivo}</Typography>
      {unica ? (
        <Escala source="puntaje" />
      ) : (
        <>
          <SelectInput source="periodo" choices={periodos} validate={required()} sx={{ maxWidth: 200 }} helperText={false} />
          {objetivo.tareas.map((tarea, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-tarea={i + 1}>
              <Typography sx={{ flex: '1 1 200px' }}>{tarea}</Typography>
              <Escala source={`puntaje${i + 1}`} />
              <BooleanInput source={`cumple${i + 1}`} helperText={false} />
            </Paper>
          ))}
        </>
      )}
      <FormDataConsumer>
        {({ formData }) =>
          pideLogro(formData as Valores) && (
            <>
              <TextInput source="logro" validate={required()} multiline minRows={2} helperText={false} />
              <TextInput source="evidencia" placeholder="https://" helperText={false} />
            </>
          )
        }
      </FormDataConsumer>
    </DialogoObjetivo>
  );
};
