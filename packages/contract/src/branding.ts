/** Product name shown in the interface. */
export const PRODUCT_NAME = 'SiteHours';
export const DEFAULT_PRIMARY_COLOR = '#000000';
export const DEFAULT_SECONDARY_COLOR = '#666666';
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
