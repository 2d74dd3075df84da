/** Product name shown in the interface. */
export const PRODUCT_NAME = 'SiteHours';
export const DEFAULT_PRIMARY_COLOR = '#000000';
export const DEFAULT_SECONDARY_COLOR = '#666666';
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The largest logo file accepted. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The widest or tallest logo picture accepted, in pixels. */
export const LOGO_MAX_SIDE = 4096;
