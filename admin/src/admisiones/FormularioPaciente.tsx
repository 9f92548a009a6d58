import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Confirm, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { hoyDelServidor } from '../comun/reloj';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import {
  documentoSegun,
  EntradaBuscable,
  EntradaFechaIngreso,
  EntradaTipoCliente,
  obligatorio,
  opciones,
  sinAyuda,
  telefonoValido,
  useAvisoAlGuardar,
} from './entradasIngreso';
import type { Aseguradora, CatalogosAdmisiones, Paciente } from './proveedorAdmisiones';
import { nombreCompleto } from './util';
import { COLOMBIA, NA, vacio } from './valoresPaciente';

const R = 'resources.admisiones/ingreso';
const documentoValido = documentoSegun((todos) => todos.tipoDocumento);
const doble = { gridColumn: 'span 2' };
const completa = { gridColumn: '1 / -1' };
const conNA = (l: Aseguradora[]) => [{ id: NA, name: 'N/A' }, ...l.map((a) => ({ id: a.id, name: a.nombre }))];

/** A lookup of the intake (catalogues, cities, insurers), cached by react-query and shared across screens. */
export const useConsulta = <T,>(clave: unknown[], leer: () => Promise<T>, habilitada = true) =>
  useQuery({ queryKey: ['admisiones', ...clave], queryFn: leer, staleTime: 5 * 60_000, enabled: habilitada });

/** A titled card whose fields flow in a grid: three or four columns on a laptop, one on a phone. */
const Seccion = ({ titulo, children, entera = false }: { titulo: string; children: ReactNode; entera?: boolean }) => (
  <Paper sx={{ p: 2, ...(entera ? completa : {}) }} data-seccion={titulo}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
      {titulo}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, alignItems: 'start' }}>{children}</Box>
  </Paper>
);

/** Country, department and city: the last two only in Colombia, the city from the department's. */
const Lugar = ({ sufijo, paises }: { sufijo: 'Origen' | 'Residencia'; paises: CatalogosAdmisiones['paises'] }) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const { setValue } = useFormContext();
  const [pais, departamento] = useWatch({ name: [`pais${sufijo}`, `departamento${sufijo}`] }) as [string | null, string | null];
  const departamentos = useConsulta(['departamentos'], () => dp.departamentos()).data ?? [];
  const municipios = useConsulta(['municipios', departamento], () => dp.municipios(departamento ?? ''), !!departamento).data ?? [];
  const enColombia = pais === COLOMBIA;
  return (
    <>
      <EntradaBuscable
        source={`pais${sufijo}`}
        opciones={paises}
        onChange={(valor: string) => {
          if (valor !== COLOMBIA) {
            setValue(`departamento${sufijo}`, '');
            setValue(`ciudad${sufijo}`, '');
          }
        }}
      />
      <EntradaBuscable source={`departamento${sufijo}`} opciones={departamentos} disabled={!enColombia} onChange={() => setValue(`ciudad${sufijo}`, '')} />
      <EntradaBuscable source={`ciudad${sufijo}`} opciones={municipios} disabled={!enColombia || !departamento} />
    </>
  );
};

