import type { PropsModo } from './MarcoProgramar';
import { SerieDeSesiones, type FaltaParaVer } from './SerieDeSesiones';
import { DIAS, texto } from './valores';

/** The chosen line, its therapist, times, type and place, the value where typed, and at least one day. */
const faltaParaVer: FaltaParaVer = (v, { linea, conValorEscrito }) => {
  if (!linea || !v.terapeuta || !v.tipo || !v.lugar || !v.horaInicio || !v.horaFin || (conValorEscrito && texto(v.valor) === '')) return 'completar';
  if ((v.dias ?? []).length === 0) return 'sinDias';
  return null;
};

/** 'Semanal': a series of one coverage line on the chosen days of the week, Monday to Sunday. */
export const ProgramarSemanal = (props: PropsModo) => <SerieDeSesiones modo="semanal" dias={DIAS} faltaParaVer={faltaParaVer} props={props} />;
