import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { MENSAJES_REPORTES } from '../../contratos';
import { EntradaFecha } from '../../comun/CampoFecha';
import { MenuAcciones } from '../../comun/MenuAcciones';
import { rangoDelMes } from '../../comun/reloj';
import { useComando } from '../../comun/useComando';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import type { RecursoAnulable } from './proveedorFinanzas';

export { rangoDelMes };

export const filtrosDeFechas = (recurso: string) => [
  <EntradaFecha key="desde" source="desde" label={`resources.${recurso}.fields.desde`} alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label={`resources.${recurso}.fields.hasta`} alwaysOn />,
];

export const AvisoFechas = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {translate('resources.finanzas.mensajeFechas')}
    </Typography>
  );
};

export interface Rango {
  desde: string;
  hasta: string;
}

/** The applied range of a board and the reason a typed one was refused ('Seleccione las fechas…', the inverted range). */
export function useRangoConsultado() {
  const [rango, setRango] = useState<Rango>(rangoDelMes);
  const [aviso, setAviso] = useState<string | null>(null);
  const translate = useTranslate();
  const consultar = (r: Rango) => {
    if (!r.desde || !r.hasta) return setAviso(translate('resources.finanzas.mensajeFechas'));
    if (r.hasta < r.desde) return setAviso(MENSAJES_REPORTES.rangoInvertido);
    setAviso(null);
    setRango(r);
  };
  return { rango, aviso, consultar };
}

/** The 'Seleccione las fechas…' prompt, a range and 'Consultar', as the payroll board and the late evolutions ask it. */
export const RangoDeFechas = ({ inicial, onConsultar }: { inicial: Rango; onConsultar: (r: Rango) => void }) => {
  const translate = useTranslate();
  return (
    <Form
      defaultValues={inicial}
      onSubmit={(v: Record<string, unknown>) => onConsultar({ desde: String(v.desde ?? ''), hasta: String(v.hasta ?? '') })}
      resource="finanzas"
      noValidate
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.finanzas.mensajeFechas')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <EntradaFecha source="desde" />
          <EntradaFecha source="hasta" />
          <MuiButton type="submit" variant="contained" sx={{ mt: 1 }}>
            {translate('resources.finanzas.consultar')}
          </MuiButton>
        </Box>
      </Box>
    </Form>
  );
};

/** A colour legend: one chip per meaning. */
export const Leyenda = ({ items }: { items: { nombre: string; color: string }[] }) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 2, py: 1 }} data-leyenda>
    {items.map((i) => (
      <Box key={i.nombre} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: i.color }} />
        <Typography variant="body2">{i.nombre}</Typography>
      </Box>
    ))}
  </Box>
);

export const Punto = ({ color, titulo }: { color: string; titulo: string }) => (
  <Box
    component="span"
    title={titulo}
    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color, mr: 1, verticalAlign: 'middle' }}
  />
);

/** A row's '⋮' with 'Eliminar', asking first and naming the record; deleting is an event, the original stays in the audit. */
export const AccionesAnular = ({ recurso, id, descripcion }: { recurso: RecursoAnulable; id: string; descripcion: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const translate = useTranslate();
  const eliminar = translate('ra.action.delete');
  const { pedir, dialogo } = useComando({
    ejecutar: () => dataProvider.anularRegistroFinanciero(recurso, id),
    confirmar: { titulo: eliminar, contenido: translate('resources.finanzas.eliminarPregunta', { descripcion }), boton: eliminar },
  });
  return <MenuAcciones acciones={[{ etiqueta: eliminar, accion: 'eliminar', color: 'error', alElegir: pedir }]}>{dialogo}</MenuAcciones>;
};
