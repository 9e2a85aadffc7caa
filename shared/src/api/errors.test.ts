import { describe, expect, it } from 'vitest';
import { ApiError, normaliseError } from './errors';

describe('ApiError.shownText', () => {
  it('shows a refusal’s own message and the generic text for a server failure', () => {
    const refusal = new ApiError({ statusCode: 409, message: 'Pet 7 is hidden already' });
    expect(refusal.shownText('Something went wrong')).toBe('Pet 7 is hidden already');
    const failure = new ApiError({ statusCode: 500, message: 'relation "pets" does not exist' });
    expect(failure.shownText('Something went wrong')).toBe('Something went wrong');
    // A failure thrown without a status (a network error) is a server failure too.
    expect(normaliseError(new TypeError('fetch failed')).shownText('Something went wrong')).toBe('Something went wrong');
  });
});
