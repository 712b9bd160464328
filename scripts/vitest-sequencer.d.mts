import { BaseSequencer } from 'vitest/node';

/** Vitest's order, with the stories' test files first when there are no past durations. */
export default class StoriesFirstSequencer extends BaseSequencer {}
