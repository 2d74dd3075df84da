export const SECURITY_WINDOW_DAYS = 7;
export const SECURITY_TOP_COMPANIES = 5;
export const SECURITY_TOP_USERS = 5;
export const SECURITY_FAILED_LOGINS = 15;
