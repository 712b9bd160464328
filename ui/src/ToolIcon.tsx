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
import { PUBLIC_PAGES, TOOLS } from '@locasuite/core';
import type { ToolIconName } from '@locasuite/core';

// One drawing per icon name of core's tool registry: a new name fails the typecheck here.
const drawings: Record<ToolIconName, ComponentType<SvgIconProps>> = {
  eventAvailable: EventAvailableOutlined,
  localShipping: LocalShippingOutlined,
  engineering: EngineeringOutlined,
  calendarMonth: CalendarMonthOutlined,
  insights: InsightsOutlined,
  mail: MailOutlined,
  playlistAddCheck: PlaylistAddCheckOutlined,
  pedalBike: PedalBikeOutlined,
  route: RouteOutlined,
  draw: DrawOutlined,
  build: BuildOutlined,
  description: DescriptionOutlined,
  assignment: AssignmentOutlined,
};

const iconNames: ReadonlyMap<string, ToolIconName> = new Map<string, ToolIconName>([
  ...TOOLS.map((tool): [string, ToolIconName] => [tool.path, tool.icon]),
  ...PUBLIC_PAGES.filter((page) => !page.path.includes('/')).map((page): [string, ToolIconName] => [
    page.path,
    page.icon,
  ]),
]);

export interface ToolIconProps extends SvgIconProps {
  /** A tool route of spec 1 §2, with or without the leading slash. */
  route: string;
}

/**
 * The icon of a tool, for its home tile (spec 1 §2 tile table), named in core's tool registry; a
 * neutral icon for unknown routes.
 */
export function ToolIcon({ route, ...props }: ToolIconProps) {
  const name = route.replace(/^\//, '');
  const iconName = iconNames.get(name);
  const Icon = iconName ? drawings[iconName] : AppsOutlined;
  return <Icon data-tool-icon={iconName ? name : 'other'} {...props} />;
}
