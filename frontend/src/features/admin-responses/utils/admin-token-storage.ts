/** The one local-storage key of the admin bearer token (SPEC §9). */
export const adminTokenStorageKey = 'dx-diagnosis.admin-token';

/** Local storage can throw (privacy modes, disabled storage); treat that as "no token". */
export const adminTokenStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(adminTokenStorageKey);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    window.localStorage.setItem(adminTokenStorageKey, token);
  },
  clear(): void {
    try {
      window.localStorage.removeItem(adminTokenStorageKey);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};
