import type { SvgIconProps } from '@mui/material/SvgIcon';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PedalBikeOutlined from '@mui/icons-material/PedalBikeOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import type { ComponentType } from 'react';

const icons: Record<string, ComponentType<SvgIconProps>> = {
  'planning-disponibilite': EventAvailableOutlined,
  'planning-livraison': LocalShippingOutlined,
  'planning-technicien': EngineeringOutlined,
  'planning-gestion-rdv-velo': CalendarMonthOutlined,
  statistiques: InsightsOutlined,
  'email-visualisation': MailOutlined,
  'etat-des-lieux-materiel': PlaylistAddCheckOutlined,
  'etat-des-lieux-velo': PedalBikeOutlined,
  'gestion-livraison': RouteOutlined,
  'signature-en-ligne': DrawOutlined,
  'sav-gestion': BuildOutlined,
  'contrat-gestion': DescriptionOutlined,
  'signature-double-authentification': AssignmentOutlined,
};

export interface ToolIconProps extends SvgIconProps {
  /** A tool route of spec 1 §2, with or without the leading slash. */
  route: string;
}

/** The icon of a tool, for its home tile (spec 1 §2 tile table); a neutral icon for unknown routes. */
export function ToolIcon({ route, ...props }: ToolIconProps) {
  const name = route.replace(/^\//, '');
  const Icon = icons[name] ?? AppsOutlined;
  return <Icon data-tool-icon={icons[name] ? name : 'other'} {...props} />;
}
