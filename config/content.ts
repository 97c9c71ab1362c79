/**
 * Content rules the checks enforce (npm run check:content; see ../shared/CONTENT.md).
 */

/** Sections (folders under docs/) declared complete: none of their pages may be `status: outline`. */
export const completeSections: readonly string[] = ['snippets', 'concepts', 'standards', 'guides', 'references'];

/** The only value `status` may take; a page without it claims to be complete. */
export const OUTLINE = 'outline';

export const MAX_DESCRIPTION = 160;

/** Depth, in prose words (code excluded), below which the report flags a page. */
export const MIN_WORDS = {leaf: 450, landing: 150} as const;

/** Words that mark unfinished text. */
export const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i;
