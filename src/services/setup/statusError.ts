/**
 * A stream-access service (a proxy, the file-host API, the debrid API) answered, but not with what
 * was asked: a status that is not a 2xx, or a 2xx whose body is not the expected one. The machines
 * act on `status` (see `failedWith`); a failed connection is no ServiceStatusError.
 */
export class ServiceStatusError extends Error {
  constructor(
    readonly status: number,
    service: string,
    what = `status ${status}`,
  ) {
    super(`${service} answered with ${what}`);
    this.name = 'ServiceStatusError';
  }
}
