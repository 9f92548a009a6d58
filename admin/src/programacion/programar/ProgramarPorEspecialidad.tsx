import type { PropsModo } from './MarcoProgramar';
import { SerieDeSesiones, type FaltaParaVer } from './SerieDeSesiones';
import { DIAS, texto } from './valores';

/** Spec 2 §5's checks, in its order and words. */
const faltaParaVer: FaltaParaVer = (v, { elegida, conValorEscrito }) => {
  if (!elegida || !v.tipo || !v.lugar) return 'completar';
  if (!v.terapeuta) return 'sinTerapeuta';
  if (conValorEscrito && texto(v.valor) === '') return 'sinValor';
  if (!v.fecha) return 'sinFechaInicio';
  if (!v.horaInicio || !v.horaFin) return 'sinHoras';
  if ((v.dias ?? []).length === 0) return 'sinDias';
  return null;
};

/**
 * 'Por especialidad' (spec 2 type 3): Monday to Saturday, the server drawing each date from the specialty's
 * authorizations, soonest expiry first.
 */
export const ProgramarPorEspecialidad = (props: PropsModo) => (
  <SerieDeSesiones modo="especialidad" dias={DIAS.slice(0, 6)} faltaParaVer={faltaParaVer} props={props} />
);
