import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import { Button, DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { BotonComando } from '../comun/BotonComando';
import { BotonExportar } from '../exportaciones/BotonExportar';
import {
  conPunto,
  ESPECIALIDADES,
  ESTADOS_ITEM_CATALOGO,
  NOMBRES_CATALOGO,
  TIPOS_PATOLOGIA,
  textoDe,
  type ItemCatalogoLeido,
  type TipoCatalogo,
} from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { SinDatos } from '../shell/SinDatos';
import { DialogoNuevoItem } from './DialogoNuevoItem';
import { opciones, porEspecialidad, recursoCatalogo } from './opcionesCatalogo';

const EstadoItem = ({ item }: { item: ItemCatalogoLeido }) => {
  const translate = useTranslate();
  return item.estado === 2 ? (
    <Chip label={translate('resources.catalogos.inactiva')} size="small" variant="outlined" data-estado="inactiva" />
  ) : (
    <Chip label={translate('resources.catalogos.activa')} size="small" color="success" data-estado="activa" />
  );
};

/** 'Activar' for an inactive item; 'Inactivar' otherwise, after confirming with its description. */
const BotonEstadoItem = ({ tipo, item }: { tipo: TipoCatalogo; item: ItemCatalogoLeido }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const translate = useTranslate();
  const activar = item.estado === 2;
  // The imported CIE-10 rows are the reference table: listed and offered, not switched here.
  if (item.id.startsWith('cie10:')) return <Chip label={translate('resources.catalogos.cie10Importada')} size="small" variant="outlined" data-referencia />;
  return (
    <BotonComando
      etiqueta={activar ? 'Activar' : 'Inactivar'}
      color={activar ? 'success' : 'error'}
      accion={activar ? 'activar' : 'inactivar'}
      icono={activar ? <CheckIcon /> : <CloseIcon />}
      ejecutar={() => (activar ? dataProvider.activarItemCatalogo(tipo, item.id) : dataProvider.desactivarItemCatalogo(tipo, item.id))}
      confirmar={
        activar
          ? undefined
          : {
              titulo: translate('resources.catalogos.inactivarTitulo'),
              contenido: translate('resources.catalogos.inactivarContenido', { descripcion: item.descripcion }),
              boton: 'Inactivar',
            }
      }
      errorPorDefecto={translate('resources.catalogos.noSeCambio')}
    />
  );
};

const Acciones = ({ tipo }: { tipo: TipoCatalogo }) => {
  const [abierto, setAbierto] = useState(false);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Button label="resources.catalogos.nuevo" variant="contained" onClick={() => setAbierto(true)} data-accion="nuevo">
        <AddIcon />
      </Button>
      {tipo === 'patologias' && <BotonExportar recurso="patologias" />}
      {abierto && <DialogoNuevoItem tipo={tipo} onCerrar={() => setAbierto(false)} />}
    </TopToolbar>
  );
};

/**
 * The four catalogue screens (spec 2 'Catalogues (maintenance)'): one screen over different items —
 * search, 7 rows by default (5, 10, 25, 50), create, and Activar / Inactivar per row.
 */
export const ListaCatalogo = ({ tipo }: { tipo: TipoCatalogo }) => {
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
    ...(porEspecialidad(tipo) ? [<SelectInput key="especialidad" source="especialidad" choices={opciones(ESPECIALIDADES)} alwaysOn />] : []),
    ...(tipo === 'patologias' ? [<SelectInput key="tipo" source="tipo" choices={opciones(TIPOS_PATOLOGIA)} alwaysOn />] : []),
    <SelectInput key="estado" source="estado" choices={opciones(ESTADOS_ITEM_CATALOGO)} alwaysOn />,
  ];
  return (
    <List<ItemCatalogoLeido>
      resource={recursoCatalogo(tipo)}
      title={NOMBRES_CATALOGO[tipo]}
      perPage={7}
      sort={{ field: 'descripcion', order: 'ASC' }}
      filters={filtros}
      actions={<Acciones tipo={tipo} />}
      pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50]} slotProps={{ select: { renderValue: (valor) => String(valor) } }} />}
      empty={false}
      storeKey={`catalogos.${tipo}`}
    >
      <DataTable<ItemCatalogoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
        {tipo === 'patologias' && <DataTable.Col<ItemCatalogoLeido> source="codigo" render={(i) => (i.codigo ? conPunto(i.codigo) : '—')} />}
        <DataTable.Col<ItemCatalogoLeido> source="descripcion" />
        {porEspecialidad(tipo) && <DataTable.Col<ItemCatalogoLeido> source="especialidad" render={(i) => textoDe(ESPECIALIDADES, i.especialidad)} />}
        {tipo === 'patologias' && <DataTable.Col<ItemCatalogoLeido> source="tipoPatologia" render={(i) => textoDe(TIPOS_PATOLOGIA, i.tipoPatologia)} />}
        <DataTable.Col<ItemCatalogoLeido> source="estado" render={(i) => <EstadoItem item={i} />} />
        <DataTable.Col<ItemCatalogoLeido> source="acciones" disableSort render={(i) => <BotonEstadoItem tipo={tipo} item={i} />} />
      </DataTable>
    </List>
  );
};
