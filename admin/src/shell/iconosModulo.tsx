import type { ReactElement } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

export const ICONOS_MODULO: Record<string, ReactElement> = {
  Dashboard: <DashboardIcon />,
  Reportes: <AssessmentIcon />,
  Admisiones: <PersonAddIcon />,
  'Historia Clínica': <MedicalInformationIcon />,
  Mantenimiento: <BuildIcon />,
  Acceso: <AdminPanelSettingsIcon />,
  'Plan de intervención': <EventNoteIcon />,
  Programación: <CalendarMonthIcon />,
};
