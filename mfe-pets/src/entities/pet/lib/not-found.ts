import type { ApiError } from '@bc/shared';

/** A pet id the API cannot read (400) is as absent as an unknown one (404): the load model's `isNotFound`. */
export const isPetNotFound = (error: ApiError) => error.statusCode === 404 || error.statusCode === 400;
