import Typography from '@mui/material/Typography';
import { required, useTranslate } from 'react-admin';
import type { ObjetivoLeido } from '../contratos';
import { EntradaFecha } from '../comun/CampoFecha';
import { formatearFecha } from '../formato';
import { useAccionObjetivo } from './useAccionObjetivo';
import { DialogoObjetivo, type Valores } from './DialogoObjetivo';

/** 'Extender': a new completion date (the server refuses one before today). */
export const DialogoExtender = ({ objetivo, onCerrar }: { objetivo: ObjetivoLeido; onCerrar: () => void }) => {
  const t = useTranslate();
  const accion = useAccionObjetivo((dp, v: Valores) => dp.extenderObjetivo(objetivo.id, String(v.fecha)), onCerrar);
  return (
    <DialogoObjetivo
      dialogo="extender"
      titulo={t('resources.objetivos.extender')}
      ancho="xs"
      valores={{ fecha: '' }}
      guardar={accion.ejecutar}
      enviando={accion.enCurso}
      escrito={(v) => !!v.fecha}
      estado={(v) => ({ aviso: null, bloqueado: !v.fecha })}
      onCerrar={onCerrar}
    >
      <Typography>{t('resources.objetivos.actual', { objetivo: objetivo.objetivo, fecha: formatearFecha(objetivo.fechaFin) })}</Typography>
      <EntradaFecha source="fecha" resource="objetivos" validate={required()} />
    </DialogoObjetivo>
  );
};
