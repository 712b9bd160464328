import { everyStoryRenders } from '../../testing/everyStoryRenders';
import type { StoryModule } from '../../testing/everyStoryRenders';

// This folder's stories, rendered and checked (stories/testing/everyStoryRenders.tsx).
everyStoryRenders(import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }));
