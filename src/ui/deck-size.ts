/**
 * The slide deck's size (docs/decisions/0004-data.md: 1600 by 900), in which slides are drawn and then scaled to fit. The
 * server bounds a background's x/y by its copy in api/contracts/slides.ts; a unit test holds them equal.
 */
export const DECK_WIDTH = 1600;
export const DECK_HEIGHT = 900;
