/**
 * The slide deck's size (docs/decisions/0004-data.md: 1600 by 900). A background's x/y are deck pixels of its top-left corner.
 * The client draws the deck with its own copy (`src/ui/deck-size.ts`, which may import npm packages only);
 * src/ui/deck-size.test.ts holds the two equal.
 */
export const DECK_WIDTH = 1600;
export const DECK_HEIGHT = 900;
