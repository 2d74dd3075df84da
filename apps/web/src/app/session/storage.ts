import { storedCompanyFrom, type StoredCompany } from './company';

/** Browser storage of the session (platform spec §3): the keys are part of the product's contract. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  currentCompanyId: 'currentCompanyId',
  currentCompanyData: 'currentCompanyData',
} as const;

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the session lives in memory only
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // quota or privacy mode: nothing to do
  }
}

export const sessionStorageApi = {
  getToken: () => read(STORAGE_KEYS.token),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  setTokens(token: string, refreshToken: string | null | undefined) {
    write(STORAGE_KEYS.token, token);
    if (refreshToken) write(STORAGE_KEYS.refreshToken, refreshToken);
  },
  clearTokens() {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.refreshToken, null);
  },
  /** The company this device worked in last (sent with the next sign-in). */
  getCompanyId: () => read(STORAGE_KEYS.currentCompanyId),
  getCompany(): StoredCompany | null {
    return parseStoredCompany(read(STORAGE_KEYS.currentCompanyData));
  },
  setCompany(company: StoredCompany | null) {
    write(STORAGE_KEYS.currentCompanyId, company ? company.id : null);
    write(STORAGE_KEYS.currentCompanyData, company ? JSON.stringify(company) : null);
  },
};

export type SessionStorageApi = typeof sessionStorageApi;

/** Parses `currentCompanyData`; anything malformed reads as no company. */
export function parseStoredCompany(raw: string | null): StoredCompany | null {
  if (!raw) return null;
  try {
    return storedCompanyFrom(JSON.parse(raw));
  } catch {
    return null;
  }
}
