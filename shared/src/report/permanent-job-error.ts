/** A report job failure that retrying cannot fix (bad payload, missing submission). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
