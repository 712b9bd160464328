import { Component } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export const pageErrorTexts = {
  title: "La page n'a pas pu s'afficher",
  message: 'Le chargement a échoué. Vérifiez votre connexion puis rechargez la page.',
  reload: 'Recharger la page',
} as const;

interface Props {
  readonly children: ReactNode;
}

/** A tool whose code fails to load or to render shows a French message and a reload button. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
        <Alert
          severity="error"
          role="alert"
          sx={{ width: '100%', maxWidth: 560 }}
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {pageErrorTexts.reload}
            </Button>
          }
        >
          <AlertTitle>{pageErrorTexts.title}</AlertTitle>
          {pageErrorTexts.message}
        </Alert>
      </Box>
    );
  }
}
