import type { Decorator } from '@storybook/react-vite';
import GlobalStyles from '@mui/material/GlobalStyles';
import { LocaSuiteProvider, locaSuiteTokens } from '@locasuite/ui';

/** Where a story sits: on the home/login light grey or inside a tool's blue-grey. */
export type StoryBackground = 'home' | 'tool';

declare module 'storybook/internal/csf' {
  interface Parameters {
    locaSuiteBackground?: StoryBackground;
  }
}

/** Theme and French locale around every story, on the page background the story asks for. */
export const withLocaSuite: Decorator = (Story, context) => {
  const background = context.parameters.locaSuiteBackground ?? 'home';
  return (
    <LocaSuiteProvider>
      <GlobalStyles
        styles={{ body: { backgroundColor: locaSuiteTokens.background[background] } }}
      />
      <Story />
    </LocaSuiteProvider>
  );
};
