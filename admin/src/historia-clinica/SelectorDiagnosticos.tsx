import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FieldTitle, useDataProvider, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export interface Diagnostico {
  codigo: string;
  etiqueta: string;
}

/** The codes the api takes from a form's chosen diagnoses. */
export const codigos = (valor: unknown): string[] => (Array.isArray(valor) ? (valor as Diagnostico[]).map((d) => d.codigo) : []);

/**
 * CIE-10 or DSM-IV diagnoses as a react-admin input (the form holds the chosen ones), several, searched on the
 * server as the user types (code with or without the dot, words without accents).
 */
export const SelectorDiagnosticos = ({ sistema, source }: { sistema: 'cie10' | 'dsm'; source: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const recurso = useResourceContext();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
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
      value={Array.isArray(field.value) ? (field.value as Diagnostico[]) : []}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.etiqueta}
      isOptionEqualToValue={(o, v) => o.codigo === v.codigo}
      onInputChange={(_, nuevo) => setTexto(nuevo)}
      onChange={(_, nuevos) => field.onChange(nuevos)}
      onBlur={field.onBlur}
      noOptionsText={t(
        sistema === 'cie10' && texto.trim().length < 2
          ? 'resources.historia-clinica.entrada.escribaCodigo'
          : 'resources.historia-clinica.entrada.sinCoincidencias',
      )}
      loadingText={t('resources.historia-clinica.entrada.buscando')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={<FieldTitle source={source} resource={recurso} />}
          placeholder={t('resources.historia-clinica.entrada.buscar')}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
};
