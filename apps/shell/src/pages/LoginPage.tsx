import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PlainTextField } from '../components/PlainTextField';
import { useSession } from '../session/SessionContext';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { ServerUnreachable } from '../layout/ServerUnreachable';
import { PRODUCT_TITLE } from '@locasuite/core';

export const loginTexts = {
  title: 'Connexion à LocaSuite',
  user: "Nom d'utilisateur ou adresse email",
  password: 'Mot de passe',
  submit: 'Se connecter',
  checking: 'Vérification de la session…',
} as const;

/**
 * Spec 1 §2 /login, §5, §8: user and password fields, « Se connecter » (Enter submits), the red
 * error box, a spinner while a stored session is checked, straight to `/` when it is valid.
 */
export function LoginPage() {
  const { state, login, retry } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (state.status === 'signedIn') return <Navigate to="/" replace />;
  if (state.status === 'loading') return <CenteredSpinner label={loginTexts.checking} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setSubmitting(true);
    const outcome = await login(email, password);
    setSubmitting(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h2" sx={{ mb: 0.5 }}>
          {PRODUCT_TITLE}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {loginTexts.title}
        </Typography>
        {state.status === 'unreachable' ? (
          <Box sx={{ mb: 2 }}>
            <ServerUnreachable message={state.message} onRetry={retry} compact />
          </Box>
        ) : null}
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <PlainTextField
            label={loginTexts.user}
            name="username"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={setEmail}
          />
          <PlainTextField
            label={loginTexts.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          {error ? (
            <Alert severity="error" variant="filled" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {loginTexts.submit}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
