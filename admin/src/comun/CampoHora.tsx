import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatearHora } from '../formato';

/** Sessions are 30-minute units (spec 2 §1): the day's half hours from 6:00 a. m. to 9:00 p. m. */
export const HORAS_DE_SESION: readonly string[] = Array.from({ length: 31 }, (_, i) => {
  const minutos = 6 * 60 + i * 30;
  return `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
});

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'type'> & { value: string; onChange: (hhmm: string) => void };

/**
 * A session time picked from the half hours and shown as '2:30 p. m.', whatever the browser's
 * language (an `<input type="time">` shows 14:30 or 02:30 PM depending on it); the value stays hh:mm.
 * A time off the grid (an older session at 7:15) stays offered so it is not lost.
 */
export const CampoHora = ({ value, onChange, ...props }: Props) => {
  const opciones = value && !HORAS_DE_SESION.includes(value) ? [...HORAS_DE_SESION, value].sort() : HORAS_DE_SESION;
  return (
    <TextField
      select
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {opciones.map((h) => (
        <MenuItem key={h} value={h}>
          {formatearHora(h)}
        </MenuItem>
      ))}
    </TextField>
  );
};
