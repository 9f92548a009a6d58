import 'temporal-polyfill/global';
import FullCalendar from '@fullcalendar/react';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { ETIQUETAS_SESION, type SesionLeida } from '../contratos';
import { formatearHorario } from '../formato';
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
}

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** FullCalendar v7 in Spanish, week list by default; loaded on demand (React.lazy) so the rest of the admin stays light. */
const CalendarioSesiones = ({ sesiones, titulo, onElegir, onRango, conRejillas = true, fotos, color }: PropsCalendario) => {
  const porId = new Map(sesiones.map((s) => [s.id, s]));
  return (
  <div data-calendario="sesiones">
    <FullCalendar
      plugins={[classicThemePlugin, listPlugin, dayGridPlugin, timeGridPlugin]}
      locale={esLocale}
      initialView="listWeek"
      headerToolbar={{ start: 'prev,next today', center: 'title', end: conRejillas ? 'listWeek,timeGridWeek,timeGridDay' : 'listWeek,timeGridDay' }}
      height="auto"
      slotMinTime="06:00:00"
      slotMaxTime="21:00:00"
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit', hour12: true, meridiem: 'short' }}
      slotHeaderFormat={{ hour: 'numeric', minute: '2-digit', hour12: true, meridiem: 'short' }}
      eventContent={(arg) => {
        // Times as the clinic reads them ('2:30 p. m. – 3:00 p. m.'), and on the agenda the patient's photo.
        const s = porId.get(arg.event.id);
        const hora = s ? formatearHorario(s.horaInicio, s.horaFin) : arg.timeText;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, overflow: 'hidden' }} {...(fotos ? { 'data-evento-con-foto': true } : {})}>
            {fotos && s && <FotoPaciente nombre={s.pacienteNombre} foto={fotos[s.pacienteId]} tamano={arg.view.type.startsWith('list') ? 32 : 20} />}
            <span>{hora ? `${hora} · ${arg.event.title}` : arg.event.title}</span>
          </Box>
        );
      }}
      datesSet={(info) => {
        const fin = new Date(info.end);
        fin.setDate(fin.getDate() - 1);
        onRango(iso(info.start), iso(fin));
      }}
      events={sesiones.map((s) => ({
        id: s.id,
        title: `${titulo(s)}${etiqueta(s)}`,
        start: `${s.fecha}T${s.horaInicio}`,
        end: `${s.fecha}T${s.horaFin}`,
        color: color?.(s) ?? COLOR_ESTADO[s.estado],
      }))}
      eventClick={(info) => {
        const s = porId.get(info.event.id);
        if (s) onElegir(s);
      }}
    />
  </div>
  );
};

export default CalendarioSesiones;
