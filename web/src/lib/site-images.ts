/** The sharing card in web/public, drawn by scripts/make-brand-images.mjs: a raster, as social cards and article images need. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The practice's logo as a raster square, for structured data's publisher. */
export const SITE_LOGO = { path: '/apple-touch-icon.png', width: 180, height: 180 } as const;
