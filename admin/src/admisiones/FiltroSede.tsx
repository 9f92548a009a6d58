import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { useSedes } from '../shell/useSedes';

/** The site selector of the lists, for whoever may see every site (role 1 by default); others see only their own. */
export const FiltroSede = () => {
  const { tiene } = usePermisos();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { sedes } = useSedes();
  if (!tiene('capacidad.todas-las-sedes')) return null;
  const valor = (filterValues.sede as string | undefined) ?? 'todas';
  return (
    <TextField
      select
      size="small"
      label="Sede"
      value={valor}
      sx={{ minWidth: 180, maxWidth: 220 }}
      onChange={(e) => {
        const { sede: _s, ...resto } = filterValues;
        setFilters(e.target.value === 'todas' ? resto : { ...resto, sede: e.target.value }, displayedFilters);
      }}
      slotProps={{ htmlInput: { 'data-filtro': 'sede' } }}
    >
      <MenuItem value="todas">Todas las sedes</MenuItem>
      {sedes.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
};
