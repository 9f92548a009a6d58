import es from '@fullcalendar/react/locales/es';

/**
 * FullCalendar's Spanish locale with accessible names that contain what the button shows (issue 27 item 11): the
 * stock 'Hoy' button was named 'Esta semana', which axe-core reports (label-content-name-mismatch) and a voice-control
 * user saying 'Hoy' cannot reach. 'Anterior' and 'Siguiente' name the arrows.
 */
export const esLocale = {
  ...es,
  todayHint: (unitText: string, unit: string) => (unit === 'day' ? 'Hoy' : `Hoy: ${unit === 'week' ? 'esta' : 'este'} ${unitText.toLocaleLowerCase('es')}`),
  prevHint: '$0 anterior',
  nextHint: '$0 siguiente',
};
