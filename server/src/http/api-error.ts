import type { Error as ContractError } from '../../../src/api/generated/types.gen';

/** Error codes the service answers with. InvalidInput and MissingField come from the interface (§7); the rest are ours. */
export type ApiErrorCode =
  | 'InvalidInput'
  | 'MissingField'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'InternalError'
  | 'ServiceUnavailable'
  | 'TooManyRequests';

/** The contract's Error object, with the code narrowed to the codes this service uses. */
export interface ApiErrorItem extends ContractError {
  code: ApiErrorCode;
}

/** Thrown by services and handlers; the router turns it into the error envelope with the given status. */
export class ApiError extends Error {
  readonly status: number;
  readonly items: ApiErrorItem[];

  constructor(status: number, items: ApiErrorItem | ApiErrorItem[]) {
    const list = Array.isArray(items) ? items : [items];
    super(list.map((i) => `${i.code} ${i.field}: ${i.message}`).join('; '));
    this.status = status;
    this.items = list;
  }

  static invalid(field: string, message: string): ApiError {
    return new ApiError(400, { code: 'InvalidInput', field, message });
  }

  static missing(field: string, message = `${field} is required.`): ApiError {
    return new ApiError(400, { code: 'MissingField', field, message });
  }

  static notFound(field: string, message: string): ApiError {
    return new ApiError(404, { code: 'NotFound', field, message });
  }

  /** The database is unavailable or did not answer in time: a 503 the client may retry (Retry-After). */
  static unavailable(requestId: string): ApiError {
    return new ApiError(503, {
      code: 'ServiceUnavailable',
      field: '',
      message: `The database is unavailable or did not answer in time; nothing was changed by a failed write. Try again shortly (request id ${requestId}).`,
    });
  }

  static conflict(field: string, message: string): ApiError {
    return new ApiError(409, { code: 'Conflict', field, message });
  }
}
