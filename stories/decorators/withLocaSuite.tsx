import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { LocaSuiteProvider, locaSuiteTokens } from '@locasuite/ui';

/** Where a story sits: on the home/login light grey or inside a tool's blue-grey. */
export type StoryBackground = 'home' | 'tool' | 'none';

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
      {background === 'none' ? (
        <Story />
      ) : (
        <Box
          sx={{
            minHeight: context.parameters.layout === 'fullscreen' ? '100vh' : undefined,
            bgcolor: locaSuiteTokens.background[background],
            p: context.parameters.layout === 'fullscreen' ? 0 : 2,
          }}
        >
          <Story />
        </Box>
      )}
    </LocaSuiteProvider>
  );
};
