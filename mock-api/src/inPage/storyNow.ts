/** A fixed "now" for stories and page tests: the seed and the server's clock never move. */
export const STORY_NOW = Date.UTC(2025, 2, 17, 9, 0, 0);
