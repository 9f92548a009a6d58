import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { PacienteEnLista } from '../contratos';

/** 'Nombre Segundo Apellido Segundo', as the search lists the patient. */
export const nombrePaciente = (p: PacienteEnLista) => [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ');

/**
 * The history's patient search (desktop and mobile): by surnames, names or document from two letters on,
 * ten patients by surname; the server applies the site rules.
 */
export const useBuscarPaciente = () => {
  const [q, setQ] = useState('');
  const buscar = q.trim().length >= 2;
  const { data = [], isPending } = useGetList<PacienteEnLista>(
    'historia-clinica/pacientes',
    { filter: { q: q.trim() }, pagination: { page: 1, perPage: 10 }, sort: { field: 'primerApellido', order: 'ASC' } },
    { enabled: buscar },
  );
  return { q, setQ, pacientes: buscar ? data : [], sinResultados: buscar && !isPending && data.length === 0 };
};
