export {
  PUBLIC_PAGES,
  TOOLS,
  TOOL_GROUPS,
  TOOL_ROUTES,
  findTool,
  isToolRoute,
  toolsOfFamily,
} from './toolRegistry';
export type {
  PublicPageRoute,
  ToolDef,
  ToolGroupId,
  ToolIconName,
  ToolRoute,
} from './toolRegistry';
