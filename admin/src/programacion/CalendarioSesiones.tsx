import 'temporal-polyfill/global';
import { useEffect, useRef } from 'react';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import { esLocale } from '../comun/localeCalendario';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { ETIQUETAS_SESION, type OcupacionDeTerapeuta, type SesionLeida } from '../contratos';
import { formatearHora, formatearHorario } from '../formato';
import { hoyDelServidor } from '../comun/reloj';
import { FotoPaciente } from './FotoPaciente';

/** Pending blue, cancelled red, done green (spec 2 'Scheduling calendar'). */
export const COLOR_ESTADO: Record<number, string> = { 3: '#1976d2', 2: '#d32f2f', 1: '#2e7d32' };
/** A pending session whose time has passed, waiting for its evolution (issue 27 item 3). */
export const COLOR_POR_EVOLUCIONAR = '#ed6c02';

const etiqueta = (s: SesionLeida) => (s.estado === 1 ? ` · ${ETIQUETAS_SESION.realizada}` : s.estado === 2 ? ` · ${ETIQUETAS_SESION.cancelada}` : '');

export interface PropsCalendario {
  sesiones: SesionLeida[];
  /** What each event says: the patient on the therapist's agenda, patient and therapist on the calendar. */
  titulo: (s: SesionLeida) => string;
  onElegir: (s: SesionLeida) => void;
  onRango: (desde: string, hasta: string) => void;
  conRejillas?: boolean;
  /** The patients' photos by patient id (the agenda shows them on each event). */
  fotos?: Record<string, string | null>;
  /** A color of its own for some events (the agenda's 'Por evolucionar'); the state's otherwise. */
  color?: (s: SesionLeida) => string | undefined;
  /**
   * Drag and drop (issue 27 item 7): a pending, non-CYT session from today on may be dropped on another time or day;
   * the caller confirms (as the dialog does) and calls `revertir` if the user cancels or the server refuses.
   */
  onMover?: (s: SesionLeida, destino: { fecha: string; horaInicio: string; horaFin: string }, revertir: () => void) => void;
  /** The chosen therapist's sessions at other sites: greyed, without patient, neither clickable nor movable. */
  ocupadas?: OcupacionDeTerapeuta[];
  /** A date whose week the calendar opens (after programming: the first session). */
  irA?: string | null;
}

/** Greyed: another site's session of the same therapist (issue 27 item 5). */
export const COLOR_OTRA_SEDE = '#9e9e9e';
const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
const movible = (s: SesionLeida) => s.estado === 3 && s.tipo !== 'CYT' && s.fecha >= hoyDelServidor();

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** FullCalendar v7 in Spanish, week list by default; loaded on demand (React.lazy) so the rest of the admin stays light. */
const CalendarioSesiones = ({ sesiones, titulo, onElegir, onRango, conRejillas = true, fotos, color, onMover, ocupadas = [], irA }: PropsCalendario) => {
  const t = useTranslate();
  const porId = new Map(sesiones.map((s) => [s.id, s]));
  const calendario = useRef<CalendarRef>(null);
  useEffect(() => {
    if (irA) calendario.current?.getApi().gotoDate(irA);
  }, [irA]);
  return (
    <div data-calendario="sesiones">
      <FullCalendar
        ref={calendario}
        plugins={[classicThemePlugin, listPlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={esLocale}
        initialView="listWeek"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: conRejillas ? 'listWeek,timeGridWeek,timeGridDay' : 'listWeek,timeGridDay' }}
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="21:00:00"
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', hour12: true, meridiem: 'short' }}
        // The time axis as in Colombia, '6:00 a. m.' (es-CO), whatever the browser's language.
        slotHeaderContent={(arg) => {
          if (!arg.isTime || !arg.time) return arg.text;
          const minutos = Math.round(arg.time.milliseconds / 60000);
          return formatearHora(`${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`);
        }}
        // Readable weeks (issue 27 item 7): sessions at the same time side by side, never on top of one another; at most
        // three per slot, the rest behind '+N'; each block's text on one line, cut with '…' and whole on hover.
        slotEventOverlap={false}
        eventOverlap
        eventMaxStack={3}
        dayMaxEventRows={4}
        eventMinHeight={22}
        editable={!!onMover}
        eventDurationEditable={false}
        eventDrop={(info) => {
          const s = porId.get(info.event.id);
          const inicio = info.event.start;
          if (!s || !onMover || !inicio) return info.revert();
          const fin =
            info.event.end ?? new Date(inicio.getTime() + (new Date(`${s.fecha}T${s.horaFin}`).getTime() - new Date(`${s.fecha}T${s.horaInicio}`).getTime()));
          const fecha = `${inicio.getFullYear()}-${String(inicio.getMonth() + 1).padStart(2, '0')}-${String(inicio.getDate()).padStart(2, '0')}`;
          onMover(s, { fecha, horaInicio: hhmm(inicio), horaFin: hhmm(fin) }, info.revert);
        }}
        eventContent={(arg) => {
          // Times as the clinic reads them ('2:30 p. m. – 3:00 p. m.'), and on the agenda the patient's photo.
          const s = porId.get(arg.event.id);
          const hora = s ? formatearHorario(s.horaInicio, s.horaFin) : arg.timeText;
          const texto = hora ? `${hora} · ${arg.event.title}` : arg.event.title;
          const lista = arg.view.type.startsWith('list');
          return (
            <Box
              title={texto}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, overflow: 'hidden', minWidth: 0, width: '100%' }}
              {...(fotos ? { 'data-evento-con-foto': true } : {})}
              {...(s ? { 'data-evento': s.id } : { 'data-evento-otra-sede': true })}
            >
              {fotos && s && <FotoPaciente nombre={s.pacienteNombre} foto={fotos[s.pacienteId]} tamano={lista ? 32 : 20} />}
              <Box
                component="span"
                sx={lista ? undefined : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, fontSize: '0.75rem' }}
              >
                {texto}
              </Box>
            </Box>
          );
        }}
        datesSet={(info) => {
          const fin = new Date(info.end);
          fin.setDate(fin.getDate() - 1);
          onRango(iso(info.start), iso(fin));
        }}
        events={[
          ...sesiones.map((s) => ({
            id: s.id,
            title: `${titulo(s)}${etiqueta(s)}`,
            start: `${s.fecha}T${s.horaInicio}`,
            end: `${s.fecha}T${s.horaFin}`,
            color: color?.(s) ?? COLOR_ESTADO[s.estado],
            editable: !!onMover && movible(s),
          })),
          ...ocupadas.map((o) => ({
            id: `otra-sede-${o.id}`,
            title: t('resources.programacion-citas.ocupado', { sede: o.sedeNombre, terapeuta: o.terapeutaNombre }),
            start: `${o.fecha}T${o.horaInicio}`,
            end: `${o.fecha}T${o.horaFin}`,
            color: COLOR_OTRA_SEDE,
            editable: false,
          })),
        ]}
        eventClick={(info) => {
          const s = porId.get(info.event.id);
          if (s) onElegir(s);
        }}
      />
    </div>
  );
};

export default CalendarioSesiones;
