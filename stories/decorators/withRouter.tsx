import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The history entries the story starts with, e.g. `['/planning-disponibilite']`. */
    routerEntries?: string[];
  }
}

/** An in-memory router, so that stories of routed screens need no browser address. */
export const withRouter: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={context.parameters.routerEntries ?? ['/']}>
    <Story />
  </MemoryRouter>
);
