/**
 * Marks a layer drawn over the page (a dialog, the mobile menu, the search): while one is open the Screen Reader
 * reads it, the one in front, instead of the page behind (website.md §4, issue #35 point 4). Spread on its element.
 */
export const READING_LAYER = { 'data-reading-layer': '' } as const;

export const READING_LAYER_SELECTOR = '[data-reading-layer]';

/** Marks tools about the page rather than its text (the accessibility panel inside a dialog): never read out. */
export const NOT_READ = { 'data-not-read': '' } as const;
