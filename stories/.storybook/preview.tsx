import type { Preview } from '@storybook/react-vite';
import { mswLoader } from '../decorators/mswLoader';
import { withLocaSuite } from '../decorators/withLocaSuite';
import { withRouter } from '../decorators/withRouter';

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
