import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { mswLoader } from '../decorators/mswLoader';
import { withLocaSuite } from '../decorators/withLocaSuite';
import { withRouter } from '../decorators/withRouter';

// The stories' data comes from the in-page server (the server's handlers over PGlite): a first
// answer opens the database and signs the user in, which takes seconds on a loaded machine. The
// play functions wait for what the page shows, as long as that takes, up to this bound.
configure({ asyncUtilTimeout: 15_000 });

const preview: Preview = {
  decorators: [withLocaSuite, withRouter],
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        desktop: { name: 'Bureau 1366', styles: { width: '1366px', height: '768px' } },
        tablet: { name: 'Tablette 768', styles: { width: '768px', height: '1024px' } },
        phone: { name: 'Téléphone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
};

export default preview;
