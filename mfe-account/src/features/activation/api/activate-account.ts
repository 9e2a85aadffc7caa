import { callApi } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/user/activate` {hash}: activates the account of the emailed link and signs its member in. */
export const activateAccount = (body: BodyOf<typeof accountEndpoints.activate>) => callApi(accountEndpoints.activate, { body });