/** The patient's data on react-admin's form: register and edit modes, 'Limpiar' asking first when something is typed. */
export const FormularioPaciente = ({
  paciente,
  catalogos,
  onBuscar,
  onLimpiar,
}: {
  paciente: Paciente | null;
  catalogos: CatalogosAdmisiones;
  onBuscar: () => void;
  onLimpiar: () => void;
}) => {
  const dp = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { setValue, reset, trigger, getValues } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const [regimen, prepagada, poliza, fechaNacimiento] = useWatch({ name: ['regimen', 'prepagada', 'poliza', 'fechaNacimiento'] }) as (string | null)[];
  const [preguntaLimpiar, setPreguntaLimpiar] = useState(false);
  useAvisoAlGuardar();
  const modo = paciente ? 'editar' : 'registrar';
  const regimenEps = Number(regimen) || 1;
  const eps = useConsulta(['aseguradoras', 1, regimenEps], () => dp.aseguradoras(1, regimenEps)).data ?? [];
  const prepagadas = useConsulta(['aseguradoras', 2], () => dp.aseguradoras(2)).data ?? [];
  const polizas = useConsulta(['aseguradoras', 3], () => dp.aseguradoras(3)).data ?? [];
  const hoy = hoyDelServidor();
  const fechaValida = !!fechaNacimiento && fechaNacimiento < hoy;
  const fechaFutura = !!fechaNacimiento && fechaNacimiento > hoy;
  const subsidiado = regimen === '2';
  const limpiar = () => {
    setPreguntaLimpiar(false);
    reset(vacio());
    onLimpiar();
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <Button variant="outlined" onClick={onBuscar} data-accion="buscar-paciente">
          {t(`${R}.buscarPaciente`)}
        </Button>
        <Button onClick={() => (isDirty ? setPreguntaLimpiar(true) : limpiar())} data-accion="limpiar">
          {t(`${R}.limpiar`)}
        </Button>
        <Chip label={t(paciente ? `${R}.modoEdicion` : `${R}.modoRegistro`)} color={paciente ? 'primary' : 'default'} />
        {paciente && (
          <Typography data-codigo={paciente.codigo}>
            {nombreCompleto(paciente)} · Código {paciente.codigo} · {paciente.estado === 1 ? 'ACTIVO' : 'INACTIVO'}
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Seccion titulo={t(`${R}.secciones.personales`)} entera>
          <SelectInput
            source="tipoDocumento"
            choices={opciones(catalogos.tiposDocumento)}
            validate={obligatorio}
            {...sinAyuda}
            onChange={() => {
              if (getValues('numeroDocumento')) void trigger('numeroDocumento');
            }}
          />
          <TextInput source="numeroDocumento" validate={[...obligatorio, documentoValido]} {...sinAyuda} />
          <TextInput source="primerApellido" validate={obligatorio} {...sinAyuda} />
          <TextInput source="segundoApellido" {...sinAyuda} />
          <TextInput source="primerNombre" validate={obligatorio} {...sinAyuda} />
          <TextInput source="segundoNombre" {...sinAyuda} />
          <EntradaFechaIngreso source="fechaNacimiento" validate={obligatorio} />
          <SelectInput source="sexo" choices={opciones(catalogos.sexos)} validate={obligatorio} {...sinAyuda} />
          <EntradaFechaIngreso source="fechaIngreso" validate={obligatorio} disabled={modo === 'editar'} />
          <EntradaTipoCliente source="tipoCliente" opciones={catalogos.tiposCliente} validate={obligatorio} sx={completa} />
          <TextInput source="diagnostico" multiline {...sinAyuda} sx={completa} />
        </Seccion>
        {fechaFutura && (
          <Alert severity="error" sx={completa}>
            {t(`${R}.fechaFutura`)}
          </Alert>
        )}
        <Seccion titulo={t(`${R}.secciones.procedencia`)}>
          <Lugar sufijo="Origen" paises={catalogos.paises} />
        </Seccion>
        <Seccion titulo={t(`${R}.secciones.residencia`)}>
          <Lugar sufijo="Residencia" paises={catalogos.paises} />
          <TextInput source="barrio" {...sinAyuda} />
          <TextInput source="direccion" {...sinAyuda} sx={doble} />
          <TextInput source="telefono" validate={telefonoValido} {...sinAyuda} />
        </Seccion>
        <Seccion titulo={t(`${R}.secciones.cobertura`)}>
          <SelectInput
            source="regimen"
            choices={opciones(catalogos.regimenes)}
            {...sinAyuda}
            onChange={() => {
              setValue('eps', NA);
              if (getValues('regimen') === '2') {
                setValue('prepagada', NA);
                setValue('poliza', NA);
              }
            }}
          />
          <SelectInput source="eps" choices={conNA(eps)} translateChoice={false} {...sinAyuda} />
          <SelectInput source="prepagada" choices={conNA(prepagadas)} translateChoice={false} disabled={subsidiado || poliza !== NA} {...sinAyuda} />
          <SelectInput source="poliza" choices={conNA(polizas)} translateChoice={false} disabled={subsidiado || prepagada !== NA} {...sinAyuda} />
          <SelectInput source="tipoVinculacion" choices={opciones(catalogos.tiposVinculacion)} {...sinAyuda} />
        </Seccion>
        <Seccion titulo={t(`${R}.secciones.acompanante`)}>
          <TextInput source="nombreAcompanante" {...sinAyuda} sx={doble} />
          <TextInput source="telefonoAcompanante" validate={telefonoValido} {...sinAyuda} />
          <TextInput source="remitente" {...sinAyuda} sx={doble} />
        </Seccion>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting || !fechaValida} data-accion={modo}>
          {t(paciente ? `${R}.actualizar` : `${R}.registrar`)}
        </Button>
        {!fechaValida && (
          <Typography variant="body2" color="text.secondary" data-ayuda="guardar">
            {t(fechaFutura ? `${R}.ayudaFechaFutura` : `${R}.ayudaSinFecha`)}
          </Typography>
        )}
      </Box>
      <Confirm
        isOpen={preguntaLimpiar}
        title={`${R}.limpiarTitulo`}
        content={paciente ? t(`${R}.limpiarConPaciente`, { nombre: nombreCompleto(paciente) }) : t(`${R}.limpiarSinPaciente`)}
        confirm={`${R}.limpiar`}
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={limpiar}
        onClose={() => setPreguntaLimpiar(false)}
      />
    </>
  );
};
