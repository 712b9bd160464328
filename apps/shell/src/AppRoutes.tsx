import { Route, Routes } from 'react-router';
import { ShellLayout } from './layout/ShellLayout';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RequireUser } from './routes/RequireUser';
import { ToolPage } from './routes/ToolPage';
import { ToolRoute } from './routes/ToolRoute';
import { PUBLIC_ROUTES, TOOL_ROUTES } from './routes/toolRoutes';

/** The history routes of spec 1 §2 under the shell layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="login" element={<LoginPage />} />
        {PUBLIC_ROUTES.map((def) => (
          <Route key={def.path} path={def.path} element={<ToolPage def={def} />} />
        ))}
        <Route element={<RequireUser />}>
          <Route index element={<HomePage />} />
          {TOOL_ROUTES.map((def) => (
            <Route
              key={def.path}
              path={`${def.path}/*`}
              element={
                <ToolRoute route={def.path}>
                  <ToolPage def={def} />
                </ToolRoute>
              }
            />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
