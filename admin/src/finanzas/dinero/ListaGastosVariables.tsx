import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Button, DataTable, List, Pagination, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { CATEGORIAS_GASTO, type GastoLeido } from '../../contratos';
import { CampoFecha } from '../../comun/CampoFecha';
import { hoyDelServidor } from '../../comun/reloj';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, DialogoRegistro, filtrosDeFechas, Leyenda, pesos, Punto, rangoDelMes } from './comun';
import { proveedorFinanzas } from './proveedorFinanzas';
import { useRegistro } from './useRegistro';

const COLORES: Record<number, string> = { 1: 'warning.main', 2: 'info.main', 3: 'secondary.main' };
const LEYENDA = CATEGORIAS_GASTO.map((c) => ({ nombre: c.nombre, color: COLORES[c.codigo] }));
const filtros = [
  ...filtrosDeFechas('gastos-variables'),
  <SelectInput key="categoria" source="categoria" alwaysOn emptyText="Todas" choices={CATEGORIAS_GASTO.map((c) => ({ id: c.codigo, name: c.nombre }))} />,
];

const DialogoGastoVariable = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const campo = (c: string) => translate(`resources.gastos-variables.fields.${c}`);
  const [v, setV] = useState({ fecha: hoyDelServidor(), valor: '', categoria: '', concepto: '' });
  const r = useRegistro(
    v,
    ['fecha', 'valor', 'categoria', 'concepto'],
    () => proveedorFinanzas.registrarGastoVariable({ fecha: v.fecha, valor: Number(v.valor), categoria: Number(v.categoria), concepto: v.concepto.trim() }),
    onCerrar,
  );
  const poner = (c: keyof typeof v) => (valor: string) => {
    setV((x) => ({ ...x, [c]: valor }));
    r.quitar(c);
  };
  const valorMalo = v.valor !== '' && !pesos(v.valor);
  return (
    <DialogoRegistro
      titulo="Registrar un gasto variable"
      marca="gasto-variable"
      onCerrar={onCerrar}
      onGuardar={r.guardar}
      valores={v}
      enCurso={r.enCurso || valorMalo}
    >
      <CampoFecha name="fecha" label={campo('fecha')} required value={v.fecha} onChange={poner('fecha')} {...r.propsDe('fecha', 'dd/mm/aaaa')} />
      <TextField
        name="valor"
        label={campo('valor')}
        required
        value={v.valor}
        onChange={(e) => poner('valor')(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={valorMalo || r.propsDe('valor').error}
        helperText={valorMalo ? 'Solo números, sin puntos' : r.propsDe('valor', 'En pesos, sin puntos').helperText}
      />
      <TextField
        select
        name="categoria"
        label={campo('categoria')}
        required
        value={v.categoria}
        onChange={(e) => poner('categoria')(e.target.value)}
        {...r.propsDe('categoria')}
      >
        {CATEGORIAS_GASTO.map((c) => (
          <MenuItem key={c.codigo} value={String(c.codigo)}>
            {c.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="concepto"
        label={campo('concepto')}
        required
        value={v.concepto}
        onChange={(e) => poner('concepto')(e.target.value)}
        {...r.propsDe('concepto')}
      />
    </DialogoRegistro>
  );
};

/** Variable expenses (spec 3 /gastos-variables): date range and category, created, deleted, exported; a colour per category. */
const ListaGastosVariables = () => {
  const [registrando, setRegistrando] = useState(false);
  return (
    <>
      <AvisoFechas />
      <List<GastoLeido>
        resource="gastos-variables"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtros}
        filterDefaultValues={rangoDelMes()}
        actions={
          <TopToolbar>
            <Button label="Registrar gasto variable" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="gastos-variables" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="gastos-variables.lista"
      >
        <Leyenda items={LEYENDA} />
        <DataTable<GastoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<GastoLeido> source="fecha" render={(g) => formatearFecha(g.fecha)} />
          <DataTable.Col<GastoLeido>
            source="categoriaNombre"
            render={(g) => (
              <>
                <Punto color={COLORES[g.categoria ?? 0] ?? 'grey.500'} titulo={g.categoriaNombre ?? ''} />
                {g.categoriaNombre}
              </>
            )}
          />
          <DataTable.Col<GastoLeido> source="concepto" render={(g) => <TextoCorto texto={g.concepto} />} />
          <DataTable.Col<GastoLeido> source="valor" align="right" render={(g) => formatearMoneda(g.valor)} />
          <DataTable.Col<GastoLeido> source="registradoPor" />
          <DataTable.Col<GastoLeido>
            label="resources.gastos-variables.fields.acciones"
            render={(g) => (
              <AccionesAnular
                recurso="gastos-variables"
                id={g.id}
                descripcion={`el gasto '${g.concepto}' de ${formatearMoneda(g.valor)} del ${formatearFecha(g.fecha)}`}
              />
            )}
          />
        </DataTable>
      </List>
      {registrando && <DialogoGastoVariable onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaGastosVariables;
