import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { showsTopBar, topBarTitle } from '@locasuite/core';
import { TopBar, countPendingWork, tokensOf } from '@locasuite/ui';
import { useSession } from '../session/SessionContext';
import { ShellConnectionIndicator } from '../connection/ShellConnectionIndicator';

const LogoutWaitingDialog = lazy(() => import('./LogoutWaitingDialog'));

/** Home and login use the light grey background; every other page sits on blue-grey (spec 1 §2). */
export function isHomeOrLogin(pathname: string): boolean {
  return pathname === '/' || pathname === '/login';
}

/**
 * Spec 1 §2 "Shell": the page background and the top bar (title, back to home, connection
 * indicator, logout) — shown to a signed-in user except where `showsTopBar` says otherwise.
 */
export function ShellLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const { state, logout } = useSession();
  const title = topBarTitle(pathname);

  useEffect(() => {
    document.title =
      pathname === '/' || pathname === '/login' ? 'LocaSuite' : `${title} — LocaSuite`;
  }, [pathname, title]);

  const withTopBar = state.status === 'signedIn' && showsTopBar(pathname, search);
  const background = isHomeOrLogin(pathname)
    ? tokensOf(theme).background.home
    : tokensOf(theme).background.tool;

  // Work finished without a connection stays on the device: logout says so first.
  const [waitingOnLogout, setWaitingOnLogout] = useState(0);
  const leave = () => {
    setWaitingOnLogout(0);
    void logout().then(() => navigate('/login', { replace: true }));
  };
  const onLogout = () => {
    void countPendingWork().then((n) => (n > 0 ? setWaitingOnLogout(n) : leave()));
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: background, display: 'flex', flexDirection: 'column' }}>
      {withTopBar ? (
        <TopBar
          title={title}
          onHome={() => navigate('/')}
          onLogout={onLogout}
          connection={<ShellConnectionIndicator />}
        />
      ) : null}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      {waitingOnLogout > 0 ? (
        <Suspense fallback={null}>
          <LogoutWaitingDialog
            count={waitingOnLogout}
            onConfirm={leave}
            onCancel={() => setWaitingOnLogout(0)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
