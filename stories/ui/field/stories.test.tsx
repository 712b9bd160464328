import { everyStoryRenders } from '../../testing/everyStoryRenders';
import type { StoryModule } from '../../testing/everyStoryRenders';

// The field kit's stories, rendered and checked (stories/testing/everyStoryRenders.tsx).
everyStoryRenders(import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }));
