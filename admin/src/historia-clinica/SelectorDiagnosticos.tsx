import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export interface Diagnostico {
  codigo: string;
  etiqueta: string;
}

/** CIE-10 or DSM-IV diagnoses, several, searched on the server as the user types (code with or without the dot, words without accents). */
export const SelectorDiagnosticos = ({
  sistema,
  value,
  onChange,
  name,
}: {
  sistema: 'cie10' | 'dsm';
  value: Diagnostico[];
  onChange: (valor: Diagnostico[]) => void;
  name: string;
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [texto, setTexto] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['diagnosticos', sistema, texto],
    queryFn: async (): Promise<Diagnostico[]> =>
      sistema === 'cie10'
        ? (await dataProvider.buscarCie10(texto)).map((c) => ({ codigo: c.codigo, etiqueta: `${c.codigoConPunto} ${c.descripcion}` }))
        : (await dataProvider.buscarDsm(texto)).map((d) => ({ codigo: d.id, etiqueta: d.descripcion })),
    enabled: sistema === 'dsm' || texto.trim().length >= 2,
    staleTime: 60_000,
  });
  return (
    <Autocomplete
      multiple
      size="small"
      options={data}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.etiqueta}
      isOptionEqualToValue={(o, v) => o.codigo === v.codigo}
      onInputChange={(_, nuevo) => setTexto(nuevo)}
      onChange={(_, nuevos) => onChange(nuevos)}
      noOptionsText={sistema === 'cie10' && texto.trim().length < 2 ? 'Escriba un código o palabras' : 'Sin coincidencias'}
      loadingText="Buscando..."
      renderInput={(params) => (
        <TextField {...params} name={name} label={sistema === 'cie10' ? 'Diagnósticos CIE-10' : 'Diagnósticos DSM-IV'} placeholder="Buscar" />
      )}
    />
  );
};
